import GRDB

/// A row of the `movieGenre` table: one genre (the source's id) of a movie (its row key), what
/// discover filters genres by.
enum MovieGenreRecord: MoviePartsTable {
    static let databaseTableName = "movieGenre"
    static let partColumns = ["genreId"]

    /// Makes `genreIDs` the genres of the movie keyed `movieKey`, in place of those it had.
    static func replaceGenres(of movieKey: Int64, with genreIDs: [Int], in db: Database) throws {
        try replaceParts(of: movieKey, with: genreIDs.lazy.map { [$0] }, in: db)
    }
}

/// A row of the `movieProvider` table: a provider (by name, any case) a movie (its row key)
/// streams on in a region, with a subscription or free; what discover's `--on` filters by.
enum MovieProviderRecord: MoviePartsTable {
    static let databaseTableName = "movieProvider"
    static let partColumns = ["region", "provider"]

    /// Makes the providers `page` names the movie keyed `movieKey` streams on, in place of those
    /// it had.
    static func replaceProviders(of movieKey: Int64, from page: MoviePage?, in db: Database) throws {
        let watch = page?.watch ?? [:]
        try replaceParts(
            of: movieKey,
            with: watch.lazy.flatMap { region, options in
                (options.stream + options.free).lazy.map { [region, $0] }
            },
            in: db)
    }
}
