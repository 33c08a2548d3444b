import Foundation
import GRDB

/// A row of the `movie` table: one movie as last fetched, its cast kept in `castMember`.
struct MovieRecord: Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movie"

    enum Columns {
        static let id = Column("id")
        static let name = Column("name")
        static let year = Column("year")
        static let releaseDate = Column("releaseDate")
        static let grossing = Column("grossing")
        static let rating = Column("rating")
        static let fetchedAt = Column("fetchedAt")
    }

    static let columnList = "movie.id, movie.name, movie.year, movie.releaseDate, movie.grossing, movie.rating, movie.fetchedAt"

    var id: Int64
    var name: String
    var year: Int?
    /// `yyyy-MM-dd`, as the API writes it; `nil` when unknown.
    var releaseDate: String?
    var grossing: Int64?
    var rating: Double
    var fetchedAt: Date

    init(_ movie: any Movie, fetchedAt: Date) {
        id = Int64(movie.id)
        name = movie.name
        year = movie.year
        releaseDate = movie.releaseDate.map(APIDate.format)
        grossing = movie.grossing.map(Int64.init)
        rating = movie.rating
        self.fetchedAt = fetchedAt
    }

    /// Reads the columns of ``columnList``, in that order.
    init(row: Row) {
        id = row[0]
        name = row[1]
        year = row[2]
        releaseDate = row[3]
        grossing = row[4]
        rating = row[5]
        fetchedAt = Date(timeIntervalSince1970: row[6])
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.name] = name
        container[Columns.year] = year
        container[Columns.releaseDate] = releaseDate
        container[Columns.grossing] = grossing
        container[Columns.rating] = rating
        container[Columns.fetchedAt] = fetchedAt.timeIntervalSince1970
    }

    /// Inserts the movie, or overwrites the row of the same id, through a cached statement.
    func upsert(_ db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO movie (id, name, year, releaseDate, grossing, rating, fetchedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET
                name = excluded.name, year = excluded.year, releaseDate = excluded.releaseDate,
                grossing = excluded.grossing, rating = excluded.rating, fetchedAt = excluded.fetchedAt
            """)
        try statement.execute(arguments: [id, name, year, releaseDate, grossing, rating, fetchedAt.timeIntervalSince1970])
    }

    static func find(id: Int, in db: Database) throws -> MovieRecord? {
        let statement = try db.cachedStatement(sql: "SELECT \(columnList) FROM movie WHERE id = ?")
        return try MovieRecord.fetchOne(statement, arguments: [id])
    }
}
