import Foundation
import GRDB

/// The local cache: owns the SQLite database, migrates it when opened, and offers reads and
/// writes in the domain's words. Every write is one transaction that leaves the cache valid.
public final class CacheDatabase: Sendable {
    /// Where the database lives: a file (a WAL-mode pool) or memory (tests).
    public let writer: any DatabaseWriter

    /// Whether the cache can only be read (its file is read-only); saving then fails with
    /// ``CacheError/readOnly(path:)``.
    public var isReadOnly: Bool { writer.configuration.readonly }

    /// Opens the cache over `writer` and migrates it to the newest schema (a read-only writer must
    /// already have it).
    /// - Throws: ``CacheError/newerSchema(path:found:supported:)`` rather than touch a cache
    ///   written by a newer `movies`; ``CacheError/corrupt(path:reason:)`` for a damaged file.
    public init(_ writer: any DatabaseWriter) throws(CacheError) {
        self.writer = writer
        let migrator = CacheMigrations.migrator
        do {
            if try writer.read(migrator.hasBeenSuperseded) {
                let applied = try writer.read { try migrator.appliedIdentifiers($0) }
                let found = applied.subtracting(migrator.migrations).sorted().last ?? "unknown"
                throw CacheError.newerSchema(path: writer.path, found: found, supported: CacheMigrations.latest)
            }
            if !writer.configuration.readonly {
                try migrator.migrate(writer)
            } else if try !writer.read(migrator.hasCompletedMigrations) {
                throw CacheError.cannotOpen(path: writer.path, reason: "it is read-only and needs an upgrade this movies cannot write")
            }
        } catch {
            throw CacheError(error, path: writer.path)
        }
    }

    /// Copies the write-ahead log into the file and closes the database. Any later use fails.
    ///
    /// The log is checkpointed in full but not truncated: GRDB writes to a database whose log is
    /// empty when it next opens it, and a cache that was only read must stay byte-for-byte the same.
    public func close() throws(CacheError) {
        do {
            if let pool = writer as? DatabasePool {
                if !pool.configuration.readonly {
                    try pool.writeWithoutTransaction { _ = try $0.checkpoint(.full) }
                }
                try pool.close()
            } else if let queue = writer as? DatabaseQueue {
                try queue.close()
            }
        } catch {
            throw CacheError(error, path: writer.path)
        }
    }

    // MARK: Writes

    /// Saves one movie of `catalogue` and its cast as fetched at `fetchedAt`, in one transaction,
    /// with what the API said about its freshness when `freshness` is given.
    public func saveMovie(
        _ movie: any Movie, from catalogue: Catalogue, fetchedAt: Date, freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            _ = try Self.upsert(movie, from: catalogue, fetchedAt: fetchedAt, in: db)
            if let freshness {
                try RouteFreshnessRecord.store(freshness, of: .movie(id: movie.id), source: catalogue.source, in: db)
            }
        }
    }

    /// Saves a whole ranked list of `catalogue` in one transaction: every movie with its cast, and
    /// the list's membership and order, replacing what the cache held for that list.
    public func saveMovies(
        _ movies: [any Movie], in list: MovieList, year: Int, from catalogue: Catalogue, fetchedAt: Date,
        freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            var keys: [Int64] = []
            keys.reserveCapacity(movies.count)
            for movie in movies {
                keys.append(try Self.upsert(movie, from: catalogue, fetchedAt: fetchedAt, in: db))
            }
            let listId = try MovieListRecord.stamp(list, year: year, from: catalogue, fetchedAt: fetchedAt, in: db)
            try MovieListEntryRecord.replaceEntries(of: listId, with: keys, in: db)
            if let freshness {
                try RouteFreshnessRecord.store(freshness, of: .list(list, year: year), source: catalogue.source, in: db)
            }
        }
    }

    /// Writes the movie, its cast and its full-text index entry; returns the movie's row key.
    private static func upsert(_ movie: any Movie, from catalogue: Catalogue, fetchedAt: Date, in db: Database) throws -> Int64 {
        let record = MovieRecord(movie, from: catalogue, fetchedAt: fetchedAt)
        let key = try record.upsert(db)
        let cast = movie.cast.map(\.name)
        try CastMemberRecord.replaceCast(of: key, with: cast, in: db)
        try MovieSearchRecord.index(movieKey: key, title: record.name, cast: cast, in: db)
        return key
    }

    // MARK: Reads

    /// The cached movie `id` of `catalogue` and when it was fetched, or `nil` if the cache has
    /// never seen it from that catalogue's source and origin.
    public func movie(id: Int, from catalogue: Catalogue) throws(CacheError) -> (movie: CachedMovie, fetchedAt: Date)? {
        try read { db in
            guard let record = try MovieRecord.find(id: id, source: catalogue.source, in: db),
                  catalogue.accepts(origin: record.origin)
            else { return nil }
            let cast = try CastMemberRecord.cast(of: record.key, in: db).map(\.name)
            return (try CachedMovie(record, cast: cast), record.fetchedAt)
        }
    }

    /// The cached list of `catalogue` in its stored order (at most `limit` movies) and when it was
    /// fetched, or `nil` if the list was never saved from that catalogue's source and origin.
    public func movies(
        in list: MovieList, year: Int, from catalogue: Catalogue, limit: Int = .max
    ) throws(CacheError) -> (movies: [CachedMovie], fetchedAt: Date)? {
        try read { db in
            guard let listRecord = try MovieListRecord.find(list, year: year, source: catalogue.source, in: db),
                  catalogue.accepts(origin: listRecord.origin)
            else { return nil }
            let records = try MovieListEntryRecord.movies(of: listRecord.id, limit: limit, in: db)
            let casts = try CastMemberRecord.casts(ofList: listRecord.id, limit: limit, in: db)
            let movies = try records.map { record throws(CacheError) in
                try CachedMovie(record, cast: casts[record.key] ?? [])
            }
            return (movies, listRecord.fetchedAt)
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws(CacheError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw CacheError(error, path: writer.path)
        }
    }

    func write(_ body: (Database) throws -> Void) throws(CacheError) {
        do {
            try writer.write(body)
        } catch {
            throw CacheError(error, path: writer.path)
        }
    }
}
