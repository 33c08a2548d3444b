import Foundation
import GRDB

/// A row of the `movieList` table: one ranked list of a year and when it was fetched.
struct MovieListRecord: Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "movieList"

    enum Columns {
        static let id = Column("id")
        static let kind = Column("kind")
        static let year = Column("year")
        static let fetchedAt = Column("fetchedAt")
    }

    var id: Int64
    var kind: String
    var year: Int
    var fetchedAt: Date

    init(row: Row) {
        id = row[0]
        kind = row[1]
        year = row[2]
        fetchedAt = Date(timeIntervalSince1970: row[3])
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.id] = id
        container[Columns.kind] = kind
        container[Columns.year] = year
        container[Columns.fetchedAt] = fetchedAt.timeIntervalSince1970
    }

    static func find(_ list: MovieList, year: Int, in db: Database) throws -> MovieListRecord? {
        let statement = try db.cachedStatement(sql: """
            SELECT id, kind, year, fetchedAt FROM movieList WHERE kind = ? AND year = ?
            """)
        return try MovieListRecord.fetchOne(statement, arguments: [list.rawValue, year])
    }

    /// Creates the list's row or stamps the existing one with `fetchedAt`; returns its id.
    static func stamp(_ list: MovieList, year: Int, fetchedAt: Date, in db: Database) throws -> Int64 {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO movieList (kind, year, fetchedAt) VALUES (?, ?, ?)
            ON CONFLICT (kind, year) DO UPDATE SET fetchedAt = excluded.fetchedAt
            RETURNING id
            """)
        guard let id = try Int64.fetchOne(statement, arguments: [list.rawValue, year, fetchedAt.timeIntervalSince1970]) else {
            throw CacheError.failed("the \(list.title) list of \(year) was not stored")
        }
        return id
    }
}
