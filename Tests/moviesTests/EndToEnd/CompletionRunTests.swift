import Foundation
import MovieKitTestSupport
import Testing

/// What the shells' completion offers, asked of `movies` as bash and zsh ask it
/// (`movies ---completion list show -- positional@0 …`): your lists' names, the genres the cache
/// holds, read alone. (That the scripts offer the options that may stand before the command is
/// checked in-process, by `CompletionScriptTests`, on the script the binary prints.)
struct CompletionRunTests {
    /// The words `movies` offers for `argument` of `command` when the line is `line`, the cursor
    /// at the end of its last word.
    private func offered(
        _ movies: MoviesProcess, _ command: [String], _ argument: String, line: [String]
    ) async throws -> [String] {
        let words = ["movies"] + line
        let run = try await movies.run(
            ["---completion"] + command + ["--", argument, "\(words.count - 1)", "\(words.last?.count ?? 0)"] + words)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty, "\(run.error)")
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test func aListsNameIsCompletedFromYourLibraryAndWithoutOneNothingIsOfferedOrMade() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            #expect(try await offered(movies, ["list", "show"], "positional@0", line: ["list", "show", ""]).isEmpty)
            #expect(!FileManager.default.fileExists(atPath: movies.libraryFile.path))
            for name in ["Sunday films", "Summer nights", "Noir"] {
                #expect(try await movies.run(["list", "create", name]).status == 0)
            }
            let words = try await offered(movies, ["list", "show"], "positional@0", line: ["list", "show", "s"])
            #expect(Set(words) == ["Sunday films", "Summer nights"])
            let all = try await offered(movies, ["list", "add"], "positional@0", line: ["list", "add", ""])
            #expect(Set(all) == ["Sunday films", "Summer nights", "Noir"])
        }
    }

    @Test func aGenreIsCompletedFromTheCacheOfTheSourceTheLineNamesAskingNothing() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let api = ["--source", "tmdb", "--api-url", server.baseURL.absoluteString]
                let line = ["discover"] + api + ["--genre"]
                let uncached = try await offered(movies, ["discover"], "--genre", line: line + ["dr"])
                #expect(uncached.isEmpty)
                let fetched = try await movies.run(["genres"], against: server)
                #expect(fetched.status == 0, "\(fetched.error)")
                let asked = server.counts()
                let genre = try await offered(movies, ["discover"], "--genre", line: line + ["dr"])
                #expect(genre == ["Drama"])
                let second = try await offered(movies, ["discover"], "--genre", line: line + ["comedy,dr"])
                #expect(second == ["comedy,Drama"])
                #expect(server.counts() == asked)
            }
        }
    }
}
