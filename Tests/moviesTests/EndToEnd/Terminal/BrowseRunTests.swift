import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies … -i`: a list full-screen in a real terminal (tmux), over the demo catalogue: the
/// list and the highlighted film's page, the keys, and the terminal given back as it was
/// however the picker ends.
@Suite(.serialized, .enabled(if: RealTerminal.hasTmux))
struct BrowseRunTests {
    private static let discover = ["discover", "--year", "2016", "-i"]

    /// Runs `body` with a pane running `arguments` on a cache and library of their own.
    private func withPane(
        _ arguments: [String] = discover, environment: [String: String] = [:], _ body: (TmuxPane) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { folder in
            var exports = [
                "MOVIES_CACHE": folder.appendingPathComponent("movies.sqlite").path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "TERM": "xterm-256color",
            ]
            exports.merge(environment) { $1 }
            let pane = try TmuxPane(arguments, environment: exports, folder: folder)
            defer { pane.close() }
            try await body(pane)
        }
    }

    /// `stty -a` says `echo` and `icanon`, not `-echo` or `-icanon`.
    private static func isCooked(_ settings: String) -> Bool {
        let words = Set(settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        return words.contains("echo") && words.contains("icanon") && !words.contains("-echo")
    }

    @Test func showsTheListAndTheHighlightedFilmsPageOnTheAlternateScreen() async throws {
        try await withPane { pane in
            let text = try await pane.wait { $0.contains("Released") }
            #expect(text.contains("movies discover · 10 films"))
            #expect(text.contains("Zootopia (2016)") && text.contains("Deadpool (2016)"))
            #expect(text.contains("Ginnifer Goodwin"), "Zootopia's page beside the list:\n\(text)")
            #expect(try pane.isOnAlternateScreen())
        }
    }

    @Test func jMovesToTheNextFilmAndDrawsItsPage() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Ginnifer Goodwin") }
            try pane.send(["j"])
            let text = try await pane.wait { $0.contains("Ryan Reynolds") }
            #expect(text.contains("Ryan Reynolds"), "Deadpool's page:\n\(text)")
            #expect(!text.contains("Ginnifer Goodwin"))
        }
    }

    @Test func aFilterWithATypoKeepsTheFilmItMeans() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Released") }
            try pane.send(["/"])
            try pane.send(["captian amercia"], literally: true)
            let text = try await pane.wait {
                $0.contains("Chris Evans") || $0.contains("filter \"captian amercia\": 1")
            }
            #expect(text.contains("filter \"captian amercia\": 1"), "\(text)")
            #expect(!text.contains("Zootopia (2016)"))
        }
    }

    @Test(arguments: [["q"], ["Escape"], ["C-c"]])
    func leavingGivesTheTerminalBack(keys: [String]) async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Released") }
            try pane.send(keys)
            try await pane.waitForEnd()
            #expect(try !pane.isOnAlternateScreen())
            let settings = try #require(pane.settingsAfter())
            #expect(Self.isCooked(settings), "\(settings)")
            #expect(pane.status() == (keys == ["C-c"] ? 130 : 0))
        }
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalMidDrawGivesTheTerminalBack(signal: Int32) async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Released") }
            // Keys keep it drawing while the signal comes.
            try pane.send(Array(repeating: "j", count: 40) + Array(repeating: "k", count: 40))
            let pid = try #require(try pane.moviesPID())
            #expect(kill(pid, signal) == 0)
            try await pane.waitForEnd()
            #expect(try !pane.isOnAlternateScreen())
            let settings = try #require(pane.settingsAfter())
            #expect(Self.isCooked(settings), "\(settings)")
            #expect(pane.status() == 128 + signal)
        }
    }

    @Test func wPutsTheFilmOnYourWatchlistAndWTakesItOff() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Ginnifer Goodwin") }
            try pane.send(["w"])
            var text = try await pane.wait { $0.contains("Added Zootopia (2016, 7) to your watchlist.") }
            #expect(text.contains("Added Zootopia (2016, 7) to your watchlist."), "\(text)")
            #expect(try await watchlist(of: pane).contains("Zootopia"))
            // The page comes again, saying so, before w knows to take it off.
            try await pane.wait { $0.contains("on your watchlist") }
            try pane.send(["w"])
            text = try await pane.wait { $0.contains("Took Zootopia (2016, 7) off your watchlist.") }
            #expect(text.contains("Took Zootopia (2016, 7) off your watchlist."), "\(text)")
            #expect(try await !watchlist(of: pane).contains("Zootopia"))
        }
    }

    @Test func sLogsTheFilmSeenTodayWithTheRatingTypedOrNone() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Ginnifer Goodwin") }
            try pane.send(["s"])
            try await pane.wait { $0.contains("Your rating (0.5–10, Enter skips)") }
            try pane.send(["Enter"])
            var text = try await pane.wait { $0.contains("Logged Zootopia (2016, 7) seen today.") }
            #expect(text.contains("Logged Zootopia (2016, 7) seen today."), "\(text)")
            try pane.send(["j", "s", "8", ".", "5", "Enter"])
            text = try await pane.wait { $0.contains("Logged Deadpool (2016, 6) seen today, rated 8.5.") }
            #expect(text.contains("Logged Deadpool (2016, 6) seen today, rated 8.5."), "\(text)")
            let diary = try await moviesRun(["diary", "--format", "csv"], pane: pane)
            #expect(diary.contains("Zootopia") && diary.contains("Deadpool") && diary.contains("8.5"), "\(diary)")
        }
    }

    @Test func rRatesTheFilmWithTheRatingTypedAndRefusesOneOutOfRange() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Ginnifer Goodwin") }
            try pane.send(["r"])
            try await pane.wait { $0.contains("Rate Zootopia (0.5–10)") }
            try pane.send(["1", "1", "Enter"])
            let refused = try await pane.wait { $0.contains("a rating is 0.5 to 10, in halves") }
            #expect(refused.contains("a rating is 0.5 to 10, in halves"), "\(refused)")
            try pane.send(["7", "Enter"])
            let text = try await pane.wait { $0.contains("Rated Zootopia (2016, 7) 7/10.") }
            #expect(text.contains("Rated Zootopia (2016, 7) 7/10."), "as rate says it:\n\(text)")
            let ratings = try await moviesRun(["ratings", "--format", "csv"], pane: pane)
            #expect(ratings.contains("Zootopia"), "\(ratings)")
            #expect(try await pane.wait { $0.contains("rated 7/10") }.contains("rated 7/10"), "the page says it")
        }
    }

    /// Issue 58, item 13: `r` says the film left your watchlist, as `rate` does.
    @Test func rSaysWhenTheFilmLeftYourWatchlist() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Ginnifer Goodwin") }
            try pane.send(["w"])
            try await pane.wait { $0.contains("on your watchlist") }
            try pane.send(["r"])
            try await pane.wait { $0.contains("Rate Zootopia (0.5–10)") }
            try pane.send(["7", "Enter"])
            let text = try await pane.wait { $0.contains("Rated Zootopia (2016, 7) 7/10.") }
            #expect(text.contains("Rated Zootopia (2016, 7) 7/10. Took it off your watchlist, seen."), "\(text)")
            #expect(try await !watchlist(of: pane).contains("Zootopia"))
        }
    }

    @Test func enterShowsTheWholePageAndQGoesBackToTheList() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Ginnifer Goodwin") }
            try pane.send(["Enter"])
            let page = try await pane.wait { $0.contains("the page of Zootopia") }
            #expect(page.contains("Ginnifer Goodwin"), "\(page)")
            #expect(!page.contains("Deadpool (2016)"), "the page across the screen, no list:\n\(page)")
            try pane.send(["q"])
            let list = try await pane.wait { $0.contains("back to the list") }
            #expect(list.contains("Deadpool (2016)"), "\(list)")
            #expect(pane.status() == nil, "q on the page goes back, it does not leave")
        }
    }

    @Test func questionMarkListsTheKeysAndAnyKeyGoesBack() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Ginnifer Goodwin") }
            try pane.send(["?"])
            let keys = try await pane.wait { $0.contains("these keys") }
            for line in ["filter as you type", "on or off your watchlist", "its trailer's address", "leave"] {
                #expect(keys.contains(line), "\(line):\n\(keys)")
            }
            try pane.send(["x"])
            let back = try await pane.wait { !$0.contains("these keys") }
            #expect(back.contains("Zootopia (2016)") && back.contains("Ginnifer Goodwin"), "\(back)")
        }
    }

    @Test func aResizeRedrawsTheFrameToTheNewSize() async throws {
        try await withPane { pane in
            try await pane.wait { $0.contains("Ginnifer Goodwin") }
            try pane.send(["G"])
            try await pane.wait { $0.contains("Suicide Squad") && $0.contains("Margot Robbie") }
            try pane.resize(columns: 70, rows: 10)
            // The whole redrawn frame, not its bottom line alone: tmux may be read between the
            // new bottom line and the top one, over the old frame's rows (a loaded machine did).
            let text = try await pane.wait { text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let drawn = lines.filter { !$0.isEmpty }
                return lines.count <= 11 && (drawn.last?.contains("? keys") ?? false)
                    && (drawn.first?.contains("movies discover · 10 films") ?? false)
                    && text.contains("Suicide Squad (2016)")
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
            #expect(lines.first?.contains("movies discover · 10 films") ?? false, "the top line first:\n\(text)")
            #expect(lines.last?.contains("? keys") ?? false, "the bottom line on the last row:\n\(text)")
            #expect(text.contains("Suicide Squad (2016)"), "the highlighted film still shows:\n\(text)")
        }
    }

    /// What `movies watchlist` prints over the pane's library.
    private func watchlist(of pane: TmuxPane) async throws -> String {
        try await moviesRun(["watchlist"], pane: pane)
    }

    /// What `movies arguments` prints over the pane's cache and library.
    private func moviesRun(_ arguments: [String], pane: TmuxPane) async throws -> String {
        let folder = pane.folder
        let run = try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run(arguments)
        return run.output + run.error
    }

    @Test func overTMDBThePageBesideTheListHasRuntimeGenresAndWhereItStreams() async throws {
        try await withTMDBServer { server in
            let arguments = ["popular", "-i", "--source", "tmdb", "--api-url", server.baseURL.absoluteString]
            try await withPane(arguments, environment: ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]) { pane in
                let text = try await pane.wait { $0.contains("Runtime") && $0.contains("Genres") }
                #expect(text.contains("movies popular ·"), "\(text)")
                #expect(text.contains("Runtime") && text.contains("Genres") && text.contains("Stream"), "\(text)")
                try pane.send(["t"])
                let trailer = try await pane.wait { $0.contains("trailer: https://") }
                #expect(trailer.contains("trailer: https://www.youtube.com/watch?v="), "\(trailer)")
            }
        }
    }

    @Test(arguments: [
        (["actor", "Zoe Marchetti"], "movies actor Zoe Marchetti"),
        (["collection", "The Paper Lantern"], "movies collection"),
    ])
    func actorAndCollectionOpenTheirFilmsFullScreen(command: [String], heading: String) async throws {
        try await withTMDBServer { server in
            let arguments = command + ["-i", "--source", "tmdb", "--api-url", server.baseURL.absoluteString]
            try await withPane(arguments, environment: ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]) { pane in
                let text = try await pane.wait { $0.contains("Runtime") }
                #expect(text.contains(heading) && text.contains("The Paper Lantern"), "\(text)")
            }
        }
    }

    @Test func aTitleWithEscapesIsShownAsTextInTheListThePageAndTheStatusLine() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.escapesInTitle)) { server in
            let arguments = [
                "top-grossing", "2016", "-i", "--source", "tmdb", "--api-url", server.baseURL.absoluteString,
            ]
            try await withPane(arguments, environment: ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]) { pane in
                try await pane.wait { $0.contains("Runtime") }
                try pane.send(["w"])
                let text = try await pane.wait { $0.contains("to your watchlist") }
                #expect(text.contains("\u{FFFD}]0;pwned\u{FFFD}"), "the title as text:\n\(text)")
                #expect(try pane.title() != "pwned")
                #expect(!text.contains("\u{1B}]"), "an escape of the title reached the pane:\n\(text)")
            }
        }
    }

    @Test func noColourDrawsWithoutColours() async throws {
        try await withPane(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) { pane in
            let text = try await pane.wait { $0.contains("Released") }
            let styles = text.components(separatedBy: "\u{1B}[").dropFirst().compactMap { sequence -> String? in
                guard let end = sequence.firstIndex(where: { $0.isLetter }), sequence[end] == "m" else { return nil }
                return String(sequence[..<end])
            }
            let colours = styles.flatMap { $0.split(separator: ";") }.filter {
                guard let code = Int($0) else { return false }
                return ((30...49).contains(code) && code != 39 && code != 49) || (90...107).contains(code)
            }
            #expect(colours.isEmpty, "\(styles)")
            #expect(styles.contains("7"), "the highlighted film in reverse video")
        }
    }
}
