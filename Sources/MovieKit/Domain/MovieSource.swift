/// Where a catalogue comes from. Ids belong to their source (demo movie 1 is not TMDB movie 1),
/// and the cache keeps each source's answers apart.
public enum MovieSource: String, Sendable, CaseIterable, Codable {
    /// The demo catalogue: built into the tool, or a demo API at `--api-url`. Needs no key.
    case demo
    /// The Movie Database (themoviedb.org), API version 3. Needs a key or a read access token.
    case tmdb
    /// IMDb's datasets (datasets.imdbws.com), downloaded and imported by `movies sync --source
    /// imdb`: every film, its rating, cast and crew, answered on this machine. Needs no key.
    case imdb

    /// The highest rating the source gives; ratings run from 0 to this.
    public var ratingScale: Double {
        switch self {
        case .demo: 100
        case .tmdb, .imdb: 10
        }
    }

    /// A film's id as the source writes it: `tt0083658` for IMDb, the number for the others.
    public func filmID(_ id: Int) -> String {
        self == .imdb ? IMDbID.title(id) : String(id)
    }

    /// The number of a film's id as a person may type it: IMDb's `tt0083658` (or its number) for
    /// IMDb, a number for the others; `nil` for what is neither.
    public func filmNumber(_ text: some StringProtocol) -> Int? {
        if self == .imdb, let number = IMDbID.titleNumber(text) { return number }
        guard let number = Int(text), number > 0 else { return nil }
        return number
    }

    /// Whether it answers from data downloaded and imported on this machine (IMDb's datasets),
    /// which `movies sync` renews, rather than from an API asked for each answer.
    public var answersFromImport: Bool { self == .imdb }

    /// The source's name for people, as in "TMDB".
    public var displayName: String {
        switch self {
        case .demo: "the demo catalogue"
        case .tmdb: "TMDB"
        case .imdb: "IMDb"
        }
    }
}
