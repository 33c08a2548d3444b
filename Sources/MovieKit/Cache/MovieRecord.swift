import Foundation
import GRDB

/// A row of the `movie` table: one movie of a source as last fetched, its cast kept in
/// `castMember`. `key` is the row's own identifier (the source's `id` is unique within the
/// source only); `origin` is the API it came from, `nil` in rows older than origins.
struct MovieRecord: Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movie"

    enum Columns {
        static let key = Column("key")
        static let source = Column("source")
        static let id = Column("id")
        static let origin = Column("origin")
        static let name = Column("name")
        static let year = Column("year")
        static let releaseDate = Column("releaseDate")
        static let grossing = Column("grossing")
        static let rating = Column("rating")
        static let overview = Column("overview")
        static let runtime = Column("runtime")
        static let genres = Column("genres")
        static let fetchedAt = Column("fetchedAt")
        static let incomplete = Column("incomplete")
    }

    static let columnList = """
        movie.key, movie.source, movie.id, movie.origin, movie.name, movie.year, movie.releaseDate, movie.grossing, \
        movie.rating, movie.overview, movie.runtime, movie.genres, movie.fetchedAt, movie.incomplete
        """

    /// 0 until the row is written.
    var key: Int64
    var source: String
    var id: Int64
    var origin: String?
    var name: String
    var year: Int?
    /// `yyyy-MM-dd`, as the API writes it; `nil` when unknown.
    var releaseDate: String?
    var grossing: Int64?
    var rating: Double
    var overview: String?
    var runtime: Int?
    /// The genres joined by newlines; `nil` when there are none.
    var genres: String?
    var fetchedAt: Date
    /// Why only a list's entry is known of the movie; `nil` when it is known in full.
    var incomplete: String?

    init(_ movie: any Movie, from catalogue: Catalogue, fetchedAt: Date) {
        key = 0
        source = catalogue.source.rawValue
        id = Int64(movie.id)
        origin = catalogue.origin
        name = movie.name
        year = movie.year
        releaseDate = movie.releaseDate.map(APIDate.format)
        grossing = movie.grossing.map(Int64.init)
        rating = movie.rating
        overview = movie.overview
        runtime = movie.runtime
        genres = movie.genres.isEmpty ? nil : movie.genres.joined(separator: "\n")
        self.fetchedAt = fetchedAt
        incomplete = movie.incompleteReason
    }

    /// Reads the columns of ``columnList``, in that order.
    init(row: Row) {
        key = row[0]
        source = row[1]
        id = row[2]
        origin = row[3]
        name = row[4]
        year = row[5]
        releaseDate = row[6]
        grossing = row[7]
        rating = row[8]
        overview = row[9]
        runtime = row[10]
        genres = row[11]
        fetchedAt = Date(timeIntervalSince1970: row[12])
        incomplete = row[13]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.key] = key
        container[Columns.source] = source
        container[Columns.id] = id
        container[Columns.origin] = origin
        container[Columns.name] = name
        container[Columns.year] = year
        container[Columns.releaseDate] = releaseDate
        container[Columns.grossing] = grossing
        container[Columns.rating] = rating
        container[Columns.overview] = overview
        container[Columns.runtime] = runtime
        container[Columns.genres] = genres
        container[Columns.fetchedAt] = fetchedAt.timeIntervalSince1970
        container[Columns.incomplete] = incomplete
    }

    /// Inserts the movie, or overwrites its source's row of the same id, through a cached
    /// statement; returns the row's key, and whether the row was written. An incomplete movie
    /// never overwrites a row known in full: what the cache knows of it is kept, complete.
    func upsert(_ db: Database) throws -> (key: Int64, written: Bool) {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO movie
                (source, id, origin, name, year, releaseDate, grossing, rating, overview, runtime, genres, fetchedAt, incomplete)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (source, id) DO UPDATE SET
                origin = excluded.origin, name = excluded.name, year = excluded.year, releaseDate = excluded.releaseDate,
                grossing = excluded.grossing, rating = excluded.rating, overview = excluded.overview,
                runtime = excluded.runtime, genres = excluded.genres, fetchedAt = excluded.fetchedAt,
                incomplete = excluded.incomplete
            WHERE excluded.incomplete IS NULL OR movie.incomplete IS NOT NULL
            RETURNING key
            """)
        let arguments: StatementArguments = [
            source, id, origin, name, year, releaseDate, grossing, rating, overview, runtime, genres, fetchedAt.timeIntervalSince1970,
            incomplete,
        ]
        if let key = try Int64.fetchOne(statement, arguments: arguments) {
            return (key, true)
        }
        let kept = try db.cachedStatement(sql: "SELECT key FROM movie WHERE source = ? AND id = ?")
        guard let key = try Int64.fetchOne(kept, arguments: [source, id]) else {
            throw CacheError.failed("movie \(id) was not stored")
        }
        return (key, false)
    }

    /// The movie `id` of `source`, whatever origin it came from.
    static func find(id: Int, source: MovieSource, in db: Database) throws -> MovieRecord? {
        let statement = try db.cachedStatement(sql: "SELECT \(columnList) FROM movie WHERE source = ? AND id = ?")
        return try MovieRecord.fetchOne(statement, arguments: [source.rawValue, id])
    }

    /// The movie whose row key is `key`.
    static func find(key: Int64, in db: Database) throws -> MovieRecord? {
        let statement = try db.cachedStatement(sql: "SELECT \(columnList) FROM movie WHERE key = ?")
        return try MovieRecord.fetchOne(statement, arguments: [key])
    }
}
