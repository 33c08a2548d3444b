import Foundation
import GRDBSQLite

/// Writes a new `datasets.sqlite` at a path of its own, as fast as SQLite goes: no journal, no
/// syncing while it builds (a killed build is thrown away whole), one transaction, prepared
/// inserts bound by position, rows in key order, indexes built once the rows are in. Only
/// ``finish(importedAt:publishedAt:adult:)`` makes the file whole and durable.
final class IMDbDatasetsWriter {
    /// The file being written.
    let path: String
    private var connection: OpaquePointer?
    private(set) var filmCount = 0
    private(set) var castCount = 0
    private(set) var crewCount = 0
    private(set) var personCount = 0

    /// SQLite's page cache while rows go in (`PRAGMA cache_size`, negative: KiB): room for the
    /// pages being filled of every table, measured fastest of 2 to 64 MiB.
    static let insertingCacheKiB = -16384
    /// While the indexes are built: SQLite sorts each index in runs of this size, then merges
    /// them, and runs that fit a processor's cache sort in half the time one run of everything
    /// takes (0.25 s rather than 0.6 s for 380,000 cast and 390,000 people).
    static let indexingCacheKiB = -2000

    private let film: SQLiteInsertStatement
    private let filmGenre: SQLiteInsertStatement
    private let castMember: SQLiteInsertStatement
    private let crewMember: SQLiteInsertStatement
    private let person: SQLiteInsertStatement
    private let titleGram: SQLiteInsertStatement
    private let importRow: SQLiteInsertStatement

    /// Creates the file at `path`, which must not exist (the import deletes a stale one first),
    /// with the schema's tables.
    /// - Throws: ``IMDbImportError/cannotWrite(path:reason:)``.
    init(path: String) throws(IMDbImportError) {
        self.path = path
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(path, &connection, flags, nil) == SQLITE_OK, let connection else {
            let reason = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open it"
            sqlite3_close_v2(connection)
            throw .cannotWrite(path: path, reason: reason)
        }
        self.connection = connection
        func prepare(_ sql: String) throws(IMDbImportError) -> SQLiteInsertStatement {
            guard let statement = SQLiteInsertStatement(sql, on: connection) else {
                throw .cannotWrite(path: path, reason: String(cString: sqlite3_errmsg(connection)))
            }
            return statement
        }
        do throws(IMDbImportError) {
            try Self.execute(
                """
                PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE;
                PRAGMA cache_size = \(Self.insertingCacheKiB);
                PRAGMA application_id = \(IMDbDatasetsSchema.applicationID);
                PRAGMA user_version = \(IMDbDatasetsSchema.version);
                BEGIN;
                """ + IMDbDatasetsSchema.tables, on: connection, path: path)
            film = try prepare(IMDbDatasetsSchema.insertFilm)
            filmGenre = try prepare(IMDbDatasetsSchema.insertFilmGenre)
            castMember = try prepare(IMDbDatasetsSchema.insertCastMember)
            crewMember = try prepare(IMDbDatasetsSchema.insertCrewMember)
            person = try prepare(IMDbDatasetsSchema.insertPerson)
            titleGram = try prepare(IMDbDatasetsSchema.insertTitleGram)
            importRow = try prepare(IMDbDatasetsSchema.insertImport)
        } catch {
            sqlite3_close_v2(connection)
            self.connection = nil
            throw error
        }
    }

    deinit { close() }

    // MARK: Rows

    /// Inserts a film unless one with its id is in; `false` when one was.
    func insertFilm(
        id: Int, title: UnsafeRawBufferPointer, originalTitle: UnsafeRawBufferPointer?, year: Int?, runtime: Int?,
        genres: UnsafeRawBufferPointer?, rating: Double?, votes: Int?, adult: Bool
    ) throws(IMDbImportError) -> Bool {
        film.bind(1, id)
        film.bind(2, text: title)
        film.bind(3, text: originalTitle)
        film.bind(4, year)
        film.bind(5, runtime)
        film.bind(6, text: genres)
        film.bind(7, rating)
        film.bind(8, votes)
        film.bind(9, adult ? 1 : 0)
        let inserted = try run(film)
        if inserted { filmCount += 1 }
        return inserted
    }

    func insertFilmGenre(_ genre: String, film id: Int) throws(IMDbImportError) {
        filmGenre.bind(1, genre)
        filmGenre.bind(2, id)
        _ = try run(filmGenre)
    }

    func insertCastMember(
        film id: Int, ordering: Int, person: Int, category: UnsafeRawBufferPointer, characters: String?
    ) throws(IMDbImportError) {
        castMember.bind(1, id)
        castMember.bind(2, ordering)
        castMember.bind(3, person)
        castMember.bind(4, text: category)
        castMember.bind(5, characters)
        if try run(castMember) { castCount += 1 }
    }

    func insertCrewMember(film id: Int, job: String, ordering: Int, person: Int) throws(IMDbImportError) {
        crewMember.bind(1, id)
        crewMember.bind(2, job)
        crewMember.bind(3, ordering)
        crewMember.bind(4, person)
        if try run(crewMember) { crewCount += 1 }
    }

    func insertPerson(
        id: Int, name: UnsafeRawBufferPointer, nameKey: String, birthYear: Int?, deathYear: Int?
    ) throws(IMDbImportError) {
        person.bind(1, id)
        person.bind(2, text: name)
        person.bind(3, nameKey)
        person.bind(4, birthYear)
        person.bind(5, deathYear)
        if try run(person) { personCount += 1 }
    }

    func insertTitleGram(_ gram: UInt32, films: [UInt8]) throws(IMDbImportError) {
        titleGram.bind(1, Int(gram))
        titleGram.bind(2, blob: films)
        _ = try run(titleGram)
    }

    // MARK: The end

    /// Builds the indexes, records the import's row, commits, closes and syncs the file to disk.
    /// - Throws: ``IMDbImportError/cannotWrite(path:reason:)``.
    func finish(importedAt: Date, publishedAt: Date?, adult: Bool) throws(IMDbImportError) {
        guard let connection else { throw .cannotWrite(path: path, reason: "already closed") }
        try Self.execute("PRAGMA cache_size = \(Self.indexingCacheKiB)", on: connection, path: path)
        try Self.execute(IMDbDatasetsSchema.indexes, on: connection, path: path)
        importRow.bind(1, importedAt.timeIntervalSince1970)
        importRow.bind(2, publishedAt?.timeIntervalSince1970)
        importRow.bind(3, adult ? 1 : 0)
        importRow.bind(4, filmCount)
        importRow.bind(5, castCount)
        importRow.bind(6, crewCount)
        importRow.bind(7, personCount)
        _ = try run(importRow)
        try Self.execute("COMMIT", on: connection, path: path)
        close()
        try Self.sync(path)
    }

    /// Closes the connection, the file as it stands; ``finish(importedAt:publishedAt:adult:)``
    /// closes it too.
    func close() {
        guard let connection else { return }
        for statement in [film, filmGenre, castMember, crewMember, person, titleGram, importRow] {
            statement.finalize()
        }
        sqlite3_close_v2(connection)
        self.connection = nil
    }

    private func run(_ statement: SQLiteInsertStatement) throws(IMDbImportError) -> Bool {
        guard let inserted = statement.run() else {
            throw .cannotWrite(path: path, reason: connection.map { String(cString: sqlite3_errmsg($0)) } ?? "closed")
        }
        return inserted
    }

    private static func execute(_ sql: String, on connection: OpaquePointer, path: String) throws(IMDbImportError) {
        guard sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK else {
            throw .cannotWrite(path: path, reason: String(cString: sqlite3_errmsg(connection)))
        }
    }

    /// Writes the file at `path` (or a folder) to disk, so that a rename after it names whole data.
    static func sync(_ path: String) throws(IMDbImportError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { Foundation.close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }
}
