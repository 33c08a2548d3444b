import Foundation
import GRDB
import Synchronization

/// The local cache: owns the SQLite database, migrates it when opened, and offers reads and
/// writes in the domain's words. Every write is one transaction that leaves the cache valid.
///
/// A cache opened for reading (``openForReading(at:waiting:)``) reads through a read-only
/// connection and opens the file for writing only when something is first saved.
public final class CacheDatabase: Sendable {
    /// The cache file, or `nil` for a database given whole (in memory, in tests).
    let file: URL?
    /// Whether this process has read the file in WAL mode at the newest schema, so that its
    /// writer can open it without taking the lock beside it.
    let isReady: Bool
    /// How long to wait for another process that holds the cache.
    let wait: CacheWait
    private let connections: Mutex<Connections>
    /// Held while the file is opened for writing, so it is opened once; reads go on meanwhile.
    private let opening = Mutex<BackgroundOpening?>(nil)

    private struct Connections {
        /// A read-only connection to the file, or an empty cache in memory while there is no file;
        /// `nil` while there is no file and no read has needed that stand-in (a source answering
        /// from an import never does: its making is a third of such a command).
        var reader: (any DatabaseReader)?
        /// Where writes go; `nil` until the first write opens the file for writing.
        var writer: (any DatabaseWriter)?
    }

    /// What ``prepareForWriting()`` began: running, or how it failed (for the first write to meet).
    private enum BackgroundOpening {
        case running
        case failed(CacheError)
    }

    init(reader: (any DatabaseReader)?, writer: (any DatabaseWriter)?, file: URL?, isReady: Bool, wait: CacheWait) {
        self.file = file
        self.isReady = isReady
        self.wait = wait
        self.connections = Mutex(Connections(reader: reader, writer: writer))
    }

    deinit {
        ReadOnlyConnections.retire(connections.withLock { $0.reader })
    }

    /// Opens the cache over `writer` and migrates it to the newest schema (a read-only writer must
    /// already have it). For a file that other processes may open too, use ``open(at:waiting:)``.
    /// - Throws: ``CacheError/newerSchema(path:found:supported:)`` rather than touch a cache
    ///   written by a newer `movies`; ``CacheError/corrupt(path:reason:)`` for a damaged file.
    public convenience init(_ writer: any DatabaseWriter) throws(CacheError) {
        let wait = CacheWait()
        self.init(reader: writer, writer: writer, file: nil, isReady: true, wait: wait)
        let schema = try Self.schema(of: writer, wait: wait)
        switch schema {
        case .current:
            return
        case .empty where !writer.configuration.readonly:
            do {
                try writer.write(CacheSchemaSnapshot.create)
            } catch {
                throw failure(error)
            }
        case .older where !writer.configuration.readonly:
            do {
                try CacheMigrations.migrator.migrate(writer)
            } catch {
                throw failure(error)
            }
        case .empty, .older, .newer, .foreign:
            throw schema.refusal(path: writer.path)
        }
    }

    /// Where reads go: the writer once one is open, else the read-only connection, else (no file
    /// yet) an empty cache in memory, made now.
    var reader: any DatabaseReader {
        get throws(CacheError) {
            try connections.withLock { connections throws(CacheError) -> any DatabaseReader in
                if let writer = connections.writer { return writer }
                if let reader = connections.reader { return reader }
                let standIn = try Self.emptyStandIn(waiting: wait)
                connections.reader = standIn
                return standIn
            }
        }
    }

    /// Where writes go. A cache opened for reading opens its file for writing now (creating and
    /// migrating it as ``open(at:waiting:)`` does), once; a failure of ``prepareForWriting()``'s
    /// opening is thrown here once, without a second wait.
    /// - Throws: as ``open(at:waiting:)``.
    var writer: any DatabaseWriter {
        get throws(CacheError) {
            if let writer = connections.withLock({ $0.writer }) { return writer }
            return try opening.withLock {
                (opening: inout BackgroundOpening?) throws(CacheError) -> any DatabaseWriter in
                if case .failed(let failure) = opening {
                    opening = nil
                    throw failure
                }
                return try openWriter()
            }
        }
    }

    /// Creates the missing cache file on a thread of its own: a command about to ask the API calls
    /// it, so that making the new cache overlaps the request instead of following its answer.
    /// Reads go on meanwhile; the first write waits for it. A file that exists is left to the first
    /// write to open (cheaply), so an answer the API spoils leaves it exactly as it was. Whoever
    /// calls it calls ``finishPreparing()`` before the process may end.
    public func prepareForWriting() {
        guard let file, connections.withLock({ $0.writer == nil }), !FileManager.default.fileExists(atPath: file.path)
        else { return }
        let started = opening.withLock { opening -> Bool in
            guard opening == nil else { return false }
            opening = .running
            return true
        }
        guard started else { return }
        Thread.detachNewThread { [self] in
            opening.withLock { opening in
                guard case .running = opening else { return }
                do throws(CacheError) {
                    _ = try openWriter()
                    opening = nil
                } catch {
                    opening = .failed(error)
                }
            }
        }
    }

    /// Ends what ``prepareForWriting()`` began, so that the process may end: waits for a creation
    /// under way to finish (its failure kept for the first write), and calls off one not yet begun
    /// (the first write opens the file then). A process that ended mid-creation would leave a
    /// part-made file and, beside it, a rollback journal that only a writer can put back.
    public func finishPreparing() {
        opening.withLock { opening in
            if case .running = opening { opening = nil }
        }
    }

    /// The writer, opened now if need be; called holding ``opening``.
    private func openWriter() throws(CacheError) -> any DatabaseWriter {
        if let writer = connections.withLock({ $0.writer }) { return writer }
        guard let file else { throw .readOnly(path: path) }
        let pool = try Self.openPool(at: file, isReady: isReady, waiting: wait)
        connections.withLock { $0.writer = pool }
        return pool
    }

    /// Whether the cache can only be read (its file is read-only); saving then fails with
    /// ``CacheError/readOnly(path:)``.
    public var isReadOnly: Bool {
        connections.withLock { $0.writer?.configuration.readonly ?? false }
    }

    /// The cache file's path, or `:memory:`.
    var path: String {
        file?.path ?? connections.withLock { $0.writer?.path ?? $0.reader?.path } ?? ":memory:"
    }

    /// Copies the write-ahead log into the file and closes the database. Any later use fails.
    ///
    /// The log is copied and truncated to nothing (unless another process is still reading it):
    /// GRDB closes a pool's writer before its readers, so SQLite never removes the log of a pool,
    /// and the next process to open the file would read the whole log again before its first
    /// answer (bench/ANALYSIS.md, row 2). Only writers open a pool; a reader of the
    /// truncated log changes nothing in it.
    public func close() throws(CacheError) {
        finishPreparing()
        let (reader, writer) = connections.withLock { ($0.reader, $0.writer) }
        do {
            if let pool = writer as? DatabasePool {
                if !pool.configuration.readonly {
                    do {
                        try pool.writeWithoutTransaction { _ = try $0.checkpoint(.truncate) }
                    } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                        // Another process still reads the log, or checkpoints it: the log stays for now.
                    }
                }
                try pool.close()
            } else if let queue = writer as? DatabaseQueue {
                try queue.close()
            }
            if let queue = reader as? DatabaseQueue {
                try queue.close()
            }
        } catch {
            throw failure(error)
        }
    }

    // MARK: Writes

    /// Saves one movie of `catalogue` and its cast as fetched at `fetchedAt`, in one transaction,
    /// with what the API said about its freshness when `freshness` is given.
    public func saveMovie(
        _ movie: any Movie, from catalogue: Catalogue, fetchedAt: Date, freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            let adopting = try MovieRecord.hasRowsFromBeforeOrigins(of: catalogue, in: db)
            _ = try Self.upsert(movie, from: catalogue, fetchedAt: fetchedAt, adopting: adopting, in: db)
            if let freshness {
                try AnswerFreshnessRecord.store(freshness, of: .movie(id: movie.id), from: catalogue, in: db)
            }
        }
    }

    /// Saves a whole ranked list of `catalogue` in one transaction: every movie with its cast, and
    /// the list's membership and order, replacing what the cache held for that list.
    /// - Parameter fetchedSize: how many movies the list was asked for, when the API gives lists
    ///   in pages (TMDB); `nil` for the whole list.
    public func saveMovies(
        _ movies: [any Movie], in list: MovieList, year: Int, from catalogue: Catalogue, fetchedAt: Date,
        fetchedSize: Int? = nil, freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            var keys: [Int64] = []
            keys.reserveCapacity(movies.count)
            let adopting = try MovieRecord.hasRowsFromBeforeOrigins(of: catalogue, in: db)
            for movie in movies {
                keys.append(try Self.upsert(movie, from: catalogue, fetchedAt: fetchedAt, adopting: adopting, in: db))
                if let own = (movie as? any MovieWithOwnFreshness)?.ownFreshness {
                    try AnswerFreshnessRecord.store(own, of: .movie(id: movie.id), from: catalogue, in: db)
                }
            }
            let listId = try MovieListRecord.stamp(
                list, year: year, from: catalogue, fetchedAt: fetchedAt, fetchedSize: fetchedSize, in: db)
            try MovieListEntryRecord.replaceEntries(of: listId, with: keys, in: db)
            if let freshness {
                try AnswerFreshnessRecord.store(freshness, of: .list(list, year: year), from: catalogue, in: db)
            }
        }
    }

    /// Writes the movie, its cast and its full-text index entry, `adopting` a row of it from
    /// before origins were kept (``MovieRecord/upsert(_:adopting:)``); returns the movie's row key.
    private static func upsert(
        _ movie: any Movie, from catalogue: Catalogue, fetchedAt: Date, adopting: Bool, in db: Database
    ) throws -> Int64 {
        let record = MovieRecord(movie, from: catalogue, fetchedAt: fetchedAt)
        let (key, written) = try record.upsert(db, adopting: adopting)
        guard written else { return key }
        try CastMemberRecord.replaceCast(of: key, with: movie.cast, in: db)
        try MovieGenreRecord.replaceGenres(of: key, with: movie.genreIDs, in: db)
        try MovieFactRecord.note(movie.page, of: key, at: fetchedAt, in: db)
        try MovieProviderRecord.replaceProviders(of: key, from: movie.page, in: db)
        try MovieReleaseRecord.replaceReleases(of: key, from: movie.page, in: db)
        try MovieSearchRecord.index(
            movieKey: key, titles: [record.name, record.originalTitle].compactMap { $0 }, cast: movie.cast.map(\.name),
            in: db)
        return key
    }

    // MARK: Reads

    /// The cached movie `id` of `catalogue` and when it was fetched, or `nil` if the cache has
    /// never seen it from that catalogue's source, origin and language.
    public func movie(id: Int, from catalogue: Catalogue) throws(CacheError) -> (movie: CachedMovie, fetchedAt: Date)? {
        try read { db in
            guard let record = try MovieRecord.find(id: id, of: catalogue, in: db) else { return nil }
            return (try CachedMovie(record, cast: CastMemberRecord.cast(of: record.key, in: db)), record.fetchedAt)
        }
    }

    /// The cached list of `catalogue` in its stored order (at most `limit` movies), when it was
    /// fetched and for how many movies (`nil`: the whole list), or `nil` if the list was never
    /// saved from that catalogue's source, origin and language.
    public func movies(
        in list: MovieList, year: Int, from catalogue: Catalogue, limit: Int = .max
    ) throws(CacheError) -> (movies: [CachedMovie], fetchedAt: Date, fetchedSize: Int?)? {
        try read { db in
            guard let listRecord = try MovieListRecord.find(list, year: year, of: catalogue, in: db) else {
                return nil
            }
            let records = try MovieListEntryRecord.movies(of: listRecord.id, limit: limit, in: db)
            let casts = try CastMemberRecord.casts(ofList: listRecord.id, limit: limit, in: db)
            let movies = try records.map { record throws(CacheError) in
                try CachedMovie(record, cast: casts[record.key] ?? [])
            }
            return (movies, listRecord.fetchedAt, listRecord.fetchedSize)
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws(CacheError) -> T {
        try typedThrows({ try reader.read(body) }, otherwise: failure)
    }

    func write(_ body: (Database) throws -> Void) throws(CacheError) {
        let writer = try self.writer
        do {
            try writer.write(body)
        } catch {
            throw failure(error)
        }
    }

    /// The cache error for what an SQLite call on this cache threw.
    func failure(_ error: any Error) -> CacheError {
        CacheError(error, path: path, waited: wait.limit)
    }
}
