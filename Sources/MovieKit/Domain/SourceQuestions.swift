/// The kinds of question a source may answer itself, beside a film and a year's lists, which
/// every source answers. One it does not is answered by the cache alone (a search of the demo
/// catalogue), or not at all, with a text saying which sources do (``MovieSourceDescription/saying(_:)``).
public struct SourceQuestions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Films by title and people by name (``MovieSearching``).
    public static let search = SourceQuestions(rawValue: 1 << 0)
    /// Films by genre, years, rating and more (``MovieDiscovering``).
    public static let discover = SourceQuestions(rawValue: 1 << 1)
    /// Its genres, by name (``GenreNaming``).
    public static let genres = SourceQuestions(rawValue: 1 << 2)
    /// Lists to browse: trending, popular, in cinemas (``BrowseListFetching``).
    public static let browseLists = SourceQuestions(rawValue: 1 << 3)
    /// The films it recommends beside a film (``RecommendationFetching``).
    public static let recommendations = SourceQuestions(rawValue: 1 << 4)
    /// Series of films (``CollectionFetching``).
    public static let collections = SourceQuestions(rawValue: 1 << 5)
    /// A film by IMDb's id of it (``IMDbFilmFinding``).
    public static let imdbIDs = SourceQuestions(rawValue: 1 << 6)
    /// The providers films can be watched on in a region (``WatchProviderFetching``).
    public static let watchProviders = SourceQuestions(rawValue: 1 << 7)
    /// Its films' posters (``PosterFetching``).
    public static let posters = SourceQuestions(rawValue: 1 << 8)
}
