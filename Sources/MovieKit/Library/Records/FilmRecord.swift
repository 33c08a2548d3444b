import GRDB

/// A film of the library (table `film`): the row every entry points at. A film the source has
/// matched is one row per source and id; an imported film not matched yet is one row per source,
/// title and year, until a later import matches it.
enum FilmRecord {
    /// The columns ``film(_:at:)`` reads, in its order.
    static let selection = "film.source, film.sourceId, film.imdbId, film.title, film.year"

    /// The film read from `row`, whose columns from `index` on are ``selection``'s.
    static func film(_ row: Row, at index: Int) -> LibraryFilm {
        LibraryFilm(
            source: MovieSource(rawValue: row[index]) ?? .demo, id: row[index + 1], imdbID: row[index + 2],
            title: row[index + 3], year: row[index + 4])
    }

    /// The row of `film`, or `nil` when the library does not have it.
    static func rowID(of film: LibraryFilm, in db: Database) throws -> Int64? {
        if let id = film.id {
            return try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT id FROM film WHERE source = ? AND sourceId = ?"),
                arguments: [film.source.rawValue, id])
        }
        return try unmatchedRowID(source: film.source, title: film.title ?? "", year: film.year, in: db)
    }

    /// The row of `film`, added when the library does not have it yet. What the film says (title,
    /// year, IMDb id) replaces what the row had; what it does not say is kept.
    ///
    /// An imported film matched now, `importedAs` the title and year its file gave, takes over the
    /// row an earlier import kept for it unmatched, entries and all.
    static func remember(
        _ film: LibraryFilm, importedAs: (title: String, year: Int?)? = nil, in db: Database
    ) throws -> Int64 {
        try rememberImported(film, as: importedAs, in: db).row
    }

    /// ``remember(_:importedAs:in:)``, and the row of the film kept unmatched whose entries it
    /// merged into the matched film's row (and dropped), if it did.
    static func rememberImported(
        _ film: LibraryFilm, as importedAs: (title: String, year: Int?)?, in db: Database
    ) throws -> (row: Int64, merged: Int64?) {
        let existing = try rowID(of: film, in: db)
        var merged: Int64?
        if film.id != nil, let importedAs,
            let unmatched = try unmatchedRowID(
                source: film.source, title: importedAs.title, year: importedAs.year, in: db)
        {
            if let existing {
                try merge(unmatched, into: existing, in: db)
                merged = unmatched
            } else {
                try db.cachedStatement(sql: "UPDATE film SET sourceId = ? WHERE id = ?").execute(arguments: [
                    film.id, unmatched,
                ])
                try update(unmatched, with: film, in: db)
                return (unmatched, nil)
            }
        }
        if let existing {
            try update(existing, with: film, in: db)
            return (existing, merged)
        }
        try db.cachedStatement(sql: "INSERT INTO film (source, sourceId, imdbId, title, year) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [film.source.rawValue, film.id, film.imdbID, film.title, film.year])
        return (db.lastInsertedRowID, merged)
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

    /// Whether `film` says anything of itself that row `id` does not.
    static func differs(_ id: Int64, from film: LibraryFilm, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT title IS NOT coalesce(?, title) OR year IS NOT coalesce(?, year)
                        OR imdbId IS NOT coalesce(?, imdbId) FROM film WHERE id = ?
                    """), arguments: [film.title, film.year, film.imdbID, id]) ?? false
    }

    private static func unmatchedRowID(
        source: MovieSource, title: String, year: Int?, in db: Database
    ) throws -> Int64? {
        try Int64.fetchOne(
            db.cachedStatement(
                sql: "SELECT id FROM film WHERE source = ? AND sourceId IS NULL AND title = ? AND year IS ?"),
            arguments: [source.rawValue, title, year])
    }

    /// Moves the entries of row `unmatched` to row `matched` (an entry the matched film already
    /// has stays as it is), then drops the emptied row.
    private static func merge(_ unmatched: Int64, into matched: Int64, in db: Database) throws {
        let arguments: StatementArguments = [matched, unmatched]
        try db.cachedStatement(sql: "UPDATE OR IGNORE watchlistEntry SET filmId = ? WHERE filmId = ?").execute(
            arguments: arguments)
        try db.cachedStatement(sql: "UPDATE OR IGNORE rating SET filmId = ? WHERE filmId = ?").execute(
            arguments: arguments)
        try db.cachedStatement(
            sql: """
                UPDATE viewing SET filmId = ? WHERE filmId = ? AND NOT EXISTS (
                    SELECT 1 FROM viewing AS kept WHERE kept.filmId = ?1 AND kept.watchedOn IS viewing.watchedOn)
                """
        ).execute(arguments: arguments)
        try db.cachedStatement(sql: "DELETE FROM film WHERE id = ?").execute(arguments: [unmatched])
    }
}
