import Foundation
import MovieKitTestSupport
import Testing

/// Titles you can correct (issue 43, item 4), by the built `movies` against `movies-api --dialect
/// tmdb` over loopback: "Saltwater" is the title of two films (2019, the more voted, and 1999).
/// On a terminal `watched`, `rate`, `watchlist add` and `show` ask which; Enter takes the first, a number
/// picks, `q` or the input ending cancels with nothing written (exit 2). Off a terminal, or with
/// `--first`, the best is taken and one line says so. A rating that replaces another says which.
@Suite(.serialized)
struct LibraryChoiceRunTests {
    /// The question a title close to several films asks.
    private static let question = "\"Saltwater\" is close to 2 films"

    /// What `movies arguments` wrote on a pseudo-terminal, `input` typed, with `runner`'s
    /// settings, cache and library; and its exit status.
    private func onTerminal(
        _ arguments: [String], typing input: String, _ runner: LibraryRunner
    ) async throws -> (printed: String, status: Int32) {
        let folder = runner.libraryFile.deletingLastPathComponent()
        let environment = runner.environment.merging([
            // A terminal that draws no full screen: the numbered question (ChooserRunTests has the picker).
            "MOVIES_CACHE": runner.movies.cache.path, "MOVIES_LIBRARY": runner.libraryFile.path, "NO_COLOR": "1",
            "TERM": "dumb",
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        ]) { $1 }
        return try await RealTerminal.moviesOnPseudoTerminal(
            arguments + ["--timeout", "60"], environment: environment, input: input)
    }

    /// The ids of the films in the diary, the last watched first.
    private func diary(_ runner: LibraryRunner) async throws -> [Int?] {
        LibraryJSON.ids(try await runner.entries(["diary"]))
    }

    @Test func onATerminalATitleCloseToSeveralFilmsAsksAndEnterTakesTheBest() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await onTerminal(["watched", "Saltwater"], typing: "\n", runner)
                #expect(run.status == 0, "\(run.printed)")
                #expect(run.printed.contains(Self.question), "\(run.printed)")
                #expect(
                    run.printed.contains("1  Saltwater (2019), 100016")
                        && run.printed.contains("2  Saltwater (1999), 100015"), "the best first: \(run.printed)")
                #expect(run.printed.contains("Logged Saltwater (2019, 100016)"), "\(run.printed)")
                #expect(!run.printed.contains("also:"), "a film chosen needs no note: \(run.printed)")
                #expect(try await diary(runner) == [100_016])
            }
        }
    }

    @Test func onATerminalANumberPicksTheFilm() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let added = try await onTerminal(["watchlist", "add", "saltwater"], typing: "2\n", runner)
                #expect(
                    added.status == 0 && added.printed.contains("\"saltwater\" is close to 2 films"), "\(added.printed)"
                )
                #expect(LibraryJSON.ids(try await runner.entries(["watchlist"])) == [100_015], "\(added.printed)")
            }
            try await LibraryRunner.with(server) { runner in
                let watched = try await onTerminal(["watched", "Saltwater"], typing: "2\n", runner)
                #expect(watched.status == 0 && watched.printed.contains("Logged Saltwater (1999, 100015)"))
                #expect(try await diary(runner) == [100_015], "\(watched.printed)")
                // Now your library's one Saltwater (rated 7), it is offered first, and Enter takes it.
                let rated = try await onTerminal(["rate", "100015", "7"], typing: "", runner)
                #expect(rated.status == 0, "\(rated.printed)")
                let again = try await onTerminal(["watched", "Saltwater", "--rating", "6"], typing: "\n", runner)
                #expect(again.status == 0 && again.printed.contains(Self.question), "\(again.printed)")
                #expect(
                    again.printed.contains("1  Saltwater (1999), 100015  (in your library)")
                        && again.printed.contains("2  Saltwater (2019), 100016"), "yours first: \(again.printed)")
                #expect(
                    again.printed.contains("Logged Saltwater (1999, 100015), watched")
                        && again.printed.contains("rated 6/10, was 7/10"), "\(again.printed)")
                // Off a terminal your library's film is taken, as before, asking nothing.
                let piped = try await runner.run(["watched", "Saltwater"])
                #expect(piped.status == 0 && !piped.error.contains("close to"), "\(piped.error)")
                #expect(piped.output.contains("Logged Saltwater (1999, 100015)"), "\(piped.output)")
            }
        }
    }

    @Test func showAsksToo() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let shown = try await onTerminal(["show", "Saltwater", "--poster", "never"], typing: "2\n", runner)
                #expect(shown.status == 0 && shown.printed.contains(Self.question), "\(shown.printed)")
                let page = try #require(shown.printed.components(separatedBy: "q to cancel]").last)
                #expect(page.contains("Saltwater (1999)") && !page.contains("Saltwater (2019)"), "\(page)")

                let cancelled = try await onTerminal(["show", "Saltwater"], typing: "q\n", runner)
                #expect(cancelled.status == 2, "\(cancelled.printed)")
            }
        }
    }

    @Test(arguments: ["q\n", ""])
    func onATerminalQOrTheInputEndingCancelsWithNothingWritten(typed: String) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                for command in [["watched", "Saltwater", "--rating", "6"], ["rate", "Saltwater", "6"]] {
                    let run = try await onTerminal(command, typing: typed, runner)
                    #expect(run.status == 2, "\(command): \(run.printed)")
                    #expect(run.printed.contains(Self.question), "\(run.printed)")
                    #expect(run.printed.contains("no film chosen; nothing changed"), "\(run.printed)")
                    #expect(!run.printed.contains("Logged") && !run.printed.contains("Rated"), "\(run.printed)")
                }
                #expect(!FileManager.default.fileExists(atPath: runner.libraryFile.path), "no library was made")
            }
        }
    }

    @Test func offATerminalTheBestIsTakenAndOneLineSaysSo() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await runner.ask(["watched", "Saltwater"])
                #expect(run.status == 0 && run.output.contains("Logged Saltwater (2019, 100016)"), "\(run)")
                let lines = run.error.split(separator: "\n")
                #expect(lines.count == 1, "one line: \(run.error)")
                #expect(
                    lines.first?.contains(
                        "taking Saltwater (2019) for \"Saltwater\"; also: Saltwater (1999), movies show 100015")
                        == true,
                    "\(run.error)")
                #expect(!run.error.contains("close to"), "nothing asked: \(run.error)")
            }
        }
    }

    @Test func firstTakesTheBestOnATerminalWithoutAsking() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await onTerminal(["rate", "Saltwater", "8", "--first"], typing: "2\n", runner)
                #expect(run.status == 0, "\(run.printed)")
                #expect(!run.printed.contains(Self.question), "not asked: \(run.printed)")
                #expect(run.printed.contains("taking Saltwater (2019) for \"Saltwater\"; also:"), "\(run.printed)")
                #expect(run.printed.contains("Rated Saltwater (2019, 100016) 8/10"), "\(run.printed)")
            }
        }
    }

    /// Issue 58, item 7: `--year` narrows a title wherever one is asked, as `show` takes it;
    /// off a terminal each takes the year's Saltwater, where the best (2019) or your library's one
    /// would be taken without it.
    @Test func yearNarrowsATitleInEveryCommandThatAsksForAFilm() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let added = try await runner.ask(["watchlist", "add", "saltwater", "--year", "1999"])
                #expect(added.output.contains("Added Saltwater (1999, 100015)"), "\(added)")
                let watched = try await runner.ask(["watched", "Saltwater", "--year", "2019"])
                #expect(watched.output.contains("Logged Saltwater (2019, 100016)"), "\(watched)")
                let rated = try await runner.ask(["rate", "saltwater", "7", "--year", "1999"])
                #expect(rated.output.contains("Rated Saltwater (1999, 100015) 7/10"), "\(rated)")
                _ = try await runner.run(["list", "create", "Later"])
                let listed = try await runner.ask(["list", "add", "Later", "saltwater", "--year", "2019"])
                #expect(listed.output.contains("Added Saltwater (2019, 100016) to your list"), "\(listed)")
                let changed = try await runner.run(["diary", "change", "saltwater", "--year", "2019", "--tag", "sea"])
                #expect(
                    changed.status == 0 && changed.output.contains("Changed Saltwater (2019, 100016)"), "\(changed)")
            }
        }
    }

    /// Issue 58, item 6: stars. A bare rating of 5 or below for a film rated 7 or more is asked
    /// about on a terminal, read out of ten and said so off one; `4.5/5` and `--stars` are stars.
    @Test func aBareRatingThatCouldBeStarsIsAskedAboutOrSaidHowItWasRead() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await runner.ask(["rate", "100001", "8"])
                let piped = try await runner.ask(["rate", "100001", "4"])
                #expect(piped.output.contains("Rated The Paper Lantern (2016, 100001) 4/10, was 8/10."), "\(piped)")
                #expect(
                    piped.error.contains(
                        "read 4 as 4/10 (you rated the film 8/10 before); for 4 stars give --stars 4 (8/10)"),
                    "\(piped.error)")

                _ = try await runner.ask(["rate", "100001", "8"])
                let asked = try await onTerminal(["rate", "100001", "4.5"], typing: "2\n", runner)
                #expect(asked.status == 0 && asked.printed.contains("By 4.5 you mean:"), "\(asked.printed)")
                #expect(asked.printed.contains("Rated The Paper Lantern (2016, 100001) 9/10, was 8/10."))
                let cancelled = try await onTerminal(["rate", "100001", "3"], typing: "q\n", runner)
                #expect(cancelled.status == 2 && cancelled.printed.contains("no scale chosen"), "\(cancelled.printed)")

                let written = try await runner.ask(["rate", "100001", "3.5/5"])
                #expect(written.output.contains("100001) 7/10, was 9/10."), "\(written)")
                #expect(written.error.contains("read 3.5/5 as 3.5 stars: 7/10"), "\(written.error)")
                let watched = try await runner.ask(["watched", "100001", "--stars", "2.5"])
                #expect(watched.output.contains(", rated 5/10, was 7/10."), "\(watched)")
                let changed = try await runner.run(["diary", "change", "100001", "--date", "today", "--stars", "4"])
                #expect(changed.status == 0 && changed.output.contains("rated 8/10, was 5/10."), "\(changed)")
            }
        }
    }

    /// Issue 58, item 5: a title with a typo finds your library's film first, and says so; the
    /// commands that look in your diary alone forgive it too.
    @Test func aTitleWithATypoFindsYourLibrarysFilmAndSaysSo() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await runner.ask(["watched", "100010", "--date", "2026-11-01"])
                let again = try await runner.ask(["watched", "nothern signal", "--rewatch"])
                #expect(again.output.contains("Logged Northern Signal (2016, 100010)"), "\(again)")
                #expect(
                    again.error.contains(
                        "taking Northern Signal (2016, 100010) of your library for \"nothern signal\""),
                    "\(again.error)")
                let changed = try await runner.run([
                    "diary", "change", "northen signal", "--date", "2026-11-01", "--tag", "x",
                ])
                #expect(
                    changed.status == 0 && changed.output.contains("Changed Northern Signal (2016, 100010)"),
                    "\(changed)")
                // The commands that look in your library alone say the typo they forgave too.
                #expect(
                    changed.error.contains(
                        "taking Northern Signal (2016, 100010) of your library for \"northen signal\""),
                    "\(changed.error)")
                _ = try await runner.run(["list", "create", "faves"])
                let listed = try await runner.ask(["list", "add", "faves", "nothern signal"])
                #expect(listed.output.contains("Added Northern Signal (2016, 100010) to your list"), "\(listed)")
                _ = try await runner.ask(["watchlist", "add", "100010"])
                let removed = try await runner.run(["watchlist", "remove", "northern signl"])
                #expect(
                    removed.status == 0
                        && removed.error.contains(
                            "taking Northern Signal (2016, 100010) of your library for \"northern signl\""),
                    "\(removed)")
            }
        }
    }

    /// Issue 58, item 5: off a terminal, a title close to two films of your diary is refused in
    /// one line naming both (a terminal asks which: ChooserRunTests).
    @Test func aTypoCloseToTwoFilmsOfYourDiaryIsRefusedOffATerminalNamingThem() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await runner.ask(["watched", "100015", "--date", "2026-11-01"])
                _ = try await runner.ask(["watched", "100016", "--date", "2026-11-02"])
                let changed = try await runner.run(["diary", "change", "saltwatr", "--tag", "x"])
                #expect(changed.status == 64, "\(changed)")
                #expect(
                    changed.error.contains(
                        "2 films in your diary are titled \"saltwatr\": give the id of one of Saltwater (2019, 100016), "
                    ), "\(changed.error)")
            }
        }
    }

    @Test func aRatingThatReplacesAnotherSaysWhatItWas() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let first = try await runner.ask(["rate", "100001", "7"])
                #expect(first.status == 0 && first.output.contains("Rated The Paper Lantern (2016, 100001) 7/10."))
                #expect(!first.output.contains("was"), "a first rating replaced none: \(first.output)")

                let watched = try await runner.ask(["watched", "100001", "--rating", "6"])
                #expect(watched.status == 0, "\(watched.error)")
                #expect(watched.output.contains(", rated 6/10, was 7/10."), "\(watched.output)")

                let again = try await runner.ask(["rate", "100001", "8"])
                #expect(again.output.contains("Rated The Paper Lantern (2016, 100001) 8/10, was 6/10."), "\(again)")
                let same = try await runner.ask(["rate", "100001", "8"])
                #expect(same.output.contains("8/10.") && !same.output.contains("was"), "\(same.output)")
            }
        }
    }
}
