import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Your films are never lost: sixteen `movies` changing the library at once each keep their
/// change, and an import killed at random moments (after a random number of its writes) leaves
/// whole entries only, then completes to exactly what an import never interrupted gives.
@Suite(.serialized)
struct LibraryNeverLostRunTests {
    @Test func sixteenProcessesAddingRatingAndLoggingAtOnceKeepEveryChange() async throws {
        try await LibraryRunner.with(nil) { runner in
            // Each worker adds a film to the watchlist, rates another and logs a third, one
            // after the other; the sixteen workers start at once, on a library not made yet.
            let script = """
                "$1" watchlist add "$2" --offline && "$1" rate "$3" "$4" --offline && "$1" watched "$5" --on "$6" --offline
                """
            var workers: [LaunchedProcess] = []
            for index in 1...16 {
                var worker = runner.movies
                worker.prefix = ["sh", "-c", script, "sh"]
                let day = String(format: "2024-01-%02d", index)
                workers.append(
                    try worker.launch(
                        ["\(200_000 + index)", "\(300_000 + index)", "\(index % 10 + 1)", "\(400_000 + index)", day],
                        environment: runner.environment))
            }
            for worker in workers { await worker.exit() }
            #expect(workers.map(\.terminationStatus) == Array(repeating: 0, count: 16))

            let watchlist = try await runner.entries(["watchlist"])
            #expect(Set(LibraryJSON.ids(watchlist)) == Set((1...16).map { 200_000 + $0 }))
            let ratings = try await runner.entries(["ratings"])
            #expect(ratings.count == 16)
            for rating in ratings {
                let id = try #require(rating["id"] as? Int)
                #expect((300_001...300_016).contains(id) && rating["yourRating"] as? Int == (id - 300_000) % 10 + 1)
            }
            let diary = try await runner.entries(["diary"])
            let logged = diary.filter { $0["watchedOn"] is String }
            #expect(Set(logged.compactMap { $0["id"] as? Int }) == Set((1...16).map { 400_000 + $0 }))
            #expect(diary.count == 32, "a dated viewing for each log, and one seen on no day for each rating")
            let rows = try LibraryRows(of: runner.libraryFile)
            #expect(rows.integrity == "ok" && rows.films == 48)
        }
    }

    /// An export of ours with `films` films on the watchlist, two viewings of each of `films`
    /// others (one rated and tagged), and a rating of each of those: big enough that importing
    /// it makes thousands of writes, one transaction an entry.
    private static func largeArchive(films: Int) -> Data {
        let first = APIDate.parse("2000-01-01") ?? Date(timeIntervalSince1970: 946_684_800)
        func day(_ offset: Int) -> Date { first.addingTimeInterval(Double(offset) * 86_400) }
        var archive = LibraryArchive()
        for index in 0..<films {
            let wanted = LibraryFilm(
                source: .tmdb, id: 1_000_000 + index, title: "Wanted \(index)", year: 1950 + index % 70)
            archive.watchlist.append(.init(WatchlistEntry(film: wanted, added: day(index))))
            let seen = LibraryFilm(
                source: .tmdb, id: 2_000_000 + index, title: "Seen \(index)", year: 1950 + index % 70)
            archive.diary.append(
                .init(
                    Viewing(
                        film: seen, watchedOn: day(index), markedOn: day(index),
                        rating: YourRating(whole: index % 10 + 1),
                        tags: ["t\(index % 7)"])))
            archive.diary.append(
                .init(Viewing(film: seen, watchedOn: day(index + 400), markedOn: day(index + 400), rewatch: true)))
            archive.ratings.append(
                .init(FilmRating(film: seen, rating: YourRating(whole: index % 10 + 1)!, ratedOn: day(index))))
        }
        return LibraryArchive.encoded(archive)
    }

    @Test func anImportKilledAtTwentyRandomMomentsCompletesToEveryEntryExactlyOnce() async throws {
        try await withTemporaryFolder { folder in
            let films = 1200
            let file = folder.appendingPathComponent("films.json")
            try Self.largeArchive(films: films).write(to: file)
            let command = ["import", "json", file.path]

            // What an import never interrupted gives, and how many writes it makes.
            let whole = LibraryRunner(folder: folder.appendingPathComponent("whole"), server: nil)
            let (uninterrupted, fullRun) = try await whole.runCountingWrites(command)
            #expect(uninterrupted.status == 0, "\(uninterrupted.error)")
            #expect(fullRun > 100, "\(fullRun) write calls read from /proc")
            let expected = try await whole.run(["export", "json"]).output
            let expectedRows = try LibraryRows(of: whole.libraryFile)
            #expect(
                expectedRows.watchlist == films && expectedRows.viewings == 2 * films && expectedRows.ratings == films)

            let killed = LibraryRunner(folder: folder.appendingPathComponent("killed"), server: nil)
            let killedMidRun = try await killed.kill(
                command, rounds: 20, seed: 30, withinWrites: fullRun
            ) { round in
                let rows = try LibraryRows(of: killed.libraryFile)
                #expect(rows.integrity == "ok", "round \(round)")
                #expect(
                    rows.watchlist <= films && rows.viewings <= 2 * films && rows.ratings <= films,
                    "round \(round): an entry twice")
            }
            #expect(killedMidRun >= 10, "only \(killedMidRun) of 20 kills landed in imports of \(fullRun) writes")

            let finished = try await killed.run(command)
            #expect(finished.status == 0, "\(finished.error)")
            let rows = try LibraryRows(of: killed.libraryFile)
            #expect(rows.integrity == "ok")
            #expect(
                (rows.films, rows.watchlist, rows.viewings, rows.ratings)
                    == (expectedRows.films, expectedRows.watchlist, expectedRows.viewings, expectedRows.ratings))
            let export = try await killed.run(["export", "json"]).output
            #expect(export == expected, "the killed library's export differs from the uninterrupted one's")
        }
    }
}
