import GRDB

/// A row of the `movieSearch` full-text table (FTS5): a movie's title and cast names, under the
/// movie's id as rowid, kept in step with `movie` and `castMember` by ``CacheDatabase``'s writes.
struct MovieSearchRecord {
    static let databaseTableName = "movieSearch"

    /// Indexes `movieId` under `title` and `cast`, replacing what was indexed for it.
    static func index(movieId: Int64, title: String, cast: [String], in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM movieSearch WHERE rowid = ?").execute(arguments: [movieId])
        try db.cachedStatement(sql: "INSERT INTO movieSearch (rowid, title, cast) VALUES (?, ?, ?)")
            .execute(arguments: [movieId, title, cast.joined(separator: "\n")])
    }

    /// The ids of the movies matching the FTS5 expression `match`, best first (title matches weigh
    /// ten times cast matches), at most `limit`.
    static func movieIds(matching match: String, limit: Int, in db: Database) throws -> [Int64] {
        let statement = try db.cachedStatement(sql: """
            SELECT rowid FROM movieSearch WHERE movieSearch MATCH ?
            ORDER BY bm25(movieSearch, 10.0, 1.0), rowid LIMIT ?
            """)
        return try Int64.fetchAll(statement, arguments: [match, limit])
    }
}
