import Foundation

/// A film of your library as an entry names it: by its source and that source's id, its IMDb
/// id when known, and its title and year as last seen, so that lists print with no cache and
/// no network. A film imported from a file that no source matched has no ``id``: it keeps the
/// title and year the file gave, and is matched when imported again.
public struct LibraryFilm: Sendable, Hashable, Codable {
    /// The catalogue the id belongs to.
    public var source: MovieSource
    /// The source's id of the film; `nil` until an imported film is matched.
    public var id: Int?
    /// IMDb's id (`tt0083658`), when known.
    public var imdbID: String?
    /// The title as last seen; `nil` for a film added by id while nothing knew its title.
    public var title: String?
    /// The release year as last seen.
    public var year: Int?

    public init(source: MovieSource, id: Int?, imdbID: String? = nil, title: String?, year: Int? = nil) {
        self.source = source
        self.id = id
        self.imdbID = imdbID.flatMap(Self.imdbID)
        self.title = title
        self.year = year
    }

    /// The film as a source's page names it.
    public init(_ movie: any Movie, source: MovieSource) {
        let imdb = movie.page?.imdbID
        self.init(source: source, id: movie.id, imdbID: imdb, title: movie.name, year: movie.year)
    }

    /// The film as a search names it.
    public init(_ summary: MovieSummary, source: MovieSource, imdbID: String? = nil) {
        self.init(source: source, id: summary.id, imdbID: imdbID, title: summary.title, year: summary.year)
    }

    /// `text` when it is an IMDb title id (`tt` and digits), else `nil` (``IMDbID/titleText(_:)``).
    public static func imdbID(_ text: String) -> String? { IMDbID.titleText(text) }

    /// The title for people: the one last seen, else "film ID" while it is not yet known.
    public var displayTitle: String {
        if let title, !title.isEmpty { return title }
        if let id { return "film \(id)" }
        return imdbID.map { "IMDb \($0)" } ?? "a film"
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIINumber: Bool { isASCII && isNumber }
}
