import Foundation
import MovieKitTestSupport
import Testing

/// "Which film did you mean?" on a terminal that draws a full screen (tmux), against `movies-api
/// --dialect tmdb` over loopback: "Saltwater" is the title of two films; the picker lists them,
/// each film's page beside, Enter chooses the highlighted one, q none (nothing written, exit 2).
@Suite(.serialized, .enabled(if: RealTerminal.hasTmux))
struct ChooserRunTests {
    /// Runs `arguments` in a pane, once each command of `seeding` has run to its end; with
    /// `sourceOnly`, given `--source` alone (a command that reads your library alone).
    private func withPane(
        _ arguments: [String], seeding: [[String]] = [], sourceOnly: Bool = false,
        _ body: (TmuxPane, MoviesProcess, [String]) async throws -> Void
    ) async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let tmdb = ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
                let exports = [
                    "MOVIES_CACHE": movies.cache.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                    "XDG_CONFIG_HOME": movies.configFolder.path,
                    "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "TERM": "xterm-256color",
                    "TMDB_API_KEY": TMDBFixtureCredentials.apiKey,
                ]
                for command in seeding { _ = try await movies.run(command + tmdb, environment: exports) }
                let options = sourceOnly ? Array(tmdb.prefix(2)) : tmdb
                let pane = try TmuxPane(arguments + options, environment: exports, folder: folder)
                defer { pane.close() }
                try await body(pane, movies, tmdb)
            }
        }
    }

    @Test func enterChoosesTheHighlightedFilmAndTheCommandGoesOn() async throws {
        try await withPane(["watched", "Saltwater"]) { pane, movies, tmdb in
            let text = try await pane.wait { $0.contains("Saltwater (1999)") && $0.contains("Runtime") }
            #expect(text.contains("which \"Saltwater\"? Enter chooses it, q none · 2 films"), "\(text)")
            #expect(text.contains("Saltwater (2019)") && text.contains("Saltwater (1999)"), "\(text)")
            try pane.send(["j", "Enter"])
            try await pane.waitForEnd()
            #expect(pane.status() == 0)
            #expect(try !pane.isOnAlternateScreen())
            let after = try pane.capture()
            #expect(after.contains("Logged Saltwater (1999, 100015)"), "\(after)")
            let diary = try await movies.run(["diary", "--format", "csv"] + tmdb.prefix(2))
            #expect(diary.output.contains("100015") && !diary.output.contains("100016"), "\(diary.output)")
        }
    }

    /// Issue 58, item 8: digits move to that row, as the numbered question's numbers did.
    @Test func aRowsNumberMovesToItAndEnterChoosesIt() async throws {
        try await withPane(["watched", "Saltwater"]) { pane, movies, tmdb in
            try await pane.wait { $0.contains("2 Saltwater (1999)") }
            try pane.send(["2", "Enter"])
            try await pane.waitForEnd()
            #expect(pane.status() == 0)
            let after = try pane.capture()
            #expect(after.contains("Logged Saltwater (1999, 100015)"), "\(after)")
        }
    }

    @Test func qChoosesNoneAndNothingIsWritten() async throws {
        try await withPane(["watchlist", "add", "Saltwater"]) { pane, movies, tmdb in
            try await pane.wait { $0.contains("Saltwater (1999)") }
            try pane.send(["q"])
            try await pane.waitForEnd()
            #expect(pane.status() == 2)
            #expect(try !pane.isOnAlternateScreen())
            let watchlist = try await movies.run(["watchlist", "--format", "csv"] + tmdb.prefix(2))
            #expect(!watchlist.output.contains("Saltwater"), "\(watchlist.output)")
        }
    }

    /// Issue 58, item 5: a title close to several films of your diary asks which on a terminal
    /// (numbered) in the commands that look in your library alone, rather than refusing.
    @Test func aTypoCloseToTwoFilmsOfYourDiaryAsksWhichInDiaryChange() async throws {
        let seeding = [
            ["watched", "100015", "--date", "2026-11-01"], ["watched", "100016", "--date", "2026-11-02"],
        ]
        try await withPane(
            ["diary", "change", "saltwatr", "--date", "2026-11-01", "--tag", "x"], seeding: seeding, sourceOnly: true
        ) {
            pane, _, _ in
            let text = try await pane.wait { $0.contains("Which one?") }
            #expect(text.contains("\"saltwatr\" is close to 2 films"), "\(text)")
            try pane.send([text.contains("1  Saltwater (1999)") ? "1" : "2", "Enter"])
            try await pane.waitForEnd()
            #expect(pane.status() == 0)
            let after = try pane.capture()
            #expect(after.contains("Changed Saltwater (1999, 100015), watched 2026-11-01: tagged x."), "\(after)")
        }
    }
}
