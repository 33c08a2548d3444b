import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The list of the cache's tables that whole-cache operations are made from: it names every
/// table, and clearing a source by it leaves nothing of that source and all of the other's.
struct CacheTablesTests {
    private let cache: CacheDatabase
    private let tmdb = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443", language: "en-US")

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    @Test func namesEveryTableTheSchemaHas() throws {
        let schema = try cache.reader.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'grdb_migrations'
                        AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE 'movieSearch\\_%' ESCAPE '\\'
                    """)
        }
        #expect(Set(schema) == Set(CacheDatabase.tables.map { $0.databaseTableName }))
        #expect(schema.count == CacheDatabase.tables.count)
    }

    @Test func clearingASourceLeavesNoneOfItsRowsInAnyTableAndAllOfTheOthers() throws {
        for catalogue in [Catalogue.builtInDemo, tmdb] {
            try fill(catalogue)
        }
        let demoBefore = try rowsPerTable(of: .demo)
        #expect(demoBefore.values.allSatisfy { $0 > 0 }, "every table holds a row of each source: \(demoBefore)")
        #expect(try rowsPerTable(of: .tmdb).values.allSatisfy { $0 > 0 })
        try cache.clear(.tmdb)
        #expect(try rowsPerTable(of: .tmdb).values.allSatisfy { $0 == 0 })
        #expect(try rowsPerTable(of: .demo) == demoBefore)
        try cache.clear()
        #expect(try rowsPerTable(of: .demo).values.allSatisfy { $0 == 0 })
    }

    /// A row of `catalogue` in every table: a list and its films (with their cast, search
    /// index, genres, providers, release days and what was true of them since when), when the
    /// news was last looked at, a search's answer with its validators, where images are, a
    /// poster, the genres and the providers.
    private func fill(_ catalogue: Catalogue) throws {
        let fetchedAt = day("2026-11-01")
        try cache.saveMovies(
            [
                makeMovie(id: 1, name: "Zootopia", cast: ["Idris Elba"]),
                makeDiscoverableMovie(
                    id: 2, genreIDs: [16], streaming: ["US": ["Netflix"]],
                    releases: [FilmRelease(country: "US", kind: .digital, day: fetchedAt)]),
            ], in: .topGrossing, year: 2016, from: catalogue, fetchedAt: fetchedAt)
        try cache.recordNewsLook(of: catalogue, region: "US", at: fetchedAt)
        try cache.save([Genre(id: 16, name: "Animation")], of: catalogue, fetchedAt: fetchedAt)
        try cache.save([WatchProvider(id: 8, name: "Netflix")], in: "US", of: catalogue, fetchedAt: fetchedAt)
        try cache.save(
            [MovieSummary(id: 1, title: "Zootopia", rating: 8)], answering: try MovieSearch("zoo"), from: catalogue,
            fetchedAt: fetchedAt, fetchedSize: 20,
            freshness: ResponseFreshness(etag: "\"1\"", lastModified: nil, maxAge: 60))
        try cache.save(
            ImageConfiguration(baseURL: URL(string: "https://images.test/")!, posterSizes: ["w342"]), from: catalogue,
            fetchedAt: fetchedAt)
        try cache.save(
            Poster(path: "/zoo.jpg", size: "w342", jpeg: try Data(contentsOf: posterFixtureFile)), of: catalogue.source,
            fetchedAt: fetchedAt)
    }

    private func rowsPerTable(of source: MovieSource) throws -> [String: Int] {
        try cache.reader.read { db in
            var counts: [String: Int] = [:]
            for table in CacheDatabase.tables {
                counts[table.databaseTableName] = try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM \(table.databaseTableName) WHERE \(table.rowsOfSource)",
                    arguments: ["source": source.rawValue])
            }
            return counts
        }
    }
}
