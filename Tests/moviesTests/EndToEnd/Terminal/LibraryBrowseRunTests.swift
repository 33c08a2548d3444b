import Foundation
import MovieKitTestSupport
import Testing

/// `watchlist -i`, `diary -i`, `ratings -i` and `list show NAME -i`: your own films full-screen
/// in a real terminal (tmux), over the demo catalogue, each film's page beside the list.
@Suite(.serialized, .enabled(if: RealTerminal.hasTmux))
struct LibraryBrowseRunTests {
    /// Runs `setup` (commands filling the library), then `body` with a pane running `arguments`
    /// on the same cache and library.
    private func withPane(
        _ arguments: [String], after setup: [[String]], _ body: (TmuxPane) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            for command in setup {
                let run = try await movies.run(command)
                try #require(run.status == 0, "\(command): \(run.error)")
            }
            let exports = [
                "MOVIES_CACHE": movies.cache.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "TERM": "xterm-256color",
            ]
            let pane = try TmuxPane(arguments, environment: exports, folder: folder)
            defer { pane.close() }
            try await body(pane)
        }
    }

    @Test func watchlistDashIShowsYourWatchlistTheLastAddedFirstWithItsPage() async throws {
        try await withPane(["watchlist", "-i"], after: [["watchlist", "add", "7"], ["watchlist", "add", "6"]]) {
            pane in
            let text = try await pane.wait { $0.contains("Ryan Reynolds") }
            #expect(text.contains("movies watchlist · 2 films"), "\(text)")
            #expect(text.contains("Deadpool (2016)") && text.contains("Zootopia (2016)"), "\(text)")
            #expect(text.contains("Ryan Reynolds"), "Deadpool's page beside the list:\n\(text)")
            #expect(try pane.isOnAlternateScreen())
            try pane.send(["j"])
            let next = try await pane.wait { $0.contains("Ginnifer Goodwin") }
            #expect(next.contains("Ginnifer Goodwin"), "Zootopia's page:\n\(next)")
        }
    }

    @Test func diaryDashIShowsTheFilmsYouWatchedEachOnce() async throws {
        try await withPane(
            ["diary", "-i"],
            after: [
                ["watched", "7", "--date", "2026-01-02"], ["watched", "7", "--date", "2026-01-03"], ["watched", "6"],
            ]
        ) { pane in
            let text = try await pane.wait { $0.contains("Released") }
            #expect(text.contains("movies diary · 2 films"), "\(text)")
            #expect(text.contains("Deadpool (2016)") && text.contains("Zootopia (2016)"), "\(text)")
        }
    }

    @Test func ratingsDashIShowsYourRatedFilmsAndYourRatingOnTheirPage() async throws {
        try await withPane(["ratings", "-i"], after: [["rate", "7", "8.5"]]) { pane in
            let text = try await pane.wait { $0.contains("Ginnifer Goodwin") }
            #expect(text.contains("movies ratings · 1 film"), "\(text)")
            #expect(text.contains("rated 8.5/10"), "your rating on the page:\n\(text)")
        }
    }

    @Test func listShowDashIShowsTheListsFilmsInTheirOrder() async throws {
        let setup = [
            ["list", "create", "Best of 2016", "--ranked"], ["list", "add", "Best of 2016", "7"],
            ["list", "add", "Best of 2016", "6"],
        ]
        try await withPane(["list", "show", "Best of 2016", "-i"], after: setup) { pane in
            let text = try await pane.wait { $0.contains("Ginnifer Goodwin") }
            #expect(text.contains("movies list Best of 2016 · 2 films"), "\(text)")
            let zootopia = try #require(text.range(of: "Zootopia (2016)"))
            let deadpool = try #require(text.range(of: "Deadpool (2016)"))
            #expect(zootopia.lowerBound < deadpool.lowerBound, "the list's first first:\n\(text)")
        }
    }

    @Test func wOnYourWatchlistTakesTheFilmOffIt() async throws {
        try await withPane(["watchlist", "-i"], after: [["watchlist", "add", "7"]]) { pane in
            try await pane.wait { $0.contains("on your watchlist") }
            try pane.send(["w"])
            let text = try await pane.wait { $0.contains("Took Zootopia (2016, 7) off your watchlist.") }
            #expect(text.contains("Took Zootopia (2016, 7) off your watchlist."), "\(text)")
            try pane.send(["q"])
            try await pane.waitForEnd()
            #expect(pane.status() == 0)
            let left = try await MoviesProcess(cache: pane.folder.appendingPathComponent("movies.sqlite")).run([
                "watchlist", "--format", "csv",
            ])
            #expect(!left.output.contains("Zootopia"), "\(left.output)")
        }
    }
}
