import Foundation
import GRDB
import GRDBSQLite

/// A film of the library (table `film`): the row every entry and tombstone points at. A film the
/// source has matched is one row per source and id; an imported film not matched yet is one row
/// per source, title and year, until a later import matches it.
struct FilmRecord: LibraryTable {
    static let databaseTableName = "film"

    enum Columns: String, ColumnExpression, CaseIterable {
        case id, source, sourceId, imdbId, title, year

        /// What a ``LibraryFilm`` is read from, in ``FilmRecord/film(_:at:)``'s order.
        static let named: [Columns] = [.source, .sourceId, .imdbId, .title, .year]
    }

    /// The columns ``film(_:at:)`` reads, in its order.
    static let selection = qualified(Columns.named)

    var source: MovieSource
    var sourceId: Int?
    var imdbId: String?
    var title: String?
    var year: Int?

    init(_ film: LibraryFilm) {
        source = film.source
        sourceId = film.id
        imdbId = film.imdbID
        title = film.title
        year = film.year
    }

    /// The statement ``insert(in:)`` runs, made once: an import inserts a row a film.
    private static let insertSQL = insertion(skipping: [.id])

    /// Inserts the film; its row.
    func insert(in db: Database) throws -> Int64 {
        try db.run(Self.insertSQL, source.rawValue, sourceId, imdbId, title, year)
        return db.lastInsertedRowID
    }

    /// The film read from `row`, whose columns from `index` on are ``selection``'s.
    static func film(_ row: Row, at index: Int) -> LibraryFilm {
        LibraryFilm(
            source: MovieSource(rawValue: row[index]) ?? .demo, id: row[index + 1], imdbID: row[index + 2],
            title: row[index + 3], year: row[index + 4])
    }

    /// The row of `film`, or `nil` when the library does not have it; asked of `rows` first.
    static func rowID(
        of film: LibraryFilm, knowing rows: NewLibraryFilmRows = .unknown, in db: Database
    ) throws
        -> Int64?
    {
        if let id = film.id {
            if let known = rows.row(source: film.source, id: id) { return known }
            return try db.firstRow("SELECT id FROM film WHERE source = ? AND sourceId = ?", film.source.rawValue, id) {
                sqlite3_column_int64($0, 0)
            }
        }
        guard !rows.holdsNoUnmatchedFilm else { return nil }
        return try unmatchedRowID(source: film.source, title: film.title ?? "", year: film.year, in: db)
    }

    /// The row of `film`, added when the library does not have it yet. What the film says (title,
    /// year, IMDb id) replaces what the row had; what it does not say is kept.
    static func remember(_ film: LibraryFilm, in db: Database) throws -> Int64 {
        try rememberImported(film, as: nil, recordedAt: 0, in: db).row
    }

    /// ``remember(_:in:)`` of a film an import names: matched now, `importedAs` the title and
    /// year its file gave, it takes over the row an earlier import kept for it unmatched,
    /// entries and tombstones all (each recorded anew at `recordedAt`: a film's entries named by
    /// its id for the first time are news to a sync). Also returns the row of the film kept
    /// unmatched whose entries it merged into the matched film's row (and dropped), if it did,
    /// and whether the row is new: inserted by this call, it holds no entry and no tombstone yet.
    /// A film `namedBySource` false (named by id in a file, its title and year the file's) only
    /// fills in what a row the library holds lacks: a film the library knows keeps its title.
    static func rememberImported(
        _ film: LibraryFilm, as importedAs: (title: String, year: Int?)?, recordedAt: Int64,
        namedBySource: Bool = true, in db: Database
    ) throws -> (row: Int64, merged: Int64?, inserted: Bool) {
        var rows = NewLibraryFilmRows.unknown
        return try rememberImported(
            film, as: importedAs, recordedAt: recordedAt, namedBySource: namedBySource, rows: &rows, in: db)
    }

    /// ``rememberImported(_:as:recordedAt:namedBySource:in:)``, the rows of the films looked up
    /// asked of `rows` first (an import's transaction's), and the rows it writes kept there.
    static func rememberImported(
        _ film: LibraryFilm, as importedAs: (title: String, year: Int?)?, recordedAt: Int64,
        namedBySource: Bool, rows: inout NewLibraryFilmRows, in db: Database
    ) throws -> (row: Int64, merged: Int64?, inserted: Bool) {
        let existing = try rowID(of: film, knowing: rows, in: db)
        // A film kept unmatched whose row a matched film of its title and year took over (above,
        // in an earlier import or transaction) is that film, as the merge took it to be: else
        // the file imported again would keep it unmatched anew, its entries a second time.
        if film.id == nil, existing == nil, let importedAs,
            let matched = try matchedRowID(source: film.source, title: importedAs.title, year: importedAs.year, in: db)
        {
            return (matched, nil, false)
        }
        var merged: Int64?
        if let id = film.id, let importedAs, !rows.holdsNoUnmatchedFilm,
            let unmatched = try unmatchedRowID(
                source: film.source, title: importedAs.title, year: importedAs.year, in: db)
        {
            if let existing {
                try merge(unmatched, into: existing, recordedAt: recordedAt, in: db)
                merged = unmatched
            } else {
                try db.cachedStatement(sql: "UPDATE film SET sourceId = ? WHERE id = ?").execute(arguments: [
                    film.id, unmatched,
                ])
                try update(unmatched, with: film, in: db)
                try EntryTables.recorded(unmatched, at: recordedAt, in: db)
                rows.wrote(unmatched, source: film.source, id: id)
                return (unmatched, nil, false)
            }
        }
        if let existing {
            if namedBySource {
                try update(existing, with: film, in: db)
            } else {
                try fill(existing, with: film, in: db)
            }
            return (existing, merged, false)
        }
        let row = try FilmRecord(film).insert(in: db)
        rows.wrote(row, source: film.source, id: film.id)
        return (row, merged, true)
    }

    /// Writes what `film` says of itself (title, year, IMDb id) into row `id`, where it differs.
    static func update(_ id: Int64, with film: LibraryFilm, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE film SET title = coalesce(?, title), year = coalesce(?, year), imdbId = coalesce(?, imdbId)
                WHERE id = ? AND (title IS NOT coalesce(?, title) OR year IS NOT coalesce(?, year)
                    OR imdbId IS NOT coalesce(?, imdbId))
                """
        ).execute(arguments: [
            film.title, film.year, film.imdbID, id, film.title, film.year, film.imdbID,
        ])
    }

    /// Writes what `film` says of itself (title, year, IMDb id) into row `id` where the row says
    /// nothing, keeping what it says.
    static func fill(_ id: Int64, with film: LibraryFilm, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE film SET title = coalesce(title, ?), year = coalesce(year, ?), imdbId = coalesce(imdbId, ?)
                WHERE id = ? AND (title IS NULL OR year IS NULL OR imdbId IS NULL)
                """
        ).execute(arguments: [film.title, film.year, film.imdbID, id])
    }

    /// Whether `film` says anything of itself that row `id` does not.
    static func differs(_ id: Int64, from film: LibraryFilm, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT title IS NOT coalesce(?, title) OR year IS NOT coalesce(?, year)
                        OR imdbId IS NOT coalesce(?, imdbId) FROM film WHERE id = ?
                    """), arguments: [film.title, film.year, film.imdbID, id]) ?? false
    }

    /// The row of the one film of `source` matched (with the source's id) titled `title` in
    /// `year`; `nil` when there is none, or more than one.
    private static func matchedRowID(
        source: MovieSource, title: String, year: Int?, in db: Database
    ) throws -> Int64? {
        let rows = try Int64.fetchAll(
            db.cachedStatement(
                sql: "SELECT id FROM film WHERE source = ? AND sourceId IS NOT NULL AND title = ? AND year IS ? LIMIT 2"
            ),
            arguments: [source.rawValue, title, year])
        return rows.count == 1 ? rows.first : nil
    }

    private static func unmatchedRowID(
        source: MovieSource, title: String, year: Int?, in db: Database
    ) throws -> Int64? {
        try db.firstRow(
            "SELECT id FROM film WHERE source = ? AND sourceId IS NULL AND title = ? AND year IS ?", source.rawValue,
            title, year
        ) { sqlite3_column_int64($0, 0) }
    }

    /// Moves the entries of row `unmatched` to row `matched` (an entry the matched film already
    /// has stays as it is), then its tombstones, then drops the emptied row.
    private static func merge(_ unmatched: Int64, into matched: Int64, recordedAt: Int64, in db: Database) throws {
        try EntryTables.move(from: unmatched, to: matched, recordedAt: recordedAt, in: db)
        try db.cachedStatement(sql: "DELETE FROM film WHERE id = ?").execute(arguments: [unmatched])
    }
}
