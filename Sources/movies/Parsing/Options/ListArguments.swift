import ArgumentParser

/// The arguments of the ranked-list commands: which year, and how many movies.
struct ListArguments: ParsableArguments {
    @Argument(help: "The year, like 2016.")
    var year: Int

    @Option(help: ArgumentHelp("Show at most this many movies.", valueName: "n"))
    var limit: Int?

    func validate() throws {
        guard (1000...9999).contains(year) else {
            throw ValidationError("the year must have four digits, like 2016; got \(year)")
        }
        if let limit, limit < 1 {
            throw ValidationError("--limit must be 1 or more, got \(limit)")
        }
    }
}
