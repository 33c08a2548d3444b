/// Where a catalogue comes from. Ids belong to their source (demo movie 1 is not TMDB movie 1),
/// and the cache keeps each source's answers apart.
public enum MovieSource: String, Sendable, CaseIterable, Codable {
    /// The demo catalogue: built into the tool, or a demo API at `--api-url`. Needs no key.
    case demo
    /// The Movie Database (themoviedb.org), API version 3. Needs a key or a read access token.
    case tmdb

    /// The highest rating the source gives; ratings run from 0 to this.
    public var ratingScale: Double {
        switch self {
        case .demo: 100
        case .tmdb: 10
        }
    }

    /// The source's name for people, as in "TMDB".
    public var displayName: String {
        switch self {
        case .demo: "the demo catalogue"
        case .tmdb: "TMDB"
        }
    }
}
