import Foundation
import MovieKitTestSupport
import Testing

/// Your watchlist, diary and ratings changed and listed by the built `movies`, its films TMDB's
/// as `movies-api --dialect tmdb` serves them over loopback: each list in every format with the
/// issue's keys, a film leaving the watchlist when seen, what `show` and the lists say of it,
/// and what works offline.
struct LibraryRunTests {
    /// Whether `text` is a day as the lists write one.
    private static func isDay(_ text: String) -> Bool {
        text.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil
    }

    /// A watchlist of Northern Signal, a rewatch of The Paper Lantern rated 9 and tagged, a
    /// viewing of Saltwater (2019) without a rating, and September Nights rated 7: made once by
    /// `movies` asking a fixture server, its files laid down for each test.
    private static let filledLibrary = MadeLibrary(askingTheFixtureServer: [
        ["watchlist", "add", "100010"],
        [
            "watched", "100001", "--date", "2024-12-24", "--rating", "9", "--rewatch", "--tag", "christmas", "--tag",
            "family",
        ],
        ["watched", "100016", "--date", "2024-05-18"],
        ["rate", "100020", "7"],
    ])

    private func fillLibrary(_ runner: LibraryRunner) async throws {
        try await Self.filledLibrary.lay(for: runner)
    }

    @Test func addsToTheWatchlistByIdAndByTitle() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let byID = try await runner.ask(["watchlist", "add", "100010"])
                #expect(byID.status == 0 && byID.output.contains("Added Northern Signal (2016, 100010)"), "\(byID)")
                let byTitle = try await runner.ask(["watchlist", "add", "Glass", "Meridian"])
                #expect(byTitle.status == 0 && byTitle.output.contains("Glass Meridian"), "\(byTitle)")

                let listed = try await runner.entries(["watchlist"])
                #expect(
                    LibraryJSON.ids(listed) == [100_013, 100_010] || LibraryJSON.ids(listed) == [100_010, 100_013])
                #expect(Set(listed.compactMap { $0["title"] as? String }) == ["Northern Signal", "Glass Meridian"])
                #expect(Set(listed.compactMap { $0["year"] as? Int }) == [2016, 2015])
                for entry in listed {
                    let added = try #require(entry["added"] as? String)
                    #expect(Self.isDay(added), "\(added)")
                }
            }
        }
    }

    @Test func aFilmAddedTwiceIsOnTheWatchlistOnce() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100010"]).status == 0)
                let again = try await runner.ask(["watchlist", "add", "Northern Signal"])
                #expect(again.status == 0 && again.output.contains("on your watchlist already"), "\(again)")
                #expect(LibraryJSON.ids(try await runner.entries(["watchlist"])) == [100_010])
            }
        }
    }

    @Test func listsTheDiaryAsJSONWithTheIssuesKeys() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillLibrary(runner)
                let diary = try await runner.entries(["diary"])
                // The last watched first, then the films seen without a day.
                #expect(LibraryJSON.ids(diary) == [100_001, 100_016, 100_020], "\(diary)")
                let rewatch = diary[0], plain = diary[1], undated = diary[2]
                #expect(rewatch["title"] as? String == "The Paper Lantern" && rewatch["year"] as? Int == 2016)
                #expect(rewatch["watchedOn"] as? String == "2024-12-24" && rewatch["rewatch"] as? Bool == true)
                #expect(rewatch["yourRating"] as? Int == 9 && rewatch["tags"] as? [String] == ["christmas", "family"])
                #expect(plain["watchedOn"] as? String == "2024-05-18" && plain["rewatch"] as? Bool == false)
                #expect(plain["yourRating"] == nil, "a rating only when given: \(plain)")
                #expect(plain["tags"] as? [String] == [])
                #expect(undated["watchedOn"] is NSNull, "rated, so seen without a day: \(undated)")
            }
        }
    }

    @Test func listsTheRatingsAsJSONWithTheIssuesKeys() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillLibrary(runner)
                let ratings = try await runner.entries(["ratings"])
                let byID = Dictionary(uniqueKeysWithValues: ratings.map { ($0["id"] as? Int ?? 0, $0) })
                #expect(Set(byID.keys) == [100_001, 100_020], "\(ratings)")
                #expect(byID[100_001]?["yourRating"] as? Int == 9 && byID[100_020]?["yourRating"] as? Int == 7)
                #expect(
                    byID[100_020]?["title"] as? String == "September Nights" && byID[100_020]?["year"] as? Int == 1974)
                for rating in ratings {
                    let ratedOn = try #require(rating["ratedOn"] as? String)
                    #expect(Self.isDay(ratedOn), "\(ratedOn)")
                }
            }
        }
    }

    /// Each list as a table and as CSV: its header, and a row naming each film.
    @Test(arguments: [
        (["watchlist"], "Added", "added,source,id,imdb_id,title,year", ["Northern Signal"]),
        (
            ["diary"], "Watched", "watched_on,marked_on,source,id,imdb_id,title,year,your_rating,rewatch,tags,review",
            ["The Paper Lantern", "Saltwater", "September Nights"]
        ),
        (
            ["ratings"], "Rating", "your_rating,rated_on,source,id,imdb_id,title,year",
            ["The Paper Lantern", "September Nights"]
        ),
    ])
    func listsEachListAsATableAndAsCSV(
        list: [String], tableHeader: String, csvHeader: String, titles: [String]
    )
        async throws
    {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillLibrary(runner)
                let table = try await runner.run(list)
                #expect(table.status == 0 && table.output.hasPrefix(tableHeader), "\(table)")
                #expect(table.output.split(separator: "\n").count == titles.count + 1, "\(table.output)")
                let csv = try await runner.run(list + ["--format", "csv"])
                let lines = csv.output.split(separator: "\r\n", omittingEmptySubsequences: false)
                #expect(csv.status == 0 && lines.first.map(String.init) == csvHeader, "\(csv.output)")
                #expect(lines.count == titles.count + 2 && lines.last == "", "one CRLF-ended record a film")
                for title in titles {
                    #expect(table.output.contains(title) && csv.output.contains(title), "\(title)")
                }
            }
        }
    }

    @Test func aFilmLoggedAsWatchedLeavesTheWatchlist() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100010"]).status == 0)
                #expect(try await runner.ask(["watchlist", "add", "100013"]).status == 0)
                let logged = try await runner.ask(["watched", "100010"])
                #expect(logged.status == 0 && logged.output.contains("Logged Northern Signal"), "\(logged)")
                #expect(LibraryJSON.ids(try await runner.entries(["watchlist"])) == [100_013])
            }
        }
    }

    @Test func ratingAFilmMarksItSeenAndTakesItOffTheWatchlist() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100010"]).status == 0)
                let rated = try await runner.ask(["rate", "100010", "8"])
                #expect(
                    rated.status == 0 && rated.output.contains("Rated Northern Signal (2016, 100010) 8/10"), "\(rated)")
                #expect(try await runner.entries(["watchlist"]).isEmpty)
                let diary = try await runner.entries(["diary"])
                #expect(LibraryJSON.ids(diary) == [100_010] && diary.first?["watchedOn"] is NSNull, "\(diary)")
            }
        }
    }

    @Test func removesAFilmFromTheWatchlistByTitleAskingNothing() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100010"]).status == 0)
                #expect(try await runner.ask(["watchlist", "add", "100022"]).status == 0)
                let asked = server.counts().total()
                let removed = try await runner.run(["watchlist", "remove", "northern signal", "--offline"])
                #expect(removed.status == 0 && removed.output.contains("Took Northern Signal"), "\(removed)")
                #expect(LibraryJSON.ids(try await runner.entries(["watchlist"])) == [100_022])
                #expect(server.counts().total() == asked)

                let absent = try await runner.run(["watchlist", "remove", "Northern Signal"])
                #expect(absent.status == 66 && absent.error.contains("is not on your watchlist"), "\(absent)")
            }
        }
    }

    @Test func showSaysWhatYourLibrarySaysOfAFilmInJSON() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillLibrary(runner)
                #expect(try await runner.ask(["watched", "100001", "--date", "2023-02-10"]).status == 0)
                let seen = try LibraryJSON.object(try await runner.ask(["show", "100001", "--format", "json"]).output)
                let yours = try #require(seen["yours"] as? [String: Any], "\(seen)")
                #expect(yours["onWatchlist"] as? Bool == false && yours["seen"] as? Bool == true)
                #expect(yours["rating"] as? Int == 9)
                #expect(yours["viewings"] as? [String] == ["2023-02-10", "2024-12-24"], "\(yours)")

                let wanted = try LibraryJSON.object(
                    try await runner.ask(["show", "100010", "--format", "json"]).output)
                let listed = try #require(wanted["yours"] as? [String: Any], "\(wanted)")
                #expect(listed["onWatchlist"] as? Bool == true && listed["seen"] as? Bool == false)
                #expect(listed["rating"] is NSNull && listed["viewings"] as? [String] == [])
            }
        }
    }

    @Test func showsPageHasAYoursLineOnlyForAFilmInYourLibrary() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillLibrary(runner)
                let page = try await runner.ask(["show", "100001"])
                #expect(page.status == 0, "\(page.error)")
                let line = page.output.split(separator: "\n").first { $0.contains("Yours") }
                #expect(
                    line?.contains("seen 2024-12-24") == true && line?.contains("rated 9/10") == true, "\(page.output)")
                let other = try await runner.ask(["show", "100002"])
                #expect(other.status == 0 && !other.output.contains("Yours"), "\(other.output)")
            }
        }
    }

    /// Issue 42: `show TITLE --offline` looked for the title in the cache alone, and took the most
    /// voted of the films so titled there, never the one of your library.
    @Test func showFindsATitleAmongYourLibrarysFilmsFirstOffline() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["search", "Saltwater"]).status == 0)
                #expect(try await runner.ask(["watched", "100015", "--date", "2024-05-18"]).status == 0)
                let shown = try await runner.run(["show", "Saltwater", "--offline", "--format", "json"])
                #expect(shown.status == 0, "\(shown.error)")
                let page = try LibraryJSON.object(shown.output)
                #expect(page["id"] as? Int == 100_015, "\(shown.output)")
                #expect((page["yours"] as? [String: Any])?["seen"] as? Bool == true, "\(shown.output)")
            }
        }
    }

    @Test func searchAndDiscoverMarkTheFilmsYouHaveSeen() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watched", "100004", "--date", "2024-01-01"]).status == 0)
                let search = try await runner.ask(["search", "Iron Harbor"])
                #expect(search.status == 0, "\(search.error)")
                let rows = search.output.split(separator: "\n").dropFirst()
                let marked = rows.filter { $0.contains("+ ") }
                #expect(marked.count == 1 && marked.first?.contains("+ Iron Harbor ") == true, "\(search.output)")
                #expect(rows.contains { $0.contains("Iron Harbor: Undertow") && !$0.contains("+ ") })

                let discover = try await runner.ask(["discover", "--genre", "Science Fiction", "--year", "2016"])
                #expect(discover.status == 0, "\(discover.error)")
                let found = discover.output.split(separator: "\n").dropFirst()
                #expect(found.contains { $0.contains("+ Iron Harbor") }, "\(discover.output)")
                #expect(found.contains { $0.contains("Northern Signal") && !$0.contains("+ ") }, "\(discover.output)")
            }
        }
    }

    @Test func addingATitleOfflineThatNothingCachedNamesSaysToGiveItsIdOrGoOnline() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let refused = try await runner.run(["watchlist", "add", "Northern Signal", "--offline"])
                #expect(refused.status == 66, "\(refused)")
                #expect(refused.error.contains("give its id, or go online"), "\(refused.error)")
                #expect(refused.error.split(separator: "\n").count == 1)
                #expect(server.counts().total() == 0)
                #expect(try await runner.entries(["watchlist"]).isEmpty)
            }
        }
    }

    @Test func aFilmAddedByIdOfflineIsListedByItsIdUntilShownOnline() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let kept = try await runner.run(["watchlist", "add", "100010", "--offline"])
                #expect(kept.status == 0 && kept.error.contains("not cached"), "\(kept)")
                #expect(server.counts().total() == 0)
                let table = try await runner.run(["watchlist"])
                #expect(table.output.contains("film 100010"), "\(table.output)")
                let untitled = try await runner.entries(["watchlist"])
                #expect(LibraryJSON.ids(untitled) == [100_010] && untitled.first?["title"] is NSNull, "\(untitled)")

                #expect(try await runner.ask(["show", "100010"]).status == 0)
                let titled = try await runner.run(["watchlist"])
                #expect(
                    titled.output.contains("Northern Signal") && !titled.output.contains("film 100010"), "\(titled)")
                #expect(try await runner.entries(["watchlist"]).first?["year"] as? Int == 2016)
            }
        }
    }
}
