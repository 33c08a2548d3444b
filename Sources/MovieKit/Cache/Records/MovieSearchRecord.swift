import GRDB

/// A row of the `movieSearch` full-text table (FTS5): a movie's title and cast names, under the
/// movie's row key as rowid, kept in step with `movie` and `castMember` by ``CacheDatabase``'s writes.
struct MovieSearchRecord: CacheTable {
    static let databaseTableName = "movieSearch"
    static let rowsOfSource = "rowid IN (SELECT key FROM movie WHERE source = :source)"

    /// Indexes the movie keyed `movieKey` under its `titles` (its title and original title) and
    /// `cast`, replacing what was indexed for it.
    static func index(movieKey: Int64, titles: [String], cast: [String], in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM movieSearch WHERE rowid = ?").execute(arguments: [movieKey])
        try db.cachedStatement(sql: "INSERT INTO movieSearch (rowid, title, cast) VALUES (?, ?, ?)")
            .execute(arguments: [movieKey, titles.joined(separator: "\n"), cast.joined(separator: "\n")])
    }

    /// The row keys of the movies of `catalogue` (and those kept from before origins were)
    /// matching the FTS5 expression `match`, best first (title matches weigh ten times cast
    /// matches), at most `limit`.
    static func movieKeys(
        matching match: String, in catalogue: Catalogue, limit: Int, in db: Database
    ) throws -> [Int64] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT movieSearch.rowid FROM movieSearch JOIN movie ON movie.key = movieSearch.rowid
                WHERE movieSearch MATCH ? AND movie.source = ? AND movie.language = ? AND movie.origin IN (?, '')
                ORDER BY bm25(movieSearch, 10.0, 1.0), movieSearch.rowid LIMIT ?
                """)
        return try Int64.fetchAll(
            statement, arguments: [match, catalogue.source.rawValue, catalogue.language, catalogue.origin, limit])
    }
}
