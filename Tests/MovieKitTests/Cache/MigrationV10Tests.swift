import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Opening a cache of schema v9 (before discover): the providers films stream on are read from
/// their pages into rows, each source's films are counted, and discover answers from them.
struct MigrationV10Tests {
    /// A cache at schema v9 holding one TMDB film whose page streams it on Netflix in the US
    /// (rented on Apple TV) and on Mubi for free in Germany, and one demo film.
    private func cacheAtV9() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try CacheMigrations.migrator.migrate(queue, upTo: "v9")
        try queue.write { db in
            let page = """
                {"directors":[],"writers":[],"watch":{"US":{"stream":["Netflix"],"free":[],"rent":["Apple TV"],"buy":[]},\
                "DE":{"stream":[],"free":["Mubi"],"rent":[],"buy":[]}}}
                """
            try db.execute(
                sql: """
                    INSERT INTO movie (source, language, id, origin, name, year, rating, fetchedAt, page)
                    VALUES ('tmdb', 'en-US', 100001, 'http://127.0.0.1:1', 'The Paper Lantern', 2016, 7.8, 0, ?),
                           ('tmdb', 'en-US', 100002, 'http://127.0.0.1:1', 'Unreadable', 2016, 7, 0, '{"watch": [1'),
                           ('demo', '', 1, '', 'Finding Dory', 2016, 73, 0, NULL)
                    """, arguments: [page])
        }
        return queue
    }

    @Test func readsTheProvidersAFilmStreamsOnFromItsPage() throws {
        let queue = try cacheAtV9()
        try CacheMigrations.migrator.migrate(queue)
        let rows = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT region, provider FROM movieProvider ORDER BY region").map {
                "\($0[0] as String) \($0[1] as String)"
            }
        }
        #expect(rows == ["DE Mubi", "US Netflix"])
    }

    @Test func countsEachSourcesFilmsAndKeepsCounting() throws {
        let queue = try cacheAtV9()
        try CacheMigrations.migrator.migrate(queue)
        let cache = try CacheDatabase(queue)
        let tmdb = Catalogue(source: .tmdb, origin: "http://127.0.0.1:1", language: "en-US")
        #expect(try cache.discovered(by: DiscoverQuery(), in: tmdb, limit: 5)?.value.cachedFilmsSearched == 2)
        #expect(try cache.discovered(by: DiscoverQuery(), in: .demo, limit: 5)?.value.cachedFilmsSearched == 1)
        try cache.saveMovie(makeMovie(id: 2), from: .demo, fetchedAt: day("2026-11-25"))
        #expect(try cache.discovered(by: DiscoverQuery(), in: .demo, limit: 5)?.value.cachedFilmsSearched == 2)
    }

    @Test func findsAMigratedFilmByItsProviderOffline() throws {
        let queue = try cacheAtV9()
        try CacheMigrations.migrator.migrate(queue)
        let cache = try CacheDatabase(queue)
        let tmdb = Catalogue(source: .tmdb, origin: "http://127.0.0.1:1", language: "en-US")
        let query = DiscoverQuery(providers: [WatchProvider(id: 8, name: "NETFLIX")], region: "US")
        #expect(try cache.discovered(by: query, in: tmdb, limit: 5)?.value.films.map(\.id) == [100_001])
    }
}
