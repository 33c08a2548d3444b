import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Terminals that take no escape sequences (`TERM=dumb`, as Emacs's shell sets it, or no `TERM`)
/// and one that reports no size: no colour, no progress drawn in place, no poster, and never a
/// JPEG's bytes on the screen.
@Suite(.serialized)
struct PlainTerminalRunTests {
    /// The ways a terminal says it takes no escape sequences: the variables set, and unset.
    static let plainTerminals: [(set: [String: String], unset: [String])] = [
        (["TERM": "dumb"], []), ([:], ["TERM"]),
    ]

    private func environment(cache: URL, _ extra: [String: String]) -> [String: String] {
        ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey, "MOVIES_CACHE": cache.path].merging(extra) { $1 }
    }

    @Test func showsAPageAndSyncsWithNoEscapeSequence() async throws {
        try await withTMDBServer { server in
            for terminal in Self.plainTerminals {
                try await withTemporaryFolder { folder in
                    let cache = folder.appendingPathComponent("movies.sqlite")
                    let api = ["--source", "tmdb", "--api-url", server.baseURL.absoluteString]
                    let sync = try await RealTerminal.moviesOnPseudoTerminal(
                        ["sync", "2016"] + api, environment: environment(cache: cache, terminal.set),
                        unset: terminal.unset)
                    #expect(sync.status == 0, "\(sync.printed)")
                    #expect(sync.printed.contains("synced 1 year"), "\(sync.printed)")
                    #expect(!sync.printed.contains("\u{1B}"), "\(terminal): \(sync.printed.debugDescription)")
                    let show = try await RealTerminal.moviesOnPseudoTerminal(
                        ["show", "100001", "--offline", "--poster", "always"] + api,
                        environment: environment(cache: cache, terminal.set), unset: terminal.unset)
                    #expect(show.status == 0 && show.printed.contains("The Paper Lantern"), "\(show.printed)")
                    #expect(
                        !show.printed.contains("\u{1B}"), "\(terminal): \(show.printed.prefix(200).debugDescription)")
                }
            }
        }
    }

    @Test func refusesToDrawAPosterOnATerminalThatCannotShowIt() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let poster = ["poster", "100001", "--source", "tmdb", "--api-url", server.baseURL.absoluteString]
                let cases: [(set: [String: String], unset: [String], columns: Int, says: String)] = [
                    (["TERM": "dumb"], [], 130, "TERM is dumb"), ([:], ["TERM"], 130, "TERM is not set"),
                    (["TERM": "xterm-256color", "MOVIES_GRAPHICS": "kitty"], [], 0, "this terminal reports no size"),
                ]
                for terminal in cases {
                    let requests = server.counts().total()
                    let run = try await RealTerminal.moviesOnPseudoTerminal(
                        poster, environment: environment(cache: cache, terminal.set), unset: terminal.unset,
                        columns: terminal.columns, rows: terminal.columns)
                    #expect(run.status == 64, "\(terminal.says): \(run.printed)")
                    #expect(
                        run.printed.hasPrefix(
                            "error: cannot draw the poster here (\(terminal.says)); write it to a file with --output FILE"
                        ),
                        "\(run.printed.prefix(300).debugDescription)")
                    #expect(!run.printed.contains("JFIF") && !run.printed.utf8.contains(0xFF))
                    #expect(server.counts().total() == requests, "nothing asked")
                }
            }
        }
    }
}
