import Foundation
import GRDB

/// A row of the `movie` table: one movie of a source in one language as last fetched, its cast
/// kept in `castMember`. `key` is the row's own identifier (the source's `id` is unique within
/// the source, language and origin only); `origin` is the API it came from, `''` in rows older
/// than origins.
struct MovieRecord: Equatable, FetchableRecord, PersistableRecord, CacheTable {
    static let databaseTableName = "movie"
    static let rowsOfSource = "source = :source"

    /// The table's columns, named once here, in the order every query selects them.
    enum Columns: String, ColumnExpression, CaseIterable {
        case key, source, language, id, origin, name, originalTitle, year, releaseDate, grossing, rating, voteCount,
            overview, runtime, genres, fetchedAt, incomplete, page, originalLanguage, popularity, collectionId

        /// Every column, in order.
        static let ordered = allCases
        /// The columns an insert gives: all but the row's own key.
        static let inserted = ordered.filter { $0 != .key }
        /// The columns an update of a movie already kept overwrites: all but what identifies the row.
        static let updated = inserted.filter { $0 != .source && $0 != .language && $0 != .id }

        /// Where the column stands in ``MovieRecord/selection``.
        var position: Int { Self.ordered.firstIndex(of: self) ?? 0 }
    }

    /// The columns as queries select them, table-qualified, in ``Columns/ordered`` order.
    static let selection = Columns.ordered.map { "movie.\($0.rawValue)" }.joined(separator: ", ")

    /// 0 until the row is written.
    var key: Int64
    var source: String
    /// The language it was asked in; `""` for a source with one.
    var language: String
    var id: Int64
    var origin: String
    var name: String
    var originalTitle: String?
    var year: Int?
    /// `yyyy-MM-dd`, as the API writes it; `nil` when unknown.
    var releaseDate: String?
    var grossing: Int64?
    var rating: Double
    var voteCount: Int?
    var overview: String?
    var runtime: Int?
    /// The genres joined by newlines; `nil` when there are none.
    var genres: String?
    var fetchedAt: Date
    /// Why only a list's entry is known of the movie; `nil` when it is known in full.
    var incomplete: String?
    /// The movie's ``MoviePage`` as JSON; `nil` when the source said none.
    var page: String?
    /// ISO 639-1, lowercased; `nil` when unknown.
    var originalLanguage: String?
    var popularity: Double?
    /// The id of the series it belongs to (also in `page`, with its name), what a collection's
    /// films are found by.
    var collectionId: Int64?

    init(_ movie: any Movie, from catalogue: Catalogue, fetchedAt: Date) {
        key = 0
        source = catalogue.source.rawValue
        language = catalogue.language
        id = Int64(movie.id)
        origin = catalogue.origin
        name = movie.name
        originalTitle = movie.originalTitle
        year = movie.year
        releaseDate = movie.releaseDate.map(APIDate.format)
        grossing = movie.grossing.map(Int64.init)
        rating = movie.rating
        voteCount = movie.voteCount
        overview = movie.overview
        runtime = movie.runtime
        genres = movie.genres.isEmpty ? nil : movie.genres.joined(separator: "\n")
        self.fetchedAt = fetchedAt
        incomplete = movie.incompleteReason
        page = movie.page.flatMap(Self.json)
        originalLanguage = movie.originalLanguage
        popularity = movie.popularity
        collectionId = movie.page?.collection.map { Int64($0.id) }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// `page` as the `page` column keeps it.
    private static func json(_ page: MoviePage) -> String? {
        (try? encoder.encode(page)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads a row of ``selection``, by position.
    init(row: Row) {
        key = row[Columns.key.position]
        source = row[Columns.source.position]
        language = row[Columns.language.position]
        id = row[Columns.id.position]
        origin = row[Columns.origin.position]
        name = row[Columns.name.position]
        originalTitle = row[Columns.originalTitle.position]
        year = row[Columns.year.position]
        releaseDate = row[Columns.releaseDate.position]
        grossing = row[Columns.grossing.position]
        rating = row[Columns.rating.position]
        voteCount = row[Columns.voteCount.position]
        overview = row[Columns.overview.position]
        runtime = row[Columns.runtime.position]
        genres = row[Columns.genres.position]
        fetchedAt = Date(timeIntervalSince1970: row[Columns.fetchedAt.position])
        incomplete = row[Columns.incomplete.position]
        page = row[Columns.page.position]
        originalLanguage = row[Columns.originalLanguage.position]
        popularity = row[Columns.popularity.position]
        collectionId = row[Columns.collectionId.position]
    }

    /// What the row holds in `column`, as the database stores it.
    private func value(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .key: key
        case .source: source
        case .language: language
        case .id: id
        case .origin: origin
        case .name: name
        case .originalTitle: originalTitle
        case .year: year
        case .releaseDate: releaseDate
        case .grossing: grossing
        case .rating: rating
        case .voteCount: voteCount
        case .overview: overview
        case .runtime: runtime
        case .genres: genres
        case .fetchedAt: fetchedAt.timeIntervalSince1970
        case .incomplete: incomplete
        case .page: page
        case .originalLanguage: originalLanguage
        case .popularity: popularity
        case .collectionId: collectionId
        }
    }

    func encode(to container: inout PersistenceContainer) {
        for column in Columns.ordered { container[column] = value(column) }
    }

    /// Inserts a movie, or overwrites its catalogue's row of the same id unless that would put an
    /// incomplete movie over one known in full; returns the key of a row written.
    private static let upsertSQL = """
        INSERT INTO movie (\(Columns.inserted.map(\.rawValue).joined(separator: ", ")))
        VALUES (\(Columns.inserted.map { _ in "?" }.joined(separator: ", ")))
        ON CONFLICT (source, language, origin, id) DO UPDATE SET
            \(Columns.updated.map { "\($0.rawValue) = excluded.\($0.rawValue)" }.joined(separator: ", "))
        WHERE excluded.incomplete IS NULL OR movie.incomplete IS NOT NULL
        RETURNING key
        """

    /// Inserts the movie, or overwrites its catalogue's row of the same id, through a cached
    /// statement; returns the row's key, and whether the row was written. An incomplete movie
    /// never overwrites a row known in full: what the cache knows of it is kept, complete. When
    /// `adopting` (the cache holds rows of the catalogue from before origins were kept, which
    /// ``hasRowsFromBeforeOrigins(of:in:)`` tells once per write), such a row of the same film
    /// becomes this origin's, so one film is never kept twice.
    func upsert(_ db: Database, adopting: Bool) throws -> (key: Int64, written: Bool) {
        if adopting {
            try db.cachedStatement(
                sql:
                    "UPDATE OR IGNORE movie SET origin = ? WHERE source = ? AND language = ? AND origin = '' AND id = ?"
            ).execute(arguments: [origin, source, language, id])
        }
        let statement = try db.cachedStatement(sql: Self.upsertSQL)
        let arguments = StatementArguments(Columns.inserted.map(value))
        if let key = try Int64.fetchOne(statement, arguments: arguments) {
            return (key, true)
        }
        let kept = try db.cachedStatement(
            sql: "SELECT key FROM movie WHERE source = ? AND language = ? AND id = ? AND origin = ?")
        guard let key = try Int64.fetchOne(kept, arguments: [source, language, id, origin]) else {
            throw CacheError.failed("movie \(id) was not stored")
        }
        return (key, false)
    }

    /// Whether the cache holds movies of `catalogue`'s source and language from before origins
    /// were kept (origin `''`): one seek of the unique index, so that a write adopts them only
    /// when there are any.
    static func hasRowsFromBeforeOrigins(of catalogue: Catalogue, in db: Database) throws -> Bool {
        let statement = try db.cachedStatement(
            sql: "SELECT EXISTS (SELECT 1 FROM movie WHERE source = ? AND language = ? AND origin = '')")
        return try Bool.fetchOne(statement, arguments: [catalogue.source.rawValue, catalogue.language]) ?? false
    }

    /// The movie `id` of `catalogue`: its origin's, else one kept from before origins were.
    static func find(id: Int, of catalogue: Catalogue, in db: Database) throws -> MovieRecord? {
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(selection) FROM movie WHERE source = ? AND language = ? AND id = ? AND origin IN (?, '')
                ORDER BY origin = '' LIMIT 1
                """)
        return try MovieRecord.fetchOne(
            statement, arguments: [catalogue.source.rawValue, catalogue.language, id, catalogue.origin])
    }

    /// The movie whose row key is `key` when it is one of `catalogue`'s (of its origin, or kept
    /// from before origins were).
    static func find(key: Int64, of catalogue: Catalogue, in db: Database) throws -> MovieRecord? {
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(selection) FROM movie
                WHERE key = ? AND source = ? AND language = ? AND origin IN (?, '')
                """)
        return try MovieRecord.fetchOne(
            statement, arguments: [key, catalogue.source.rawValue, catalogue.language, catalogue.origin])
    }

    /// The movie whose row key is `key`.
    static func find(key: Int64, in db: Database) throws -> MovieRecord? {
        let statement = try db.cachedStatement(sql: "SELECT \(selection) FROM movie WHERE key = ?")
        return try MovieRecord.fetchOne(statement, arguments: [key])
    }
}
