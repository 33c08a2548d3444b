import Foundation
import GRDB

/// A row of the `movieList` table: one ranked list of a source's year in one language, when it was fetched, from
/// which API origin (`''` in rows older than origins), and for how many movies (`nil`: the whole
/// list the API gives).
struct MovieListRecord: Equatable, FetchableRecord, PersistableRecord, CacheTable {
    static let databaseTableName = "movieList"
    static let rowsOfSource = "source = :source"

    enum Columns {
        static let id = Column("id")
        static let source = Column("source")
        static let origin = Column("origin")
        static let kind = Column("kind")
        static let year = Column("year")
        static let fetchedAt = Column("fetchedAt")
        static let fetchedSize = Column("fetchedSize")
    }

    var id: Int64
    var source: String
    var origin: String
    var kind: String
    var year: Int
    var fetchedAt: Date
    var fetchedSize: Int?

    init(row: Row) {
        id = row[0]
        source = row[1]
        origin = row[2]
        kind = row[3]
        year = row[4]
        fetchedAt = Date(timeIntervalSince1970: row[5])
        fetchedSize = row[6]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.source] = source
        container[Columns.origin] = origin
        container[Columns.kind] = kind
        container[Columns.year] = year
        container[Columns.fetchedAt] = fetchedAt.timeIntervalSince1970
        container[Columns.fetchedSize] = fetchedSize
    }

    /// The list of `catalogue`: its origin's, else one kept from before origins were.
    static func find(_ list: MovieList, year: Int, of catalogue: Catalogue, in db: Database) throws -> MovieListRecord?
    {
        let statement = try db.cachedStatement(
            sql: """
                SELECT id, source, origin, kind, year, fetchedAt, fetchedSize FROM movieList
                WHERE source = ? AND language = ? AND kind = ? AND year = ? AND origin IN (?, '')
                ORDER BY origin = '' LIMIT 1
                """)
        return try MovieListRecord.fetchOne(
            statement,
            arguments: [catalogue.source.rawValue, catalogue.language, list.rawValue, year, catalogue.origin])
    }

    /// Creates the catalogue's list row or stamps the existing one (its origin's, else one kept
    /// from before origins were, which becomes its origin's) with `fetchedAt` and the size it was
    /// fetched for; returns its id.
    static func stamp(
        _ list: MovieList, year: Int, from catalogue: Catalogue, fetchedAt: Date, fetchedSize: Int?, in db: Database
    ) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                UPDATE OR IGNORE movieList SET origin = ?
                WHERE source = ? AND language = ? AND kind = ? AND year = ? AND origin = ''
                """
        ).execute(arguments: [catalogue.origin, catalogue.source.rawValue, catalogue.language, list.rawValue, year])
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO movieList (source, language, origin, kind, year, fetchedAt, fetchedSize)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, language, kind, year, origin) DO UPDATE SET
                    fetchedAt = excluded.fetchedAt, fetchedSize = excluded.fetchedSize
                RETURNING id
                """)
        let arguments: StatementArguments = [
            catalogue.source.rawValue, catalogue.language, catalogue.origin, list.rawValue, year,
            fetchedAt.timeIntervalSince1970,
            fetchedSize,
        ]
        guard let id = try Int64.fetchOne(statement, arguments: arguments) else {
            throw CacheError.failed("the \(list.title) list of \(year) was not stored")
        }
        return id
    }
}
