import GRDB

/// A table of entries each of which names a film by its row (`filmId`): the watchlist, the
/// ratings, the viewings. Its lists join the film and read rows by position through cached
/// statements (``LibraryTable``).
protocol FilmEntryTable: LibraryTable {}

extension FilmEntryTable {
    /// The entries `condition` (with `arguments`) selects, in `order`, each made by `entry` from
    /// a row of `columns` then the film's (``FilmRecord/selection``).
    static func entries<Entry>(
        reading columns: String, where condition: String, orderedBy order: String, _ arguments: StatementArguments,
        in db: Database, as entry: (Row) -> Entry
    ) throws -> [Entry] {
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT \(columns), \(FilmRecord.selection) FROM \(databaseTableName)
                    JOIN film ON film.id = \(databaseTableName).filmId WHERE \(condition)
                    ORDER BY \(order)
                    """), arguments: arguments)
        var entries: [Entry] = []
        while let row = try rows.next() {
            entries.append(entry(row))
        }
        return entries
    }

    /// How many entries the table holds of each source's films.
    static func counts(in db: Database) throws -> [String: Int] {
        try Dictionary(
            Row.fetchAll(
                db,
                sql: """
                    SELECT film.source, count(*) FROM \(databaseTableName)
                    JOIN film ON film.id = \(databaseTableName).filmId GROUP BY film.source
                    """
            ).map { row -> (String, Int) in (row[0], row[1]) }, uniquingKeysWith: +)
    }
}

/// A table of at most one entry per film (the watchlist, the ratings): an entry taken away
/// leaves a tombstone of ``removal``; its lists are read as ``Entry`` values.
protocol OneEntryPerFilmTable: FilmEntryTable {
    /// What an entry is read as.
    associatedtype Entry
    /// The tombstone an entry taken away leaves.
    static var removal: LibraryRemoval.Entry { get }
    /// The day its lists give the latest of first (the day added, the day rated).
    static var day: Columns { get }
    /// The columns ``entry(_:)`` reads before the film's.
    static var entryColumns: String { get }
    /// The entry a row of ``entryColumns`` then the film's (``FilmRecord/selection``) holds.
    static func entry(_ row: Row) -> Entry
}

extension OneEntryPerFilmTable {
    /// The entries of `source`'s films, the latest ``day`` first.
    static func entries(of source: MovieSource, in db: Database) throws -> [Entry] {
        try entries(
            reading: entryColumns, where: "film.source = ?",
            orderedBy: "\(databaseTableName).\(day.rawValue) DESC, film.id DESC", [source.rawValue], in: db,
            as: entry)
    }

    /// The entries this library recorded a change of after `moment` (milliseconds).
    static func entries(recordedAfter moment: Int64, in db: Database) throws -> [Entry] {
        try entries(
            reading: entryColumns, where: "\(databaseTableName).recordedAt > ?",
            orderedBy: "\(databaseTableName).recordedAt, film.id", [moment], in: db, as: entry)
    }

    /// Whether film row `film` has an entry.
    static func holds(_ film: Int64, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(databaseTableName) WHERE filmId = ?)"),
            arguments: [film]) ?? false
    }

    /// Takes film row `film`'s entry away, leaving a tombstone; whether it had one.
    static func remove(_ film: Int64, stamp: ChangeStamp, in db: Database) throws -> Bool {
        try db.cachedStatement(sql: "DELETE FROM \(databaseTableName) WHERE filmId = ?").execute(arguments: [film])
        guard db.changesCount > 0 else { return false }
        try TombstoneRecord(removal, film: film, stamp: stamp).record(in: db)
        return true
    }

    /// Moves the entry of film row `unmatched` to row `matched`, unless `matched` has one.
    static func move(from unmatched: Int64, to matched: Int64, recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(
            sql: "UPDATE OR IGNORE \(databaseTableName) SET filmId = ?, recordedAt = ? WHERE filmId = ?"
        ).execute(arguments: [matched, recordedAt, unmatched])
    }

    /// Records film row `film`'s entry anew at `recordedAt`.
    static func recorded(ofFilm film: Int64, at recordedAt: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE \(databaseTableName) SET recordedAt = ? WHERE filmId = ?").execute(
            arguments: [recordedAt, film])
    }
}
