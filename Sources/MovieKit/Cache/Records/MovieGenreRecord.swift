import GRDB

/// A row of the `movieGenre` table: one genre (the source's id) of a movie (its row key), what
/// discover filters genres by.
enum MovieGenreRecord: CacheTable {
    static let databaseTableName = "movieGenre"
    static let rowsOfSource = "movieKey IN (SELECT key FROM movie WHERE source = :source)"

    /// Makes `genreIDs` the genres of the movie keyed `movieKey`, in place of those it had.
    static func replaceGenres(of movieKey: Int64, with genreIDs: [Int], in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM movieGenre WHERE movieKey = ?").execute(arguments: [movieKey])
        let insert = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO movieGenre (genreId, movieKey) VALUES (?, ?)")
        for id in genreIDs {
            try insert.execute(arguments: [id, movieKey])
        }
    }
}

/// A row of the `movieProvider` table: a provider (by name, any case) a movie (its row key)
/// streams on in a region, with a subscription or free; what discover's `--on` filters by.
enum MovieProviderRecord: CacheTable {
    static let databaseTableName = "movieProvider"
    static let rowsOfSource = "movieKey IN (SELECT key FROM movie WHERE source = :source)"

    /// Makes the providers `page` names the movie keyed `movieKey` streams on, in place of those
    /// it had.
    static func replaceProviders(of movieKey: Int64, from page: MoviePage?, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM movieProvider WHERE movieKey = ?").execute(arguments: [movieKey])
        guard let watch = page?.watch, !watch.isEmpty else { return }
        let insert = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO movieProvider (region, provider, movieKey) VALUES (?, ?, ?)")
        for (region, options) in watch {
            for provider in options.stream + options.free {
                try insert.execute(arguments: [region, provider, movieKey])
            }
        }
    }
}
