import GRDB

/// A row of the `movieListEntry` table: which movie (by its row key) stands at which position of a list.
enum MovieListEntryRecord: PartsTable {
    static let databaseTableName = "movieListEntry"
    static let rowsOfSource = "listId IN (SELECT id FROM movieList WHERE source = :source)"
    static let owner = "listId"
    static let partColumns = ["position", "movieKey"]

    /// Makes the movies keyed `movieKeys`, in order, the whole membership of list `listId`.
    static func replaceEntries(of listId: Int64, with movieKeys: [Int64], in db: Database) throws {
        try replaceParts(of: listId, with: movieKeys.enumerated().lazy.map { [$0.offset, $0.element] }, in: db)
    }

    /// The movies of list `listId` in list order, at most `limit` of them.
    static func movies(of listId: Int64, limit: Int, in db: Database) throws -> [MovieRecord] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(MovieRecord.selection)
                FROM movieListEntry JOIN movie ON movie.key = movieListEntry.movieKey
                WHERE movieListEntry.listId = ?
                ORDER BY movieListEntry.position
                LIMIT ?
                """)
        return try MovieRecord.fetchAll(statement, arguments: [listId, limit])
    }
}
