import Foundation
import GRDB
import MovieKit

/// The cache's migrations this build knows, oldest first.
public var cacheMigrations: [String] {
    CacheMigrations.migrator.migrations
}

/// Every schema an older `movies` may have left a cache at: each migration but the newest.
public var earlierCacheSchemas: [String] {
    Array(cacheMigrations.dropLast())
}

/// How an older `movies` left a cache file's journal.
public enum CacheJournal: String, Sendable, CaseIterable {
    /// Write-ahead logging, as every `movies` has used.
    case wal
    /// SQLite's default rollback journal, as a file made by another tool would be.
    case rollback
}

/// Writes a cache file at `url` as a `movies` whose newest migration was `schema` left it,
/// holding `movies` as 2016's top-grossing list. The rows are written in v1's shape (where v1
/// needs a fact a movie lacks, a stand-in), right after the first migration, so the later ones
/// carry them forward as they would a real cache.
public func writeCache(
    at url: URL, schema: String, journal: CacheJournal = .wal, holding movies: [DemoMovie] = makeMovies(10),
    fetchedAt: Date = Date()
) throws {
    let migrator = CacheMigrations.migrator
    let writer: any DatabaseWriter =
        switch journal {
        case .wal: try DatabasePool(path: url.path)
        case .rollback: try DatabaseQueue(path: url.path)
        }
    try migrator.migrate(writer, upTo: cacheMigrations[0])
    try writer.write { db in
        let stamp = fetchedAt.timeIntervalSince1970
        try db.execute(
            sql: "INSERT INTO movieList (id, kind, year, fetchedAt) VALUES (1, 'topGrossing', 2016, ?)",
            arguments: [stamp])
        for (position, movie) in movies.enumerated() {
            try db.execute(
                sql:
                    "INSERT INTO movie (id, name, year, releaseDate, grossing, rating, fetchedAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [
                    movie.id, movie.name, movie.year ?? 2016, movie.releaseDate.map(APIDate.format) ?? "2016-01-01",
                    movie.grossing ?? 0, movie.rating, stamp,
                ])
            for (index, actor) in movie.cast.enumerated() {
                try db.execute(
                    sql: "INSERT INTO castMember (movieId, position, name) VALUES (?, ?, ?)",
                    arguments: [movie.id, index, actor.name])
            }
            try db.execute(
                sql: "INSERT INTO movieListEntry (listId, position, movieId) VALUES (1, ?, ?)",
                arguments: [position, movie.id])
        }
    }
    try migrator.migrate(writer, upTo: schema)
    if let pool = writer as? DatabasePool {
        try pool.close()
    } else if let queue = writer as? DatabaseQueue {
        try queue.close()
    }
}

/// What a cache file records of its schema: every migration applied, in order, with repeats.
public struct RecordedSchema: Equatable, Sendable {
    /// The migrations recorded, by name (a name twice would be a migration applied twice).
    public let migrations: [String]
    public let integrity: String?
    public let journalMode: String?

    /// Reads the file at `url` through its own read-only connection.
    public init(of url: URL) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        (migrations, integrity, journalMode) = try queue.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid"),
                try String.fetchOne(db, sql: "PRAGMA integrity_check"),
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            )
        }
    }

    /// Whether every migration this build knows is recorded, once each, in order, and the file is
    /// undamaged and in WAL mode.
    public var isCurrent: Bool {
        migrations == cacheMigrations && integrity == "ok" && journalMode == "wal"
    }
}

/// Writes at `url` another program's SQLite database, as a careless `--cache` could name one: a
/// table of notes, and no record of movies' migrations.
public func writeAnotherProgramsDatabase(at url: URL) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.inDatabase { db in
        try db.execute(
            sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO note (text) VALUES ('keep me')")
    }
    try queue.close()
}
