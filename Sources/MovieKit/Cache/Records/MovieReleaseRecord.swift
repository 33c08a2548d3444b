import GRDB

/// A row of the `movieRelease` table: a day a movie (its row key) comes out in a country, one way
/// (TMDB's type: 3 in cinemas, 4 digitally…); what a calendar and the news read by region.
enum MovieReleaseRecord: MoviePartsTable {
    static let databaseTableName = "movieRelease"
    static let partColumns = ["country", "type", "day"]

    /// Makes the release days `page` names the movie keyed `movieKey`'s, in place of those it had.
    static func replaceReleases(of movieKey: Int64, from page: MoviePage?, in db: Database) throws {
        try replaceParts(
            of: movieKey,
            with: (page?.releases ?? []).lazy.map { [$0.country, $0.kind.rawValue, APIDate.format($0.day)] },
            in: db)
    }
}
