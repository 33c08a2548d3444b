import Foundation
import GRDB
import MovieKit
import MovieKitTestSupport
import Testing

/// Opening a cache written by the release with sources (schema v3) keeps every row, gives each
/// list the size it was fetched for (the demo's whole lists, TMDB's a page), and every movie
/// stays known in full (v5).
struct MigrationV4Tests {
    private let tmdb = Catalogue(
        source: .tmdb, baseURL: URL(string: "http://127.0.0.1:40695/3/")!, language: "en-US")

    /// The columns of each of `tables` in the file at `url`.
    private func columns(_ url: URL, tables: [String]) throws -> [String: String] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Dictionary(
                uniqueKeysWithValues: tables.map { ($0, try db.columns(in: $0).map(\.name).joined(separator: ", ")) })
        }
    }

    /// Every row of each table of the file at `url`, those `columns` of it, as text, table by table.
    private func dump(_ url: URL, columns: [String: String]) throws -> [String: [String]] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Dictionary(
                uniqueKeysWithValues: columns.map { table, names in
                    (
                        table,
                        try Row.fetchAll(db, sql: "SELECT \(names) FROM \(table) ORDER BY 1, 2").map { $0.description }
                    )
                })
        }
    }

    @Test func keepsEveryRowAndGivesDemoListsTheirWholeSizeAndTMDBListsAPage() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try FileManager.default.copyItem(at: releaseV3CacheFile, to: url)
            // What the API said of each answer moves to answerFreshness (v6; MigrationV6Tests).
            let tables = ["movie", "castMember", "movieListEntry"]
            let released = try columns(url, tables: tables)
            let before = try dump(url, columns: released)
            #expect(before["movie"]?.count == 20)

            let cache = try CacheDatabase.open(at: url)
            #expect(try cache.statistics().schemaVersion == "v11")
            try cache.close()

            #expect(try dump(url, columns: released) == before)
            let lists = try DatabaseQueue(path: url.path).read { db in
                try Row.fetchAll(db, sql: "SELECT source, kind, year, fetchedSize FROM movieList ORDER BY source, kind")
                    .map {
                        "\($0[0] as String) \($0[1] as String) \($0[2] as Int) \(($0[3] as Int?).map(String.init) ?? "whole")"
                    }
            }
            #expect(
                lists == [
                    "demo topGrossing 2016 whole", "demo topRated 2016 whole",
                    "tmdb topGrossing 2016 20", "tmdb topRated 2016 20",
                ])
        }
    }

    @Test func answersAsTheReleaseDidForEachSource() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try FileManager.default.copyItem(at: releaseV3CacheFile, to: url)
            let cache = try CacheDatabase.open(at: url)
            defer { try? cache.close() }

            #expect(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo)?.movies.count == 10)
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdb)?.movies.first?.name == "Iron Harbor")
            #expect(try cache.movies(in: .topGrossing, year: 2016, from: tmdb)?.fetchedSize == 20)
            #expect(try cache.movie(id: 1, from: .builtInDemo)?.movie.incompleteReason == nil)
        }
    }
}
