import GRDB

/// A row of the `movieRelease` table: a day a movie (its row key) comes out in a country, one way
/// (TMDB's type: 3 in cinemas, 4 digitally…); what a calendar and the news read by region.
enum MovieReleaseRecord: CacheTable {
    static let databaseTableName = "movieRelease"
    static let rowsOfSource = "movieKey IN (SELECT key FROM movie WHERE source = :source)"

    /// Makes the release days `page` names the movie keyed `movieKey`'s, in place of those it had.
    static func replaceReleases(of movieKey: Int64, from page: MoviePage?, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM movieRelease WHERE movieKey = ?").execute(arguments: [movieKey])
        guard let releases = page?.releases, !releases.isEmpty else { return }
        let insert = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO movieRelease (movieKey, country, type, day) VALUES (?, ?, ?, ?)")
        for release in releases {
            try insert.execute(
                arguments: [movieKey, release.country, release.kind.rawValue, APIDate.format(release.day)])
        }
    }
}
