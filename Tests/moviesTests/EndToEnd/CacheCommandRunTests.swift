import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies cache info`, `path`, `clear` and `reset` on the built binary.
@Suite(.serialized)
struct CacheCommandRunTests {
    private func withFilledCache(_ body: (MoviesProcess, URL) async throws -> Void) async throws {
        try await MoviesProcess.withFilledCache(asking: [["top-grossing", "2016"]], body)
    }

    @Test func infoTellsThePathSizeCountsFetchesAndSchema() async throws {
        try await withFilledCache { movies, cache in
            let run = try await movies.run(["cache", "info", "--format", "json"])
            #expect(run.status == 0, "\(run.error)")
            let info = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(info["path"] as? String == cache.path)
            #expect(info["movies"] as? Int == 10)
            #expect(info["lists"] as? Int == 1)
            #expect((info["actors"] as? Int ?? 0) > 10)
            #expect(info["schema"] as? String == "v11")
            #expect(info["oldestFetch"] as? String != nil)
            let sources = try #require(info["sources"] as? [[String: Any]])
            #expect(sources.map { $0["source"] as? String } == ["demo", "tmdb", "imdb"])
            #expect(sources.map { $0["movies"] as? Int } == [10, 0, 0])
            #expect(sources.first?["newestFetch"] as? String != nil && sources.last?["newestFetch"] == nil)
            let table = try await movies.run(["cache", "info"])
            #expect(
                table.output.contains("demo    10 movies, ")
                    && table.output.contains("tmdb    0 movies, 0 actors, 0 lists, 0 posters")
                    && table.output.contains("Posters 0 (0 bytes of at most 64.0 MiB)"), "\(table.output)")
            let csv = try await movies.run(["cache", "info", "--format", "csv"]).output.components(separatedBy: "\r\n")
            #expect(
                csv.first == "path,bytes,source,movies,actors,lists,oldestFetch,newestFetch,schema,posters,posterBytes")
            #expect(
                csv.dropFirst().map { $0.split(separator: ",").dropFirst(2).first.map(String.init) } == [
                    "demo", "tmdb", "imdb", "all", nil,
                ])
            let onDisk = ["", "-wal", "-shm"].compactMap {
                try? FileManager.default.attributesOfItem(atPath: cache.path + $0)[.size] as? Int
            }
            #expect(info["bytes"] as? Int == onDisk.reduce(0, +))
        }
    }

    @Test func pathPrintsTheCacheFileWithoutCreatingIt() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("sub/movies.sqlite")
            let run = try await MoviesProcess(cache: cache).run(["cache", "path"])
            #expect(run.output == cache.path + "\n")
            #expect(!FileManager.default.fileExists(atPath: cache.path))
        }
    }

    @Test func pathIgnoresTheSourceVariableAsTheFileHoldsEverySource() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let run = try await MoviesProcess(cache: cache).run(
                ["cache", "path"], environment: ["MOVIES_SOURCE": "nonsense"])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == cache.path + "\n")
        }
    }

    @Test(arguments: [["cache", "path"], ["cache", "reset"]])
    func pathAndResetRefuseASourceAsTheyActOnTheWholeFile(command: [String]) async throws {
        try await withFilledCache { movies, cache in
            let before = try Data(contentsOf: cache)
            let run = try await movies.run(command + ["--source", "tmdb"])
            #expect(run.status == 64)
            #expect(run.error.hasPrefix("error: unknown option '--source'"), "\(run.error)")
            #expect(run.output.isEmpty)
            #expect(try Data(contentsOf: cache) == before)
            #expect(
                !(try FileManager.default.contentsOfDirectory(atPath: cache.deletingLastPathComponent().path))
                    .contains { $0.contains(".corrupt-") })
        }
    }

    @Test func clearRefusesWithoutYesOffATerminalAndLeavesTheCacheAlone() async throws {
        try await withFilledCache { movies, cache in
            let run = try await movies.run(["cache", "clear"])
            #expect(run.status == 64)
            #expect(run.error.contains("--yes"))
            #expect(try await movies.run(["top-grossing", "2016", "--offline"]).status == 0)
        }
    }

    @Test func clearWithYesEmptiesTheCacheAndKeepsItUsable() async throws {
        try await withFilledCache { movies, cache in
            let run = try await movies.run(["cache", "clear", "--yes"])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.error.contains("cleared 10 movies"))
            #expect(try await movies.run(["top-grossing", "2016", "--offline"]).status == 69)
            #expect(try await movies.run(["actor", "Idris Elba", "--format", "json"]).output == "[\n\n]\n")
            // The films built into the tool are still found by title: they are not the cache's.
            #expect(try await movies.run(["search", "zoo", "--format", "csv"]).output.contains(",Zootopia,"))
        }
    }

    @Test func resetMovesADamagedCacheAsideWithItsLogAndStartsAnEmptyOne() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let garbage = Data(repeating: 0x42, count: 8192)
            try garbage.write(to: cache)
            let movies = MoviesProcess(cache: cache)
            let broken = try await movies.run(["show", "1", "--offline"])
            #expect(broken.status == 74)
            #expect(broken.error.contains("movies cache reset"))
            try Data("wal".utf8).write(to: URL(fileURLWithPath: cache.path + "-wal"))

            let run = try await movies.run(["cache", "reset"])
            #expect(run.status == 0, "\(run.error)")
            let moved = try #require(
                run.output.split(separator: "\n").first.map { String($0.dropFirst("moved the old cache to ".count)) })
            #expect(moved.hasPrefix(cache.path + ".corrupt-"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == garbage)
            #expect(try Data(contentsOf: URL(fileURLWithPath: moved + "-wal")) == Data("wal".utf8))
            #expect(run.output.contains("started an empty cache at \(cache.path)"))
            let info = try await movies.run(["cache", "info", "--format", "json"])
            #expect(info.status == 0)
            #expect(info.output.contains("\"movies\" : 0"))
        }
    }
}
