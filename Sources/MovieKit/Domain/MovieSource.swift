/// Where a catalogue comes from: the key the cache and the library keep (their rows name it by
/// its raw value) and `--source` takes. Ids belong to their source (demo movie 1 is not TMDB
/// movie 1), and the cache keeps each source's answers apart.
///
/// What a source is and has is its ``described`` value; this file is the one place that lists
/// the sources, and nothing else asks which one a key is.
public enum MovieSource: String, Sendable, CaseIterable, Codable {
    /// The demo catalogue: built into the tool, or a demo API at `--api-url`. Needs no key.
    case demo
    /// The Movie Database (themoviedb.org), API version 3. Needs a key or a read access token.
    case tmdb
    /// IMDb's datasets (datasets.imdbws.com), downloaded and imported by `movies sync --source
    /// imdb`: every film, its rating, cast and crew, answered on this machine. Needs no key.
    case imdb

    /// What the source is and has.
    public var described: MovieSourceDescription {
        switch self {
        case .demo: Self.demoDescription
        case .tmdb: Self.tmdbDescription
        case .imdb: Self.imdbDescription
        }
    }

    /// Every source's description, in the order of ``allCases``: a literal, so that listing them
    /// (as `--source`'s help does in every process) grows no array.
    static let descriptions = [demoDescription, tmdbDescription, imdbDescription]

    private static let demoDescription = MovieSourceDescription(
        source: .demo, name: "the demo catalogue", answerer: "the demo catalogue", summary: "built in",
        ratingScale: 100,
        facts: [.releaseDays, .takings, .cast], questions: [])

    private static let tmdbDescription = MovieSourceDescription(
        source: .tmdb, name: "TMDB", answerer: "TMDB", summary: "The Movie Database", filmIDs: .tmdbNumbers,
        ratingScale: 10,
        facts: [
            .releaseDays, .takings, .votes, .genres, .runtimes, .originalLanguages, .overviews, .cast, .crew, .posters,
            .watchProviders, .regionalReleases,
        ],
        questions: [
            .search, .discover, .genres, .browseLists, .recommendations, .collections, .imdbIDs, .watchProviders,
            .posters,
        ],
        needsCredential: true, takesLanguage: true)

    private static let imdbDescription = MovieSourceDescription(
        source: .imdb, name: "IMDb", answerer: "IMDb's datasets", answererIsPlural: true,
        summary: "IMDb's datasets, imported by `movies sync --source imdb`", filmIDs: .imdbTitles, ratingScale: 10,
        ratingWithVotes: true, facts: [.votes, .genres, .runtimes, .cast, .crew],
        questions: [.search, .discover, .genres, .imdbIDs], answersFromImport: true)
}
