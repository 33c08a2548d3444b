import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Opening a cache written by an earlier release moves what each API said of its answers from
/// the demo API's paths (`routeFreshness`) to the questions, keyed by source, origin and
/// language (`answerFreshness`, v6), every row kept; TMDB's answers are the en-US ones (v7).
struct MigrationV6Tests {
    private let tmdb = Catalogue(
        source: .tmdb, baseURL: URL(string: "http://127.0.0.1:40695/3/")!, language: "en-US")

    private func migrated(_ release: URL, in folder: URL) throws -> (CacheDatabase, [String]) {
        let url = folder.appendingPathComponent("movies.sqlite")
        try FileManager.default.copyItem(at: release, to: url)
        let cache = try CacheDatabase.open(at: url)
        let rows = try cache.writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT source, origin, language, question, etag, maxAge FROM answerFreshness ORDER BY source, question
                    """
            ).map { row in (0..<6).map { String(describing: row[$0] as DatabaseValue) }.joined(separator: "|") }
        }
        return (cache, rows)
    }

    @Test func givesEachAnswerOfTheSourcesReleaseItsQuestionAndOrigin() async throws {
        try await withTemporaryFolder { folder in
            let (cache, rows) = try migrated(releaseV3CacheFile, in: folder)
            defer { try? cache.close() }
            #expect(try cache.statistics().schemaVersion == "v11")
            #expect(
                rows == [
                    #""demo"|"built-in"|""|"list/topGrossing/2016"|NULL|NULL"#,
                    #""demo"|"built-in"|""|"list/topRated/2016"|NULL|NULL"#,
                    #""demo"|"built-in"|""|"movie/1"|NULL|NULL"#,
                    #""tmdb"|"http://127.0.0.1:40695"|"en-US"|"list/topGrossing/2016"|"\"6c36acb93c3756ed\""|0.0"#,
                    #""tmdb"|"http://127.0.0.1:40695"|"en-US"|"list/topRated/2016"|"\"06b372cc38e2cdbb\""|0.0"#,
                ])
            #expect(try cache.freshness(of: .list(.topRated, year: 2016), from: tmdb)?.etag == #""06b372cc38e2cdbb""#)
            let proxy = Catalogue(source: .tmdb, baseURL: URL(string: "http://127.0.0.1:9/3/")!, language: "en-US")
            #expect(try cache.freshness(of: .list(.topRated, year: 2016), from: proxy) == nil)
        }
    }

    @Test func givesAnswersFromBeforeOriginsAnyOriginOfTheirSource() async throws {
        try await withTemporaryFolder { folder in
            let (cache, rows) = try migrated(releaseV2CacheFile, in: folder)
            defer { try? cache.close() }
            #expect(
                rows.map { $0.split(separator: "|").prefix(4).joined(separator: "|") } == [
                    #""demo"|""|""|"list/topGrossing/2016""#, #""demo"|""|""|"list/topRated/2016""#,
                    #""demo"|""|""|"movie/1""#, #""demo"|""|""|"movie/7""#,
                ])
            #expect(try cache.freshness(of: .movie(id: 7), from: .builtInDemo) != nil)

            // Asked again from an origin, the answer's freshness is kept under it alone.
            try cache.saveMovie(
                makeMovie(id: 7), from: .builtInDemo, fetchedAt: day("2026-11-25"),
                freshness: ResponseFreshness(etag: #""z""#))
            #expect(try cache.freshness(of: .movie(id: 7), from: .builtInDemo)?.etag == #""z""#)
            let kept = try cache.writer.read { db in
                try String.fetchAll(db, sql: "SELECT origin FROM answerFreshness WHERE question = 'movie/7'")
            }
            #expect(kept == ["built-in"])
        }
    }
}
