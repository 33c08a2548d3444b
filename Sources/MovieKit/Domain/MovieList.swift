/// The ranked lists the API publishes for each year.
public enum MovieList: String, Sendable, CaseIterable, Codable {
    /// Movies of a year ordered by grossing, highest first.
    case topGrossing
    /// Movies of a year ordered by rating, highest first.
    case topRated

    /// How a person reads the list's name, as in "top-grossing movies of 2016".
    public var title: String {
        switch self {
        case .topGrossing: "top-grossing"
        case .topRated: "top-rated"
        }
    }

    /// What a source's films must say to rank them so: takings, for the top-grossing list.
    public var requiredFacts: FilmFacts {
        switch self {
        case .topGrossing: .takings
        case .topRated: []
        }
    }
}
