import GRDB

/// A row of the `answerFreshness` table: the validators and max age a catalogue's API sent with
/// its latest answer to a question. Keyed by the question (``MovieQuestion/key``) and the
/// catalogue's source, origin and language; `origin` is `''` in rows kept before freshness was
/// kept per origin, which answer for any origin of their source until it is asked again.
struct AnswerFreshnessRecord: Equatable, FetchableRecord, CacheTable {
    static let databaseTableName = "answerFreshness"
    static let rowsOfSource = "source = :source"

    var etag: String?
    var lastModified: String?
    var maxAge: Double?

    init(row: Row) {
        etag = row[0]
        lastModified = row[1]
        maxAge = row[2]
    }

    var freshness: ResponseFreshness {
        ResponseFreshness(etag: etag, lastModified: lastModified, maxAge: maxAge)
    }

    /// Records what `catalogue`'s API said with its latest answer to `question`, replacing what
    /// was known of it, from this origin or from before origins were kept.
    static func store(
        _ freshness: ResponseFreshness, of question: MovieQuestion, from catalogue: Catalogue, in db: Database
    ) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO answerFreshness (source, origin, language, question, etag, lastModified, maxAge)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, origin, language, question) DO UPDATE SET
                    etag = excluded.etag, lastModified = excluded.lastModified, maxAge = excluded.maxAge
                """)
        let key = question.key, source = catalogue.source.rawValue
        try statement.execute(arguments: [
            source, catalogue.origin, catalogue.language, key, freshness.etag, freshness.lastModified, freshness.maxAge,
        ])
        let older = try db.cachedStatement(
            sql: """
                DELETE FROM answerFreshness WHERE source = ? AND origin = '' AND language = ? AND question = ?
                """)
        try older.execute(arguments: [source, catalogue.language, key])
    }

    /// What `catalogue`'s API said with its latest answer to `question`: from the catalogue's
    /// origin, else from before origins were kept.
    static func find(
        _ question: MovieQuestion, from catalogue: Catalogue, in db: Database
    ) throws -> AnswerFreshnessRecord? {
        let statement = try db.cachedStatement(
            sql: """
                SELECT etag, lastModified, maxAge FROM answerFreshness
                WHERE source = ? AND origin IN (?, '') AND language = ? AND question = ?
                ORDER BY origin = '' LIMIT 1
                """)
        return try AnswerFreshnessRecord.fetchOne(
            statement, arguments: [catalogue.source.rawValue, catalogue.origin, catalogue.language, question.key])
    }
}
