import Foundation
import Logging
import Synchronization

/// A movie as the cache holds it, with its cast; the cache's side of the ``Movie`` protocol.
public struct CachedMovie: Movie, Equatable {
    public let id: Int
    public let name: String
    public let originalTitle: String?
    public let year: Int?
    public let releaseDate: Date?
    public let grossing: Int?
    public let rating: Double
    /// The scale of the source it was cached from.
    public let ratingScale: Double
    public let voteCount: Int?
    /// The cast, in billing order.
    public let actors: [CachedActor]
    public let overview: String?
    public let runtime: Int?
    public let genres: [String]
    public let originalLanguage: String?
    public let popularity: Double?
    public let incompleteReason: String?
    /// The page as the cache keeps it, read when first asked for (a list never needs it).
    private let storedPage: StoredPage?

    public var cast: [any Actor] { actors }

    /// Who made it, where to watch it, its poster and links, as last fetched; `nil` when the
    /// source said none, or when what the cache holds of it cannot be read (a warning says so,
    /// once). Read from the cache's JSON on first use, once.
    public var page: MoviePage? {
        storedPage?.page
    }

    /// Whether the cache holds a page of it that cannot be read: the film is then asked for in
    /// full, never revalidated, so that its page is written again.
    var hasUnreadablePage: Bool { storedPage?.isUnreadable ?? false }

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
        originalLanguage = record.originalLanguage
        popularity = record.popularity
        rating = record.rating
        // A source this build does not know (a newer one wrote the row) is read on the usual scale of 10.
        ratingScale = MovieSource(rawValue: record.source)?.described.ratingScale ?? 10
        voteCount = record.voteCount
        incompleteReason = record.incomplete
        storedPage = record.page.map { StoredPage(json: $0, movieID: Int(record.id)) }
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
}

/// A movie's page as the cache keeps it, as JSON, decoded the first time it is asked for and
/// kept. JSON that does not decode is said once, as a warning, and read as no page: the film
/// still shows, and its next fetch writes the page again.
final class StoredPage: Sendable, Equatable {
    private static let decoder = JSONDecoder()
    private static let logger = Logger(label: "movies.cache")

    let json: String
    private let movieID: Int
    /// `nil` until decoded; then the page, or `.some(nil)` when it could not be.
    private let decoded = Mutex<MoviePage??>(nil)

    init(json: String, movieID: Int) {
        self.json = json
        self.movieID = movieID
    }

    var page: MoviePage? {
        decoded.withLock { decoded in
            if let page = decoded { return page }
            do {
                decoded = try Self.decoder.decode(MoviePage.self, from: Data(json.utf8))
            } catch {
                Self.logger.warning(
                    "the cache holds a page of movie \(movieID) that cannot be read (\(error)); shown without it")
                decoded = .some(nil)
            }
            return decoded ?? nil
        }
    }

    /// Whether the JSON kept does not decode (decoding it, once, if not yet done).
    var isUnreadable: Bool {
        page == nil
    }

    static func == (lhs: StoredPage, rhs: StoredPage) -> Bool {
        lhs.json == rhs.json
    }
}
