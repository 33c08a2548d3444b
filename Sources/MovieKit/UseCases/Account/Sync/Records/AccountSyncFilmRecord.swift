import GRDB

/// What a sync remembers of one TMDB film (table `accountSyncFilm`, ``LibrarySchemaV5``): what each
/// side held at the last sync, and how many times in a row TMDB refused a change of it.
struct AccountSyncFilmRecord: LibraryTable, Hashable {
    static let databaseTableName = "accountSyncFilm"

    enum Columns: String, ColumnExpression, CaseIterable {
        case tmdbId, hereOnWatchlist, thereOnWatchlist, hereRating, thereRating, refusals, title, year
    }

    var film: AccountFilm
    var here: AccountSyncMemory
    var there: AccountSyncMemory
    var refusals: Int

    init(film: AccountFilm, here: AccountSyncMemory = .unknown, there: AccountSyncMemory = .unknown, refusals: Int = 0)
    {
        self.film = film
        self.here = here
        self.there = there
        self.refusals = refusals
    }

    /// Every film remembered, by its TMDB id.
    static func all(in db: Database) throws -> [Int: AccountSyncFilmRecord] {
        let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT \(selection) FROM accountSyncFilm"))
        var records: [Int: AccountSyncFilmRecord] = [:]
        while let row = try rows.next() {
            let record = record(row)
            records[record.film.tmdbID] = record
        }
        return records
    }

    /// The film remembered as `tmdbID`, if it is.
    static func find(_ tmdbID: Int, in db: Database) throws -> AccountSyncFilmRecord? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT \(selection) FROM accountSyncFilm WHERE tmdbId = ?"), arguments: [tmdbID]
        ).map(record)
    }

    private static let selection = Columns.allCases.map(\.rawValue).joined(separator: ", ")

    private static func record(_ row: Row) -> AccountSyncFilmRecord {
        AccountSyncFilmRecord(
            film: AccountFilm(tmdbID: row[0], title: row[6], year: row[7]),
            here: AccountSyncMemory(onWatchlist: row[1], ratingHalves: row[3]),
            there: AccountSyncMemory(onWatchlist: row[2], ratingHalves: row[4]), refusals: row[5])
    }

    /// The record as ``save(in:)`` keeps it: `nil` for one it forgets.
    var kept: AccountSyncFilmRecord? { isForgotten ? nil : self }

    /// Whether ``save(in:)`` forgets it: neither side holds the film, and TMDB never refused it.
    private var isForgotten: Bool {
        here == AccountSyncMemory(.nothing) && there == AccountSyncMemory(.nothing) && refusals == 0
    }

    /// Writes the record in place of the one kept; a film neither side holds, refused never, is forgotten.
    func save(in db: Database) throws {
        if isForgotten {
            try db.cachedStatement(sql: "DELETE FROM accountSyncFilm WHERE tmdbId = ?").execute(arguments: [film.tmdbID]
            )
            return
        }
        try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO accountSyncFilm (\(Self.selection)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        ).execute(arguments: [
            film.tmdbID, here.onWatchlist, there.onWatchlist, here.ratingHalves, there.ratingHalves, refusals,
            film.title, film.year,
        ])
    }
}
