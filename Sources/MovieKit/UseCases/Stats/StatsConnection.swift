import Foundation
import GRDB

/// One SQLite connection that reads your library, the cache and IMDb's import at once (attached
/// as `lib`, `cache` and `imdb`, each read-only), so that every figure is one query joining them.
/// A cache or an import that is not there is an empty stand-in with the tables the queries read.
/// The period's viewings and their films' facts are gathered first into temporary tables
/// (`temp.seen`, `temp.fact`) that the queries of ``StatsQueries`` read.
struct StatsConnection {
    let queue: DatabaseQueue

    /// - Parameters:
    ///   - library: the library file (already checked to be one, by opening it).
    ///   - cache: the cache file, if there is one (already opened, so migrated).
    ///   - imdb: IMDb's import, if there is one.
    init(library: URL, cache: URL?, imdb: URL?) throws {
        var configuration = Configuration()
        configuration.label = "movies.stats"
        // As the cache's connections do (CacheDatabase.makeConfiguration), with the arguments
        // written in (the period's days, the files' paths): the benchmark runs the same SQL in sqlite3.
        if getenv("MOVIES_SQL_TRACE") != nil {
            configuration.prepareDatabase { db in
                db.trace { event in
                    FileHandle.standardError.write(Data("SQL (stats): \(event.expandedDescription);\n".utf8))
                }
            }
        }
        queue = try DatabaseQueue(configuration: configuration)
        try queue.inDatabase { db in
            try db.execute(sql: "ATTACH DATABASE ? AS lib", arguments: [Self.readOnly(library)])
            if let cache {
                try db.execute(sql: "ATTACH DATABASE ? AS cache", arguments: [Self.readOnly(cache)])
            } else {
                try db.execute(sql: "ATTACH DATABASE ':memory:' AS cache")
                try db.execute(sql: Self.cacheStandIn)
            }
            if let imdb {
                try db.execute(
                    sql: "ATTACH DATABASE ? AS imdb",
                    arguments: ["file:\(CacheDatabase.uriPath(imdb.path))?immutable=1"])
            } else {
                try db.execute(sql: "ATTACH DATABASE ':memory:' AS imdb")
                try db.execute(
                    sql: IMDbDatasetsSchema.tables.replacingOccurrences(of: "CREATE TABLE ", with: "CREATE TABLE imdb.")
                )
            }
        }
    }

    private static func readOnly(_ url: URL) -> String {
        "file:\(CacheDatabase.uriPath(url.path))?mode=ro"
    }

    /// The cache's tables the queries read, empty, for a cache not made yet.
    private static let cacheStandIn = """
        CREATE TABLE cache.movie (
            key INTEGER PRIMARY KEY, source TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, year INTEGER,
            rating REAL NOT NULL, voteCount INTEGER, runtime INTEGER, genres TEXT, originalLanguage TEXT,
            page TEXT, incomplete TEXT, fetchedAt DOUBLE NOT NULL);
        CREATE TABLE cache.castMember (movieKey INTEGER NOT NULL, position INTEGER NOT NULL, name TEXT NOT NULL);
        CREATE TABLE cache.poster (source TEXT NOT NULL, path TEXT NOT NULL, size TEXT NOT NULL, jpeg BLOB NOT NULL,
            bytes INTEGER NOT NULL);
        """

    /// Gathers `period`'s viewings (`temp.seen`) and their films' facts (`temp.fact`), replacing
    /// what an earlier period gathered.
    func gather(_ period: StatsPeriod) throws {
        try queue.inDatabase { db in
            try db.execute(
                sql: """
                    DROP TABLE IF EXISTS temp.seen;
                    DROP TABLE IF EXISTS temp.fact;
                    DROP TABLE IF EXISTS temp.best;
                    """)
            let within = period.bounds == nil ? "1" : "v.watchedOn BETWEEN ? AND ?"
            let arguments: StatementArguments = period.bounds.map { [$0.from, $0.until] } ?? []
            try db.execute(
                sql: """
                    CREATE TEMP TABLE seen AS
                    SELECT v.id AS id, v.filmId AS filmId, v.watchedOn AS day, v.rating AS rating,
                        (v.rewatch = 1 OR EXISTS (SELECT 1 FROM lib.viewing e
                            WHERE e.filmId = v.filmId AND (e.watchedOn < v.watchedOn
                                OR (e.watchedOn = v.watchedOn AND e.id < v.id)))) AS again
                    FROM lib.viewing v WHERE \(within);
                    CREATE INDEX temp.seen_byFilm ON seen(filmId);
                    """, arguments: arguments)
            try db.execute(sql: Self.bestRows)
            try db.execute(sql: Self.facts)
        }
    }

    /// The cache's row for each film your library names: the one with most (complete, with a
    /// page), then the newest, of whichever language and origin.
    private static let bestRows = """
        CREATE TEMP TABLE best AS
        SELECT source, id, key FROM (
            SELECT m.source AS source, m.id AS id, m.key AS key, row_number() OVER (
                PARTITION BY m.source, m.id ORDER BY m.incomplete IS NOT NULL, m.page IS NULL, m.fetchedAt DESC) AS n
            FROM cache.movie m JOIN lib.film f ON f.source = m.source AND f.sourceId = m.id)
        WHERE n = 1;
        CREATE UNIQUE INDEX temp.best_byFilm ON best(source, id);
        """

    /// Each film's facts, the cache's first, else IMDb's import's (a film of a source answering
    /// from it, or one whose IMDb id the library knows); the crowd's rating on a scale of 10;
    /// your rating, else the last one a viewing of the period gave.
    private static var facts: String {
        let imported = MovieSourceDescription.all.filter(\.answersFromImport).map { "'\($0.source.rawValue)'" }
        let scale = MovieSourceDescription.all.map { "WHEN '\($0.source.rawValue)' THEN \($0.ratingScale)" }
        return """
            CREATE TEMP TABLE fact AS
            SELECT f.id AS filmId, f.source AS source, m.key AS movieKey, i.id AS imdbFilm,
                coalesce(m.name, i.title, f.title, '?') AS title,
                coalesce(m.year, i.year, f.year) AS year,
                coalesce(nullif(m.runtime, 0), nullif(i.runtime, 0)) AS runtime,
                coalesce(CASE WHEN coalesce(m.voteCount, 1) > 0
                    THEN m.rating * 10.0 / (CASE f.source \(scale.joined(separator: " ")) ELSE 10 END) END,
                    i.rating) AS crowd,
                m.originalLanguage AS language, nullif(m.genres, '') AS genres,
                CASE WHEN json_valid(m.page) THEN m.page END AS page,
                coalesce((SELECT r.rating FROM lib.rating r WHERE r.filmId = f.id),
                    (SELECT s.rating FROM temp.seen s WHERE s.filmId = f.id AND s.rating IS NOT NULL
                     ORDER BY s.day DESC LIMIT 1)) AS yours
            FROM lib.film f
            LEFT JOIN temp.best b ON b.source = f.source AND b.id = f.sourceId
            LEFT JOIN cache.movie m ON m.key = b.key
            LEFT JOIN imdb.film i ON i.id = CASE WHEN f.source IN (\(imported.joined(separator: ", ")))
                THEN f.sourceId ELSE CAST(substr(f.imdbId, 3) AS INTEGER) END
            WHERE f.id IN (SELECT filmId FROM temp.seen);
            CREATE UNIQUE INDEX temp.fact_byFilm ON fact(filmId);
            """
    }
}
