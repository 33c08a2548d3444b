import Foundation
import GRDB
import MovieKit
import MovieKitTestSupport
import Testing

/// Opening a cache written by an earlier release keeps every answer, now per language: TMDB's
/// were asked in no language, which TMDB answers in en-US, and stay the en-US answers; another
/// language has none yet. Casts, list entries and the search index stay attached to their movies.
struct MigrationV7Tests {
    private let english = Catalogue(
        source: .tmdb, baseURL: URL(string: "http://127.0.0.1:40695/3/")!, language: "en-US")
    private let german = Catalogue(source: .tmdb, baseURL: URL(string: "http://127.0.0.1:40695/3/")!, language: "de-DE")

    private func migrated(in folder: URL) throws -> CacheDatabase {
        let url = folder.appendingPathComponent("movies.sqlite")
        try FileManager.default.copyItem(at: releaseV3CacheFile, to: url)
        return try CacheDatabase.open(at: url)
    }

    @Test func keepsTMDBsAnswersAsTheEnglishOnesAndTheDemosAsTheyWere() async throws {
        try await withTemporaryFolder { folder in
            let cache = try migrated(in: folder)
            defer { try? cache.close() }
            #expect(try cache.statistics().schemaVersion == "v11")
            let list = try #require(try cache.movies(in: .topGrossing, year: 2016, from: english))
            #expect(list.movies.count == 10 && list.movies.first?.name == "Iron Harbor")
            #expect(list.movies.first?.castNames.isEmpty == false)
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: german) == nil)
            #expect(try cache.movie(id: 100_002, from: german) == nil)
            #expect(
                try cache.freshness(of: .list(.topRated, year: 2016), from: english)?.etag == #""06b372cc38e2cdbb""#)
            #expect(try cache.movie(id: 7, from: .builtInDemo)?.movie.name == "Zootopia")
            #expect(try cache.found(by: "amelie", in: english).map(\.id) == [100_002])
        }
    }

    @Test func keepsTwoLanguagesOfOneMovieApart() async throws {
        try await withTemporaryFolder { folder in
            let cache = try migrated(in: folder)
            defer { try? cache.close() }
            try cache.saveMovie(
                makeMovie(id: 100_001, name: "Die Papierlaterne", cast: ["Zoë Marchetti"]), from: german,
                fetchedAt: day("2026-11-25"))
            #expect(try cache.movie(id: 100_001, from: german)?.movie.name == "Die Papierlaterne")
            #expect(try cache.movie(id: 100_001, from: english)?.movie.name == "The Paper Lantern")
        }
    }
}
