import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Opening a cache written by the release before sources (schema v2) moves every row to the
/// demo source, with nothing lost.
struct MigrationV3Tests {
    private let tmdb = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443")

    /// A copy of the release's cache file in `folder`, and what it held, read before opening.
    private func copyOfReleaseCache(in folder: URL) throws -> (url: URL, movies: [[String]], lists: [[String]]) {
        let url = folder.appendingPathComponent("movies.sqlite")
        try FileManager.default.copyItem(at: releaseV2CacheFile, to: url)
        let queue = try DatabaseQueue(path: url.path)
        let snapshot = try queue.read { db in
            let movies = try Row.fetchAll(
                db,
                sql: """
                    SELECT movie.id, movie.name, movie.year, movie.releaseDate, movie.grossing, movie.rating,
                           (SELECT group_concat(name, '|') FROM (SELECT name FROM castMember WHERE movieId = movie.id ORDER BY position))
                    FROM movie ORDER BY movie.id
                    """
            ).map { row in (0..<7).map { String(describing: row[$0] as DatabaseValue) } }
            let lists = try Row.fetchAll(
                db,
                sql: """
                    SELECT kind, year, (SELECT group_concat(movieId, ',') FROM
                        (SELECT movieId FROM movieListEntry WHERE listId = movieList.id ORDER BY position))
                    FROM movieList ORDER BY kind, year
                    """
            ).map { row in (0..<3).map { String(describing: row[$0] as DatabaseValue) } }
            return (movies, lists)
        }
        try queue.close()
        return (url, snapshot.0, snapshot.1)
    }

    @Test func keepsEveryMovieCastAndListOfTheReleaseUnderTheDemoSource() async throws {
        try await withTemporaryFolder { folder in
            let release = try copyOfReleaseCache(in: folder)
            #expect(release.movies.count == 10 && release.lists.count == 2)
            let cache = try CacheDatabase.open(at: release.url)
            #expect(try cache.statistics().schemaVersion == "v11")
            let migrated = try cache.writer.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT movie.id, movie.name, movie.year, movie.releaseDate, movie.grossing, movie.rating,
                               (SELECT group_concat(name, '|') FROM (SELECT name FROM castMember WHERE movieKey = movie.key ORDER BY position))
                        FROM movie WHERE source = 'demo' ORDER BY movie.id
                        """
                ).map { row in (0..<7).map { String(describing: row[$0] as DatabaseValue) } }
            }
            #expect(migrated == release.movies)
            let lists = try cache.writer.read { db in
                try Row.fetchAll(
                    db,
                    sql: """
                        SELECT kind, year, (SELECT group_concat(id, ',') FROM (SELECT movie.id FROM movieListEntry
                            JOIN movie ON movie.key = movieListEntry.movieKey WHERE listId = movieList.id ORDER BY position))
                        FROM movieList WHERE source = 'demo' ORDER BY kind, year
                        """
                ).map { row in (0..<3).map { String(describing: row[$0] as DatabaseValue) } }
            }
            #expect(lists == release.lists)
            let checks = try cache.writer.read { db in
                (
                    try String.fetchOne(db, sql: "PRAGMA integrity_check"),
                    try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count,
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM answerFreshness WHERE source = 'demo'")
                )
            }
            #expect(checks.0 == "ok" && checks.1 == 0 && checks.2 == 4)
        }
    }

    @Test func answersTheReleasesRowsForTheDemoWhereverItWasServedButNeverForTMDB() async throws {
        try await withTemporaryFolder { folder in
            let cache = try CacheDatabase.open(at: try copyOfReleaseCache(in: folder).url)
            let demoAPI = Catalogue(source: .demo, origin: "http://127.0.0.1:8080")
            #expect(try cache.movie(id: 1, from: .builtInDemo)?.movie.name == "Finding Dory")
            #expect(try cache.movie(id: 1, from: demoAPI)?.movie.name == "Finding Dory")
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: demoAPI)?.movies.count == 10)
            #expect(try cache.movie(id: 1, from: tmdb) == nil)
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdb) == nil)
            #expect(try cache.found(by: "dory", in: .demo).map(\.id) == [1])
            #expect(try cache.found(by: "dory", in: .tmdb).isEmpty)
        }
    }
}
