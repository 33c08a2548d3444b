/// A fact of a film the statistics read from the cache or IMDb's import, which a film may lack
/// there (not fetched yet, or not known to its source): `--offline` counts the films lacking each.
public enum StatsFact: String, Sendable, Hashable, OrderedByDeclaration {
    case runtime
    case rating
    case directors
    case cast
    case genres
    case countries
    case languages
    case year

    /// What the fact is, in a few words: "running time".
    public var described: String {
        switch self {
        case .runtime: "running time"
        case .rating: "the crowd's rating"
        case .directors: "directors"
        case .cast: "cast"
        case .genres: "genres"
        case .countries: "countries"
        case .languages: "original language"
        case .year: "year"
        }
    }
}
