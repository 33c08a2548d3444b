import Foundation
import GRDB

/// A row of the `movieListingEntry` table: one film a saved listing (``MovieListingRecord``)
/// names, at its position, as the listing's source named it.
enum MovieListingEntryRecord: CacheTable {
    static let databaseTableName = "movieListingEntry"
    static let rowsOfSource = "listingId IN (SELECT id FROM movieListing WHERE source = :source)"

    /// The films of listing `id`, in order.
    static func movies(of id: Int64, in db: Database) throws -> [MovieSummary] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT movieId, title, originalTitle, releaseDate, rating, voteCount, character
                FROM movieListingEntry WHERE listingId = ? ORDER BY position
                """)
        var movies: [MovieSummary] = []
        let rows = try Row.fetchCursor(statement, arguments: [id])
        while let row = try rows.next() {
            let date: String? = row[3]
            movies.append(
                MovieSummary(
                    id: row[0], title: row[1], originalTitle: row[2], releaseDate: date.flatMap(APIDate.parse),
                    rating: row[4], voteCount: row[5], character: row[6]))
        }
        return movies
    }

    /// Makes `movies`, in order, the films of listing `id`, in place of those it named.
    static func replace(_ movies: [MovieSummary], ofListing id: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM movieListingEntry WHERE listingId = ?").execute(arguments: [id])
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO movieListingEntry (listingId, position, movieId, title, originalTitle, releaseDate, rating,
                                               voteCount, character)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (position, movie) in movies.enumerated() {
            try insert.execute(arguments: [
                id, position, movie.id, movie.title, movie.originalTitle, movie.releaseDate.map(APIDate.format),
                movie.rating, movie.voteCount, movie.character,
            ])
        }
    }
}
