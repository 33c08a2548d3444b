import Foundation

/// A movie as the cache holds it, with its cast; the cache's side of the ``Movie`` protocol.
public struct CachedMovie: Movie, Equatable {
    public let id: Int
    public let name: String
    public let originalTitle: String?
    public let year: Int?
    public let releaseDate: Date?
    public let grossing: Int?
    public let rating: Double
    public let voteCount: Int?
    /// The cast, in billing order.
    public let actors: [CachedActor]
    public let overview: String?
    public let runtime: Int?
    public let genres: [String]
    public let incompleteReason: String?
    /// The page as the cache keeps it, read only when asked for (a list never needs it).
    private let pageJSON: String?

    public var cast: [any Actor] { actors }

    /// Who made it, where to watch it, its poster and links, as last fetched; `nil` when the
    /// source said none, or when what the cache holds of it cannot be read.
    public var page: MoviePage? {
        pageJSON.flatMap { try? JSONDecoder().decode(MoviePage.self, from: Data($0.utf8)) }
    }

    /// The cast names, in billing order.
    public var castNames: [String] { actors.map(\.name) }

    init(_ record: MovieRecord, cast: [CachedActor]) throws(CacheError) {
        if let text = record.releaseDate {
            guard let releaseDate = APIDate.parse(text) else {
                throw .failed("movie \(record.id) has a release date the cache cannot read: \(text)")
            }
            self.releaseDate = releaseDate
        } else {
            releaseDate = nil
        }
        id = Int(record.id)
        name = record.name
        originalTitle = record.originalTitle
        year = record.year
        grossing = record.grossing.map(Int.init)
        overview = record.overview
        runtime = record.runtime
        genres = record.genres.map { $0.components(separatedBy: "\n") } ?? []
        rating = record.rating
        voteCount = record.voteCount
        incompleteReason = record.incomplete
        pageJSON = record.page
        actors = cast
    }
}

/// A cast member as the cache holds it.
public struct CachedActor: Actor, Equatable {
    public let name: String
    public let personID: Int?
    public let character: String?

    init(name: String, personID: Int? = nil, character: String? = nil) {
        self.name = name
        self.personID = personID
        self.character = character
    }

    init(_ record: CastMemberRecord) {
        self.init(name: record.name, personID: record.personId.map(Int.init), character: record.character)
    }
}
