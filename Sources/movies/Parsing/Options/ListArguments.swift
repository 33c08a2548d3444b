import ArgumentParser

/// The arguments of the ranked-list commands: which year, and how many movies.
struct ListArguments: ParsableArguments {
    @Argument(help: "The year, like 2016.")
    var year: Int

    @Option(help: ArgumentHelp("Show at most this many movies.", valueName: "n"))
    var limit: Int?

    /// The most movies a list or a search shows: TMDB's own ceiling (500 pages of 20).
    static let maximumLimit = 10_000

    func validate() throws {
        guard (1000...9999).contains(year) else {
            throw ValidationError("the year must have four digits, like 2016; got \(year)")
        }
        if let limit {
            try Self.check(limit: limit)
        }
    }

    /// Refuses a `--limit` outside 1…``maximumLimit``.
    static func check(limit: Int) throws(ValidationError) {
        guard (1...maximumLimit).contains(limit) else {
            throw ValidationError("--limit must be between 1 and \(maximumLimit), got \(limit)")
        }
    }
}
