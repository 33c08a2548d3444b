import Foundation
import MovieKitTestSupport
import Testing

/// Your lists say what they did (issue 43, items 6 and 10), by the built `movies` against
/// `movies-api --dialect tmdb` over loopback: logging a viewing or a rating takes the film off
/// your watchlist whatever the day, and a line says so; an import says which watchlist entries it
/// left off and why, never "already there" for a film not on it; the day of `watched` is
/// `--date`, `--on DAY` still taken with a note, `--on` given a service refused saying so.
struct LibraryListsSayRunTests {
    @Test func aViewingOfADayBeforeTheFilmWasAddedTakesItOffTheWatchlistAndSaysSo() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100010"]).status == 0)
                #expect(try await runner.ask(["watchlist", "add", "100013"]).status == 0)
                let logged = try await runner.ask(["watched", "100010", "--date", "2024-05-01"])
                #expect(logged.status == 0, "\(logged.error)")
                #expect(
                    logged.output.contains("Took Northern Signal (2016, 100010) off your watchlist, seen."),
                    "\(logged.output)")
                #expect(LibraryJSON.ids(try await runner.entries(["watchlist"])) == [100_013])

                let again = try await runner.ask(["watched", "100010", "--date", "yesterday"])
                #expect(again.status == 0 && !again.output.contains("watchlist"), "only when it was on it: \(again)")
            }
        }
    }

    @Test func ratingAFilmSaysItWasMarkedSeenAndTakenOffTheWatchlist() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100013"]).status == 0)
                let rated = try await runner.ask(["rate", "100013", "7"])
                #expect(rated.status == 0, "\(rated.error)")
                let lines = rated.output.split(separator: "\n").map(String.init)
                #expect(
                    lines == [
                        "Rated Glass Meridian (2015, 100013) 7/10.",
                        "Marked Glass Meridian (2015, 100013) seen in your diary, no day.",
                        "Took Glass Meridian (2015, 100013) off your watchlist, seen.",
                    ], "\(rated.output)")
                let again = try await runner.ask(["rate", "100013", "8"])
                #expect(again.output.split(separator: "\n").count == 1, "nothing else changed: \(again.output)")
            }
        }
    }

    @Test func aLetterboxdImportSaysItLeftOffAFilmSeenSinceNotThatItWasThere() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                // Northern Signal is on the export's watchlist, added 2023-01-14; seen here since.
                #expect(try await runner.ask(["watched", "100010"]).status == 0)
                // Glass Meridian is on it too, added 2024-06-10; taken off here since.
                #expect(try await runner.ask(["watchlist", "add", "100013"]).status == 0)
                #expect(try await runner.run(["watchlist", "remove", "100013"]).status == 0)

                let run = try await runner.ask(["import", "letterboxd", ImportFixtures.letterboxdFolder.path])
                #expect(run.status == 0, "\(run.error)")
                let counts = try #require(run.output.split(separator: "\n").first.map(String.init))
                #expect(
                    counts.hasPrefix(
                        "Imported from Letterboxd: watchlist 3 added, 1 left off, seen since added, 1 left off, removed here since;"
                    ), "\(counts)")
                #expect(!counts.contains("watchlist 3 added, 2 already there"), "\(counts)")
                let watchlist = LibraryJSON.ids(try await runner.entries(["watchlist"]))
                #expect(!watchlist.contains(100_010) && !watchlist.contains(100_013), "\(watchlist)")
            }
        }
    }

    @Test func anImportSaysWhichRatingsItReplacedAndWhichFilmsLeftTheWatchlist() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["rate", "100001", "7"]).status == 0)
                #expect(try await runner.ask(["watchlist", "add", "100016"]).status == 0)
                let ratedOn = try #require(try await runner.entries(["ratings"]).first?["ratedOn"] as? String)
                let file = runner.libraryFile.deletingLastPathComponent().appendingPathComponent("ratings.csv")
                try Data(
                    "Const,Your Rating,Date Rated,Title\ntt9100001,9,\(ratedOn),\"The Paper Lantern\"\ntt9100016,8,\(ratedOn),\"Saltwater\"\n"
                        .utf8
                ).write(to: file)

                let run = try await runner.ask(["import", "imdb", file.path])
                #expect(run.status == 0, "\(run.error)")
                #expect(
                    run.error.contains("replaced 1 rating: The Paper Lantern (2016, 100001) 9/10, was 7/10"),
                    "\(run.error)")
                #expect(
                    run.error.contains("took 1 film off your watchlist, seen: Saltwater (2019, 100016)"),
                    "\(run.error)")
                #expect(try await runner.entries(["watchlist"]).isEmpty)
            }
        }
    }

    @Test func theDayOfAViewingIsGivenWithDate() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let logged = try await runner.ask(["watched", "100001", "--date", "2024-12-24"])
                #expect(logged.status == 0 && logged.output.contains("watched 2024-12-24"), "\(logged)")
                #expect(logged.error.isEmpty, "\(logged.error)")
                let diary = try await runner.entries(["diary"])
                #expect(diary.first?["watchedOn"] as? String == "2024-12-24", "\(diary)")

                let help = try await runner.run(["watched", "--help"])
                #expect(help.output.contains("--date <day>") && !help.output.contains("--on <"), "\(help.output)")
            }
        }
    }

    @Test func onADayIsStillTakenWithANoteThatItIsNowDate() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let logged = try await runner.ask(["watched", "100001", "--on", "2024-12-25"])
                #expect(logged.status == 0 && logged.output.contains("watched 2024-12-25"), "\(logged)")
                #expect(logged.error == "--on 2024-12-25 is now --date 2024-12-25\n", "\(logged.error)")
            }
        }
    }

    @Test(arguments: [
        (
            ["--on", "netflix"],
            "--on is the day you watched it here, not a service (that is discover's --on); give the day with --date, like --date 2026-11-20 or --date yesterday; got \"netflix\""
        ),
        (["--on", "2024-12-25", "--date", "2024-12-25"], "give the day once, with --date (--on is its old name)"),
        (["--date", "netflix"], "--date takes a day as yyyy-MM-dd, today or yesterday; got \"netflix\""),
    ])
    func aDayThatIsNotOneIsRefusedSayingWhatToGive(given: [String], said: String) async throws {
        try await LibraryRunner.with(nil) { runner in
            let run = try await runner.run(["watched", "Moonlight"] + given)
            #expect(run.status == 64, "\(given): \(run)")
            #expect(run.error.contains(said), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: runner.libraryFile.path))
        }
    }
}
