import ArgumentParser
import MovieKit

/// The arguments of the ranked-list commands: which year (this year when none is given), and
/// how many movies.
struct ListArguments: ParsableArguments {
    @Argument(help: "The year, like 2016; this year when none is given.")
    var year: Int?

    @Option(help: ArgumentHelp("Show at most this many movies.", valueName: "n"))
    var limit: Int?

    /// The most movies a list or a search shows: TMDB's own ceiling (500 pages of 20).
    static let maximumLimit = 10_000

    func validate() throws {
        if let year, !(1000...9999).contains(year) {
            throw ValidationError("the year must have four digits, like 2016; got \(year)")
        }
        if let limit {
            try Self.check(limit: limit)
        }
    }

    /// The year asked, else this year where you are.
    /// - Throws: a usage failure, in one line, for a year no source can have films of (a typo
    ///   like 1800 or 2061), before anything is asked or cached.
    func checkedYear() throws(CommandFailure) -> Int {
        do {
            return try ListYear.year(year)
        } catch {
            throw CommandFailure(error.description, status: .usage)
        }
    }

    /// Refuses a `--limit` outside 1…``maximumLimit``.
    static func check(limit: Int) throws(ValidationError) {
        guard (1...maximumLimit).contains(limit) else {
            throw ValidationError("--limit must be between 1 and \(maximumLimit), got \(limit)")
        }
    }
}
