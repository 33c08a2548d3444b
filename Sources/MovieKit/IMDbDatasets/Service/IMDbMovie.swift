import Foundation

/// A film of IMDb's datasets as the import keeps it: titles, year, running time, genres, IMDb's
/// rating and votes, the principal cast in billing order with the characters played, and the
/// directors and writers. IMDb's datasets have no release day, takings, overview or poster.
public struct IMDbMovie: Movie, Hashable {
    /// The number of its IMDb id (`tt0083658` → 83658).
    public let id: Int
    public let name: String
    /// Its title in its own language; `nil` when that is its title (the import keeps none then).
    public let originalTitle: String?
    public let year: Int?
    public let runtime: Int?
    public let genres: [String]
    /// IMDb's weighted average, 0 when the film has no votes.
    public let rating: Double
    public let voteCount: Int?
    public let imdbCast: [IMDbActor]
    public let directors: [String]
    public let writers: [String]

    public var releaseDate: Date? { nil }
    public var grossing: Int? { nil }
    public var ratingScale: Double { MovieSource.imdb.described.ratingScale }
    public var cast: [any Actor] { imdbCast }

    /// Its directors and writers, and its page on IMDb.
    public var page: MoviePage? {
        MoviePage(
            directors: directors, writers: writers, imdb: URL(string: "https://www.imdb.com/title/\(IMDbID.title(id))/")
        )
    }
}

/// A person of a film's principal cast in IMDb's datasets.
public struct IMDbActor: Actor, Hashable {
    public let name: String
    /// The number of the person's IMDb id (`nm0000148` → 148).
    public let personID: Int?
    /// The characters played, joined by " / "; `nil` when IMDb names none.
    public let character: String?

    public init(name: String, personID: Int?, character: String?) {
        self.name = name
        self.personID = personID
        self.character = character
    }
}
