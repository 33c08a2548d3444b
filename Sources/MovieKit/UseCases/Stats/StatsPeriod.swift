import Foundation

/// The days a ``FilmStatistics`` counts viewings of: a calendar year, the days from one to
/// another (both counted), or every viewing your diary holds, undated ones too.
public enum StatsPeriod: Sendable, Hashable {
    /// The year, 1 January to 31 December.
    case year(Int)
    /// From the first day to the last, both counted, each midnight UTC as the library keeps days.
    case days(from: Date, until: Date)
    /// Every viewing, whenever (and whether) it was dated.
    case all

    /// The first and last day as the library writes them (`yyyy-MM-dd`); `nil` for ``all``.
    var bounds: (from: String, until: String)? {
        switch self {
        case .year(let year):
            let written = String(format: "%04d", year)
            return ("\(written)-01-01", "\(written)-12-31")
        case .days(let from, let until):
            return (APIDate.format(from), APIDate.format(until))
        case .all:
            return nil
        }
    }

    /// Whether its viewings are counted per year rather than per month (``all``'s, which may span decades).
    public var countsByYear: Bool { self == .all }
}
