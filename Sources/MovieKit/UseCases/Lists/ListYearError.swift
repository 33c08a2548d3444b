/// A list asked of a year no source can have films of: before the first films, or after next
/// year (a typo, like 1800 or 2061).
public struct ListYearError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The year asked.
    public let year: Int
    /// The years a list may be asked of.
    public let years: ClosedRange<Int>

    public init(year: Int, years: ClosedRange<Int>) {
        self.year = year
        self.years = years
    }

    public var description: String {
        let why = year < years.lowerBound ? "before the first films" : "after next year"
        return
            "no source has films of \(year), \(why): a list's year is from \(years.lowerBound) to \(years.upperBound)"
    }
}
