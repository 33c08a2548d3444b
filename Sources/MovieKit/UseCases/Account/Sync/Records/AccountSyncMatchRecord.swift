import GRDB

/// The TMDB film an IMDb id names, as TMDB's `find` said (table `accountSyncMatch`), so that a sync
/// asks once per film.
enum AccountSyncMatchRecord {
    /// Every IMDb id asked about, with its TMDB id (`nil`: TMDB has none).
    static func all(in db: Database) throws -> [String: Int?] {
        var matches: [String: Int?] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT imdbId, tmdbId FROM accountSyncMatch") {
            let imdbID: String = row[0]
            let tmdbID: Int? = row[1]
            matches[imdbID] = tmdbID
        }
        return matches
    }

    /// Remembers that `imdbID` names TMDB's film `tmdbID` (`nil`: none).
    static func save(_ imdbID: String, tmdbID: Int?, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO accountSyncMatch (imdbId, tmdbId) VALUES (?, ?)")
            .execute(arguments: [imdbID, tmdbID])
    }
}

/// When the last sync ended (table `accountSync`, one row).
enum AccountSyncRecord {
    /// When the last sync ended (milliseconds), if one has.
    static func lastSyncAt(in db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT lastSyncAt FROM accountSync WHERE id = 1")
    }

    /// Records that a sync ended at `moment` (milliseconds).
    static func save(lastSyncAt moment: Int64, in db: Database) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO accountSync (id, lastSyncAt) VALUES (1, ?)", arguments: [moment])
    }
}
