import GRDB

/// A table whose rows are the parts of one row of another table (a movie's cast, genres, services
/// and release days; a list's entries), found by that row's key in ``owner`` and written whole:
/// each write of the row puts all its parts in place of those it had.
protocol PartsTable: CacheTable {
    /// The column that holds the key of the row a part belongs to.
    static var owner: String { get }
    /// The columns a part gives besides ``owner``, in the order its values are given.
    static var partColumns: [String] { get }
}

extension PartsTable {
    /// Makes `parts` the parts of the row keyed `key`, in place of those it had: each part the
    /// values of ``partColumns``, in their order. A part given twice is kept once.
    static func replaceParts(of key: Int64, with parts: some Sequence<StatementArguments>, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM \(databaseTableName) WHERE \(owner) = ?").execute(arguments: [key])
        let columns = [owner] + partColumns
        let insert = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO \(databaseTableName) (\(columns.joined(separator: ", "))) "
                + "VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))")
        for part in parts {
            try insert.execute(arguments: [key] + part)
        }
    }
}

/// A table of a movie's parts, found by the movie's row key (`movieKey`): a source's rows are
/// the parts of its movies.
protocol MoviePartsTable: PartsTable {}

extension MoviePartsTable {
    static var owner: String { "movieKey" }
    static var rowsOfSource: String { "movieKey IN (SELECT key FROM movie WHERE source = :source)" }
}
