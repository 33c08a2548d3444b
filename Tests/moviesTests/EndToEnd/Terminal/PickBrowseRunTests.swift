import Foundation
import MovieKitTestSupport
import Testing

/// `pick -i`: a film of your watchlist at random, its whole page full-screen in a real terminal
/// (tmux); Space picks another; the film shown last is the one `pick --again` avoids.
@Suite(.serialized, .enabled(if: RealTerminal.hasTmux))
struct PickBrowseRunTests {
    /// The title the bottom line names as shown ("Zootopia: Space another · …").
    private static func shown(_ text: String) -> String? {
        guard let end = text.range(of: ": Space another") else { return nil }
        let before = text[..<end.lowerBound]
        let start = before.range(of: "\u{1B}[7m", options: .backwards)?.upperBound ?? before.startIndex
        return String(before[start...])
    }

    /// Runs `body` with a pane running `movies pick -i` over a new watchlist of the demo's films
    /// `watchlist`, its cache, library and last pick in `folder`.
    private func withPickPane(
        watchlist: [String], _ body: (TmuxPane, MoviesProcess, URL) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            for id in watchlist {
                #expect(try await movies.run(["watchlist", "add", id]).status == 0)
            }
            let exports = [
                "MOVIES_CACHE": movies.cache.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "TERM": "xterm-256color",
            ]
            let pane = try TmuxPane(["pick", "-i"], environment: exports, folder: folder)
            defer { pane.close() }
            try await body(pane, movies, folder)
        }
    }

    @Test func spacePicksAnotherFilmAndTheLastShownIsTheOneAgainAvoids() async throws {
        try await withPickPane(watchlist: ["7", "6", "10"]) { pane, movies, folder in
            var text = try await pane.wait { $0.contains("Space another") && $0.contains("Released") }
            #expect(text.contains("movies pick · 3 films"), "\(text)")
            let first = try #require(Self.shown(text), "\(text)")
            #expect(["Zootopia", "Deadpool", "Doctor Strange"].contains(first), "\(text)")
            #expect(!text.contains(" │ "), "the whole page, no list beside it:\n\(text)")
            try pane.send(["Space"])
            text = try await pane.wait { (Self.shown($0).map { $0 != first } ?? false) && $0.contains("Released") }
            let second = try #require(Self.shown(text), "\(text)")
            #expect(second != first, "\(text)")
            #expect(text.contains("Released"), "its page:\n\(text)")
            try pane.send(["q"])
            try await pane.waitForEnd()
            #expect(pane.status() == 0)
            #expect(try !pane.isOnAlternateScreen())
            let ids = ["Zootopia": 7, "Deadpool": 6, "Doctor Strange": 10]
            let kept = try String(contentsOf: folder.appendingPathComponent("movies-last-pick"), encoding: .utf8)
            #expect(kept == "demo \(ids[second] ?? 0)\n", "\(second) was shown last: \(kept)")
            let again = try await movies.run(["pick", "--again", "--format", "csv"])
            #expect(again.status == 0, "\(again.error)")
            #expect(!again.output.contains(second), "\(second) was shown last:\n\(again.output)")
        }
    }

    @Test func enterListsTheFilmsThatPassAndQLeaves() async throws {
        try await withPickPane(watchlist: ["7", "6"]) { pane, _, _ in
            try await pane.wait { $0.contains("Space another") }
            try pane.send(["Enter"])
            let text = try await pane.wait { $0.contains(" │ ") }
            #expect(text.contains("Zootopia (2016)") && text.contains("Deadpool (2016)"), "\(text)")
            try pane.send(["q"])
            try await pane.waitForEnd()
            #expect(pane.status() == 0)
        }
    }
}
