import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Your diary undone and corrected by the built `movies` (issue 43): a viewing removed or
/// changed (its day, rating, tags, review), a review written when logging, and ratings in
/// halves, each refusal one line with exit status 64 and nothing written.
struct DiaryEditRunTests {
    /// The Paper Lantern watched twice (2023-02-10, and 2024-12-24 rated 9, tagged), Saltwater
    /// once (2024-05-18, rated 7, tagged christmas): made once by `movies` asking a fixture
    /// server, its files laid down for each test.
    private static let filledDiary = MadeLibrary(askingTheFixtureServer: [
        ["watched", "100001", "--on", "2023-02-10"],
        ["watched", "100001", "--on", "2024-12-24", "--rating", "9", "--tag", "family"],
        ["watched", "100016", "--on", "2024-05-18", "--rating", "7", "--tag", "christmas", "--tag", "rain"],
    ])

    private func fillDiary(_ runner: LibraryRunner) async throws {
        try await Self.filledDiary.lay(for: runner)
    }

    /// The diary's entries of film `id`, as JSON.
    private func viewings(of id: Int, _ runner: LibraryRunner) async throws -> [[String: Any]] {
        try await runner.entries(["diary"]).filter { $0["id"] as? Int == id }
    }

    // MARK: Ratings in halves

    @Test func aRatingTakesHalvesAndIsShownAsTheyAre() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let rated = try await runner.ask(["rate", "100001", "8.5"])
                #expect(
                    rated.status == 0 && rated.output.contains("The Paper Lantern (2016, 100001) 8.5/10"), "\(rated)")
                let logged = try await runner.ask(["watched", "100016", "--on", "2024-05-18", "--rating", "0.5"])
                #expect(logged.status == 0 && logged.output.contains("rated 0.5/10"), "\(logged)")

                let ratings = try await runner.entries(["ratings"])
                let byID = Dictionary(uniqueKeysWithValues: ratings.map { ($0["id"] as? Int ?? 0, $0) })
                #expect(byID[100_001]?["yourRating"] as? Double == 8.5, "\(ratings)")
                #expect(byID[100_016]?["yourRating"] as? Double == 0.5, "\(ratings)")
                let table = try await runner.run(["ratings"])
                #expect(table.output.contains("8.5/10") && table.output.contains("0.5/10"), "\(table.output)")
                let diary = try await runner.run(["diary"])
                #expect(diary.output.contains("0.5/10"), "\(diary.output)")
                let csv = try await runner.run(["ratings", "--format", "csv"])
                #expect(csv.output.contains("\r\n8.5,"), "\(csv.output)")

                let page = try LibraryJSON.object(try await runner.ask(["show", "100001", "--format", "json"]).output)
                #expect((page["yours"] as? [String: Any])?["rating"] as? Double == 8.5, "\(page)")
            }
        }
    }

    @Test func aWholeRatingIsStillWrittenAsAWholeNumber() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["rate", "100001", "8"]).status == 0)
                let exported = try await runner.run(["export", "json"])
                #expect(exported.output.contains(#""yourRating" : 8"# + "\n"), "\(exported.output)")
                #expect(!exported.output.contains("8.0"), "\(exported.output)")
            }
        }
    }

    /// A rating out of range, or not in halves, for each command that takes one.
    @Test(arguments: [
        (["rate", "100001", "11"], "11"), (["rate", "100001", "0"], "0"), (["rate", "100001", "7.3"], "7.3"),
        (["watched", "100001", "--rating", "11"], "11"), (["watched", "100001", "--rating", "7.3"], "7.3"),
        (["watched", "100001", "--rating", "0"], "0"),
        (["diary", "change", "100016", "--rating", "11"], "11"),
        (["diary", "change", "100016", "--rating", "7.3"], "7.3"),
    ])
    func aRatingOutOfRangeOrNotInHalvesIsRefusedInOurWords(command: [String], given: String) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let before = runner.libraryBytes()
                let refused = try await runner.ask(command)
                #expect(refused.status == 64, "\(refused)")
                #expect(
                    refused.error.contains("takes 0.5 to 10 in halves, like 7 or 8.5 (got \(given))"),
                    "\(refused.error)")
                #expect(refused.error.split(separator: "\n").first?.contains("halves") == true, "\(refused.error)")
                #expect(runner.libraryBytes() == before)
            }
        }
    }

    // MARK: Removing a viewing

    // A refusal once the library is open to be changed is compared by what the library holds:
    // opening it to change it rewrites its header (as `watchlist remove` of a film not on it
    // does), never an entry.

    @Test func removesAFilmsOnlyViewingByIdLeavingATombstone() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let id = try #require(try await viewings(of: 100_016, runner).first?["viewingID"] as? String)
                let removed = try await runner.run(["diary", "remove", "100016"])
                #expect(removed.status == 0, "\(removed)")
                #expect(
                    removed.output == "Removed Saltwater (2019, 100016), watched 2024-05-18, from your diary.\n",
                    "\(removed.output)")
                #expect(try await viewings(of: 100_016, runner).isEmpty)
                #expect(try await viewings(of: 100_001, runner).count == 2)
                let export = try LibraryJSON.object(try await runner.run(["export", "json"]).output)
                let removals = try #require(export["removals"] as? [[String: Any]])
                #expect(
                    removals.contains { $0["removed"] as? String == "viewing" && $0["viewingID"] as? String == id },
                    "\(removals)")
            }
        }
    }

    @Test func removesOneViewingByTitleAndDay() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let removed = try await runner.run(["diary", "remove", "The Paper Lantern", "--date", "2023-02-10"])
                #expect(removed.status == 0, "\(removed)")
                #expect(removed.output.contains("Removed The Paper Lantern (2016, 100001), watched 2023-02-10"))
                let left = try await viewings(of: 100_001, runner)
                #expect(left.map { $0["watchedOn"] as? String } == ["2024-12-24"], "\(left)")
            }
        }
    }

    @Test func theDayMayStillBeGivenWithOnWithANote() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let removed = try await runner.run(["diary", "remove", "100001", "--on", "2024-12-24"])
                #expect(removed.status == 0 && removed.error.contains("--date"), "\(removed)")
                let left = try await viewings(of: 100_001, runner)
                #expect(left.map { $0["watchedOn"] as? String } == ["2023-02-10"], "\(left)")
            }
        }
    }

    /// `seen` names a viewing without a day; any other day is read as `watched --date` reads it,
    /// a service given to `--on` refused in the same words.
    @Test func aViewingWithoutADayIsSeenAndADayIsReadAsWatchedReadsIt() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["rate", "100002", "8"]).status == 0)
                #expect(try await runner.ask(["watched", "100002", "--date", "2024-01-01"]).status == 0)
                let removed = try await runner.run(["diary", "remove", "100002", "--date", "seen"])
                #expect(removed.status == 0, "\(removed)")
                let left = try await viewings(of: 100_002, runner)
                #expect(left.map { $0["watchedOn"] as? String } == ["2024-01-01"], "\(left)")

                let before = try await runner.archive()
                let refused = try await runner.run(["diary", "remove", "100002", "--on", "netflix"])
                #expect(refused.status == 64, "\(refused)")
                #expect(
                    refused.error.hasPrefix(
                        "error: --on is the day you watched it here, not a service (that is discover's --on)"),
                    "\(refused.error)")
                #expect(try await runner.archive() == before)
            }
        }
    }

    @Test func aFilmWatchedSeveralTimesIsNotRemovedWithoutADay() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let before = try await runner.archive()
                let refused = try await runner.run(["diary", "remove", "100001"])
                #expect(refused.status == 64, "\(refused)")
                #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error)")
                #expect(
                    refused.error.contains("2024-12-24") && refused.error.contains("2023-02-10")
                        && refused.error.contains("--date"), "\(refused.error)")
                #expect(try await runner.archive() == before)
                #expect(try await viewings(of: 100_001, runner).count == 2)
            }
        }
    }

    @Test func aDayWithNoViewingIsRefusedNamingTheDaysThereAre() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let before = try await runner.archive()
                let refused = try await runner.run(["diary", "remove", "100016", "--date", "2024-05-19"])
                #expect(refused.status == 66, "\(refused)")
                #expect(refused.error.contains("2024-05-18"), "\(refused.error)")
                #expect(try await runner.archive() == before)
                let absent = try await runner.run(["diary", "remove", "100010"])
                #expect(absent.status == 66 && absent.error.contains("not in your diary"), "\(absent)")
            }
        }
    }

    // MARK: Changing a viewing

    @Test func changesAViewingsDay() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let before = try #require(try await viewings(of: 100_016, runner).first)
                let changed = try await runner.run(["diary", "change", "Saltwater", "--to-date", "2024-05-19"])
                #expect(changed.status == 0, "\(changed)")
                #expect(
                    changed.output == "Changed Saltwater (2019, 100016), watched 2024-05-18: now watched 2024-05-19.\n",
                    "\(changed.output)")
                let after = try #require(try await viewings(of: 100_016, runner).first)
                #expect(after["watchedOn"] as? String == "2024-05-19")
                #expect(after["viewingID"] as? String == before["viewingID"] as? String)
                #expect(after["tags"] as? [String] == ["christmas", "rain"] && after["yourRating"] as? Int == 7)
                let was = try #require(before["changedAt"] as? String),
                    now = try #require(after["changedAt"] as? String)
                #expect(now > was, "\(was) then \(now)")
            }
        }
    }

    @Test func changesAViewingsRatingWhichBecomesTheFilms() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let changed = try await runner.run(["diary", "change", "100016", "--rating", "8.5"])
                #expect(changed.status == 0 && changed.output.contains("rated 8.5/10, was 7/10"), "\(changed)")
                #expect(try await viewings(of: 100_016, runner).first?["yourRating"] as? Double == 8.5)
                let rating = try await runner.entries(["ratings"]).first { $0["id"] as? Int == 100_016 }
                #expect(rating?["yourRating"] as? Double == 8.5)

                let cleared = try await runner.run(["diary", "change", "100016", "--no-rating"])
                #expect(cleared.status == 0 && cleared.output.contains("rating taken away"), "\(cleared)")
                #expect(try await viewings(of: 100_016, runner).first?["yourRating"] == nil)
            }
        }
    }

    @Test func changesAViewingsTagsLeavingATombstoneOfATagTakenOff() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let changed = try await runner.run([
                    "diary", "change", "100016", "--tag", "cinema", "--untag", "christmas",
                ])
                #expect(changed.status == 0, "\(changed)")
                #expect(changed.output.contains("tagged cinema") && changed.output.contains("untagged christmas"))
                #expect(try await viewings(of: 100_016, runner).first?["tags"] as? [String] == ["rain", "cinema"])
                let export = try LibraryJSON.object(try await runner.run(["export", "json"]).output)
                let removals = try #require(export["removals"] as? [[String: Any]])
                #expect(
                    removals.contains { $0["removed"] as? String == "tag" && $0["tag"] as? String == "christmas" },
                    "\(removals)")
            }
        }
    }

    @Test func changesAViewingsReviewAndTakesItAway() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let written = try await runner.run([
                    "diary", "change", "100001", "--date", "2024-12-24", "--review", "Better the second time.",
                ])
                #expect(written.status == 0 && written.output.contains("review written"), "\(written)")
                let reviewed = try await viewings(of: 100_001, runner).first {
                    $0["watchedOn"] as? String == "2024-12-24"
                }
                #expect(reviewed?["review"] as? String == "Better the second time.")
                let other = try await viewings(of: 100_001, runner).first { $0["watchedOn"] as? String == "2023-02-10" }
                #expect(other?["review"] == nil)

                let cleared = try await runner.run(["diary", "change", "100001", "--date", "2024-12-24", "--no-review"])
                #expect(cleared.status == 0 && cleared.output.contains("review taken away"), "\(cleared)")
                let after = try await viewings(of: 100_001, runner).first { $0["watchedOn"] as? String == "2024-12-24" }
                #expect(after?["review"] == nil, "\(String(describing: after))")
            }
        }
    }

    @Test func aChangeOfAFilmWatchedSeveralTimesNeedsADay() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let before = try await runner.archive()
                let refused = try await runner.run(["diary", "change", "100001", "--rating", "6"])
                #expect(refused.status == 64 && refused.error.contains("--date"), "\(refused)")
                #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error)")
                #expect(try await runner.archive() == before)
            }
        }
    }

    @Test(arguments: [
        ["diary", "change", "100016"], ["diary", "change", "100016", "--rating", "7", "--no-rating"],
        ["diary", "change", "100016", "--review", "x", "--no-review"],
        ["diary", "change", "100016", "--to-date", "2999-01-01"], ["diary", "change", "100016", "--tag", " "],
    ])
    func aChangeThatSaysNothingOrContradictsItselfIsAUsageError(command: [String]) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillDiary(runner)
                let before = runner.libraryBytes()
                let refused = try await runner.run(command)
                #expect(refused.status == 64, "\(refused)")
                #expect(runner.libraryBytes() == before)
            }
        }
    }

    // MARK: A review when logging

    @Test func aReviewWrittenWhenLoggingIsKeptWithTheViewing() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let logged = try await runner.ask([
                    "watched", "100016", "--on", "2024-05-18", "--review", "Salt, rain and a \"lighthouse\".",
                ])
                #expect(logged.status == 0, "\(logged)")
                let viewing = try #require(try await viewings(of: 100_016, runner).first)
                #expect(viewing["review"] as? String == "Salt, rain and a \"lighthouse\".")
                let csv = try await runner.run(["diary", "--format", "csv"])
                #expect(csv.output.contains(#","Salt, rain and a ""lighthouse"".""# + "\r\n"), "\(csv.output)")
                let archive = try await runner.archive()
                #expect(archive.diary.first?.viewing.review == "Salt, rain and a \"lighthouse\".")
            }
        }
    }
}
