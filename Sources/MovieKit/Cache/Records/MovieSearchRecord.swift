import GRDB
import GRDBSQLite

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

    /// The row keys of the indexed movies, of every catalogue, whose title or original title
    /// `match` scores, with their scores, in no order.
    ///
    /// Every title is read and scored: a typo has no index to find it by. They are read from
    /// the full-text table's own copy of its text (FTS5's `movieSearch_content`: the row key as
    /// `id`, the titles one a line as `c0`), a plain table of short rows whose pages hold a few
    /// dozen films each, rather than from `movie`, whose rows are pages of JSON, or through the
    /// full-text table, which reads the same rows at twice the cost. Each row's titles are
    /// scored as the bytes SQLite holds, never copied into a string (half the cost of a search
    /// of 20,000 films).
    static func keys(near match: FuzzyTitleMatch, in db: Database) throws -> [(key: Int64, score: Double)] {
        var found: [(key: Int64, score: Double)] = []
        let statement = try db.cachedStatement(sql: "SELECT id, c0 FROM movieSearch_content")
        let sqlite = statement.sqliteStatement
        let rows = try Row.fetchCursor(statement)
        while try rows.next() != nil {
            // The text first, then its length, as SQLite asks.
            guard let text = sqlite3_column_text(sqlite, 1) else { continue }
            let titles = UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(sqlite, 1)))
            if let score = match.score(lines: titles) { found.append((sqlite3_column_int64(sqlite, 0), score)) }
        }
        return found
    }
}
