import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// With a TMDB account linked, the picker's `w` and `r` send their change to it at once, as
/// `watchlist add` and `rate` do, and the bottom line says so.
@Suite(.serialized, .enabled(if: RealTerminal.hasTmux))
struct BrowseAccountRunTests {
    @Test func wAndRInThePickerReachTheLinkedAccountAtOnce() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                #expect(try await AccountLinkRunTests.login(movies, at: server, in: folder).status == 0)
                let exports = [
                    "MOVIES_CACHE": movies.cache.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                    "XDG_CONFIG_HOME": movies.configFolder.path,
                    "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "TERM": "xterm-256color",
                    "TMDB_API_KEY": TMDBFixtureCredentials.apiKey,
                ]
                let arguments = [
                    "popular", "-i", "--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60",
                ]
                let pane = try TmuxPane(arguments, environment: exports, folder: folder)
                defer { pane.close() }
                try await pane.wait { $0.contains("Runtime") }
                try pane.send(["w"])
                var text = try await pane.wait { $0.contains("sent to your TMDB account") || $0.contains("not sent") }
                #expect(text.contains("to your watchlist. (sent to your TMDB account"), "\(text)")
                #expect(server.account.watchlist.count == 1, "\(server.account.watchlist)")
                let id = try #require(server.account.watchlist.first)
                try await pane.wait { $0.contains("on your watchlist") }
                try pane.send(["r", "8", "Enter"])
                text = try await pane.wait { $0.contains("Rated") }
                #expect(
                    text.contains("8/10. Took it off your watchlist, seen.")
                        && text.contains("(sent to your TMDB account"),
                    "\(text)")
                #expect(server.account.ratings == [id: 8], "\(server.account.ratings)")
                #expect(server.account.watchlist.isEmpty, "rated, so seen: off the watchlist there too")
            }
        }
    }
}
