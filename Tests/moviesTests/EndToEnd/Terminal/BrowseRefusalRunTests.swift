import Foundation
import MovieKitTestSupport
import Testing

/// `-i` where there is no terminal to hold: one line, exit 64, nothing drawn.
struct BrowseRefusalRunTests {
    @Test func refusesWhenStandardOutputIsNotATerminal() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let run = try await movies.run(["discover", "--year", "2016", "-i"])
            #expect(run.status == 64)
            #expect(run.error == "error: --interactive needs a terminal: standard input is not a terminal\n")
            #expect(run.output.isEmpty)
        }
    }

    @Test func refusesOnADumbTerminal() async throws {
        try await withTemporaryFolder { folder in
            let (printed, status) = try await RealTerminal.moviesOnPseudoTerminal(
                ["discover", "--year", "2016", "-i"],
                environment: ["TERM": "dumb", "MOVIES_CACHE": folder.appendingPathComponent("movies.sqlite").path])
            #expect(status == 64)
            #expect(printed.contains("error: --interactive needs a terminal: TERM=dumb does not draw a full screen"))
            #expect(!printed.contains("\u{1B}[?1049h"))
        }
    }

    @Test func refusesWhenOnlyStandardOutputIsPiped() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite").path
            let line = "MOVIES_CACHE='\(cache)' '\(MoviesProcess.binary.path)' discover --year 2016 -i 2>&1 | cat"
            let printed = String(
                decoding: try RealTerminal.output(of: "/usr/bin/script", ["-qfec", line, "/dev/null"]), as: UTF8.self)
            #expect(printed.contains("error: --interactive needs a terminal: standard output is not a terminal"))
            #expect(!printed.contains("\u{1B}[?1049h"))
        }
    }
}
