import GRDB

/// A row of the `movieCount` table: how many movies the cache holds of a source in a language,
/// kept by triggers on `movie` (a count of a million rows would cost more than the answer).
enum MovieCountRecord: CacheTable {
    static let databaseTableName = "movieCount"
    static let rowsOfSource = "source = :source"

    /// How many movies of `catalogue`'s source and language the cache holds, every origin's.
    static func count(of catalogue: Catalogue, in db: Database) throws -> Int {
        let statement = try db.cachedStatement(sql: "SELECT count FROM movieCount WHERE source = ? AND language = ?")
        return try Int.fetchOne(statement, arguments: [catalogue.source.rawValue, catalogue.language]) ?? 0
    }
}
