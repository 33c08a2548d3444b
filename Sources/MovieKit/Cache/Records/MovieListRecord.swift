import Foundation
import GRDB

/// A row of the `movieList` table: one ranked list of a source's year in one language, from one
/// API origin (`''` in rows older than origins). A read keeps what it needs of it: its id, when
/// it was fetched, and for how many movies (`nil`: the whole list the API gives).
struct MovieListRecord: Equatable, FetchableRecord, CacheTable {
    static let databaseTableName = "movieList"
    static let rowsOfSource = "source = :source"

    var id: Int64
    var fetchedAt: Date
    var fetchedSize: Int?

    init(row: Row) {
        id = row[0]
        fetchedAt = Date(timeIntervalSince1970: row[1])
        fetchedSize = row[2]
    }

    /// The list of `catalogue`: its origin's, else one kept from before origins were.
    static func find(_ list: MovieList, year: Int, of catalogue: Catalogue, in db: Database) throws -> MovieListRecord?
    {
        let statement = try db.cachedStatement(
            sql: """
                SELECT id, fetchedAt, fetchedSize FROM movieList
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
