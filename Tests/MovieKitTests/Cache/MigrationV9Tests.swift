import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Opening a cache written before each origin kept its own answers (schema v8 and older) keeps
/// every row under the origin it came from; rows that never knew theirs answer for any origin of
/// their source until one answers itself, and then are that origin's, never kept twice.
struct MigrationV9Tests {
    private let demoAPI = Catalogue(source: .demo, origin: "http://127.0.0.1:8080")
    private let anotherDemoAPI = Catalogue(source: .demo, origin: "http://127.0.0.1:9090")
    private let english = Catalogue(
        source: .tmdb, baseURL: URL(string: "http://127.0.0.1:40695/3/")!, language: "en-US")
    private let proxy = Catalogue(source: .tmdb, origin: "http://127.0.0.1:9999", language: "en-US")

    private func migrated(_ release: URL, in folder: URL) throws -> CacheDatabase {
        let url = folder.appendingPathComponent("movies.sqlite")
        try FileManager.default.copyItem(at: release, to: url)
        return try CacheDatabase.open(at: url)
    }

    /// Each origin with a row for demo movie `id`, and the keys of those rows.
    private func rows(ofDemoMovie id: Int, in cache: CacheDatabase) throws -> [Row] {
        try cache.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT origin, key FROM movie WHERE source = 'demo' AND id = ?", arguments: [id])
        }
    }

    @Test func rowsThatNeverKnewTheirOriginAnswerForAnyUntilOneAnswersItself() async throws {
        try await withTemporaryFolder { folder in
            let cache = try migrated(releaseV2CacheFile, in: folder)
            defer { try? cache.close() }
            #expect(try cache.statistics().schemaVersion == "v11")
            let before = try rows(ofDemoMovie: 1, in: cache)
            #expect(before.map { $0["origin"] as String } == [""])
            #expect(try cache.movie(id: 1, from: demoAPI)?.movie.name == "Finding Dory")
            #expect(try cache.movie(id: 1, from: anotherDemoAPI)?.movie.name == "Finding Dory")
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: anotherDemoAPI)?.movies.count == 10)

            try cache.saveMovie(
                makeMovie(id: 1, name: "Finding Dory (again)"), from: demoAPI, fetchedAt: day("2026-11-25"))
            let after = try rows(ofDemoMovie: 1, in: cache)
            #expect(after.map { $0["origin"] as String } == [demoAPI.origin])
            #expect(after.map { $0["key"] as Int64 } == before.map { $0["key"] as Int64 })
            #expect(try cache.movie(id: 1, from: demoAPI)?.movie.name == "Finding Dory (again)")
            #expect(try cache.movie(id: 1, from: anotherDemoAPI) == nil)
            #expect(try cache.found(by: "dory", in: demoAPI).map(\.id) == [1])
            #expect(try cache.found(by: "dory", in: anotherDemoAPI).isEmpty)
        }
    }

    @Test func keepsTheAnswersOfTheOriginTheyCameFromAndAProxysBeside() async throws {
        try await withTemporaryFolder { folder in
            let cache = try migrated(releaseV3CacheFile, in: folder)
            defer { try? cache.close() }
            let list = try #require(try cache.movies(in: .topGrossing, year: 2016, from: english))
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: proxy) == nil)
            try cache.saveMovies(
                [makeMovie(id: 100_001, name: "The Paper Lantern (proxied)")], in: .topGrossing, year: 2016,
                from: proxy, fetchedAt: day("2026-11-25"))
            #expect(
                try cache.movies(in: .topGrossing, year: 2016, from: english)?.movies.map(\.name)
                    == list.movies.map(\.name))
            #expect(
                try cache.movies(in: .topGrossing, year: 2016, from: proxy)?.movies.map(\.name) == [
                    "The Paper Lantern (proxied)"
                ])
            #expect(try cache.movie(id: 100_001, from: english)?.movie.name == "The Paper Lantern")
            let checks = try cache.writer.read { db in
                (
                    try String.fetchOne(db, sql: "PRAGMA integrity_check"),
                    try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
                )
            }
            #expect(checks.0 == "ok" && checks.1 == 0)
        }
    }
}
