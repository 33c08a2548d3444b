import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies import` of the fixture exports of `api-fixtures/imports/` (README there), their films
/// matched against `movies-api --dialect tmdb` over loopback: each gives exactly what the README
/// says, the zip what the folder gives, and a second import nothing more.
struct LibraryImportRunTests {
    /// An entry of a list in a few words, to compare with what the README expects: the film's
    /// id (or, unmatched, its title), then what the entry says.
    private static func film(_ film: LibraryFilm) -> String {
        film.id.map(String.init) ?? "unmatched \(film.title ?? "?")"
    }

    private static func watchlist(_ archive: LibraryArchive) -> Set<String> {
        Set(archive.watchlist.map { film($0.entry.film) })
    }

    private static func diary(_ archive: LibraryArchive) -> [String] {
        archive.diary.map { item in
            let viewing = item.viewing
            return [
                film(viewing.film), viewing.watchedOn.map(APIDate.format) ?? "seen",
                viewing.rating.map { "\($0)/10" } ?? "-", viewing.rewatch ? "rewatch" : "",
                viewing.tags.joined(separator: "|"), viewing.review == nil ? "" : "review",
            ].filter { !$0.isEmpty }.joined(separator: " ")
        }.sorted()
    }

    private static func ratings(_ archive: LibraryArchive) -> Set<String> {
        Set(archive.ratings.map { "\(film($0.rating.film)) \($0.rating.rating)" })
    }

    // What the README's "Expected result" table says of the Letterboxd export.
    private static let letterboxdWatchlist: Set = [
        "100010", "100018", "100013", "100022", #"unmatched =HYPERLINK("https://evil.example/","Click me")"#,
    ]
    private static let letterboxdDiary = [
        "100001 2023-02-10 8/10", "100001 2024-12-24 9/10 rewatch christmas|with family",
        "100002 2024-03-02 10/10 paris review", "100003 seen -", "100004 seen - review", "100015 2024-05-17 -",
        "100016 2024-05-18 8/10 double bill|\u{1B}]0;pwned\u{07}saltwater", "100017 2024-08-01 1/10 tokyo|trains",
        "100020 seen -", "unmatched A Film Nobody Has Made 2025-01-04 4/10",
    ].sorted()
    private static let letterboxdRatings: Set = [
        "100001 9", "100002 10", "100003 8", "100016 8", "100017 1", "100020 7", "unmatched A Film Nobody Has Made 4",
    ]

    private func importLetterboxd(_ file: URL, _ runner: LibraryRunner) async throws -> MoviesRun {
        let run = try await runner.ask(["import", "letterboxd", file.path])
        #expect(run.status == 0, "\(run.error)")
        return run
    }

    @Test func theLetterboxdFolderGivesTheWatchlistDiaryAndRatingsTheReadmeExpects() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await importLetterboxd(ImportFixtures.letterboxdFolder, runner)
                let archive = try await runner.archive()
                #expect(Self.watchlist(archive) == Self.letterboxdWatchlist)
                #expect(Self.diary(archive) == Self.letterboxdDiary, "\(Self.diary(archive))")
                #expect(Self.ratings(archive) == Self.letterboxdRatings)
            }
        }
    }

    @Test func theLetterboxdReviewsAreKeptOnTheirViewingAndUndated() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await importLetterboxd(ImportFixtures.letterboxdFolder, runner)
                let diary = try await runner.entries(["diary"])
                let reviewed = diary.filter { $0["review"] != nil }
                #expect(Set(reviewed.compactMap { $0["id"] as? Int }) == [100_002, 100_004], "\(reviewed)")
                let amelie = try #require(reviewed.first { $0["id"] as? Int == 100_002 })
                #expect(amelie["watchedOn"] as? String == "2024-03-02")
                let review = try #require(amelie["review"] as? String)
                #expect(
                    review.hasPrefix("<i>Amélie</i> winds every clock")
                        && review.hasSuffix("=1+1 is not a formula here."))
                #expect(
                    review.contains("the \"Studio 28\"; the projector\u{1B}]0;pwned\u{07}"),
                    "JSON keeps the text exactly")
                let ironHarbor = try #require(reviewed.first { $0["id"] as? Int == 100_004 })
                #expect(
                    ironHarbor["watchedOn"] is NSNull
                        && ironHarbor["review"] as? String == "Loud, long, and I'd \"watch\" it again.")
            }
        }
    }

    @Test func theLetterboxdSummaryNamesTheTwoFilmsNotMatched() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await importLetterboxd(ImportFixtures.letterboxdFolder, runner)
                #expect(run.output.hasPrefix("Imported from Letterboxd: watchlist 5 added"), "\(run.output)")
                let unmatched = try #require(run.error.split(separator: "\n").first { $0.contains("not matched") })
                #expect(unmatched.hasPrefix("2 films not matched"), "\(run.error)")
                #expect(unmatched.contains("A Film Nobody Has Made (1901)") && unmatched.contains("=HYPERLINK("))
            }
        }
    }

    @Test func theLetterboxdListsAndLikesBecomeYourListsAndNothingComesOfDeletedEntries() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await importLetterboxd(ImportFixtures.letterboxdFolder, runner)
                #expect(run.output.contains("lists 4 added"), "\(run.output)")
                let archive = try await runner.archive()
                let lists = archive.lists.map { item in
                    "\(item.list.name)\(item.list.ranked ? " (ranked)" : ""): "
                        + item.list.entries.map { "\($0.position) \($0.film.id.map(String.init) ?? "?")" }
                        .joined(separator: ", ")
                }
                #expect(
                    lists == [
                        "Films to show my nephew (ranked): 1 100005, 2 100023",
                        "Liked on Letterboxd: 1 100001, 2 100016",
                    ], "\(lists)")
                let nephew = try #require(archive.lists.first)
                let description = nephew.list.description ?? ""
                #expect(description.hasPrefix("Animated first,") && description.hasSuffix("then the war film."))
                for absent in [100_005, 100_023] {
                    #expect(!archive.watchlist.contains { $0.entry.film.id == absent })
                    #expect(!archive.diary.contains { $0.viewing.film.id == absent })
                }
                #expect(!archive.diary.contains { $0.viewing.watchedOn.map(APIDate.format) == "2024-10-11" })
                let show = try await runner.ask(["show", "100023", "--format", "json"])
                let yours = try LibraryJSON.object(show.output)["yours"] as? [String: Any]
                #expect(yours?["seen"] as? Bool == false && yours?["onWatchlist"] as? Bool == false, "\(show.output)")
                #expect(yours?["lists"] as? [String] == ["Films to show my nephew"], "\(show.output)")
            }
        }
    }

    @Test func theLetterboxdZipGivesWhatItsFolderGives() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let fromFolder = LibraryRunner(folder: folder.appendingPathComponent("folder"), server: server)
                let fromZip = LibraryRunner(folder: folder.appendingPathComponent("zip"), server: server)
                _ = try await importLetterboxd(ImportFixtures.letterboxdFolder, fromFolder)
                _ = try await importLetterboxd(ImportFixtures.letterboxdZip, fromZip)
                let zipped = try await fromZip.run(["export", "json"]),
                    unzipped = try await fromFolder.run(["export", "json"])
                #expect(zipped.status == 0 && !zipped.output.isEmpty)
                #expect(zipped.output == unzipped.output)
            }
        }
    }

    @Test(arguments: [ImportFixtures.letterboxdFolder, ImportFixtures.letterboxdZip])
    func importingTheSameLetterboxdExportTwiceChangesNothingAndAsksOnlyOnCondition(file: URL) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await importLetterboxd(file, runner)
                let before = try await runner.run(["export", "json"])
                let searched = server.counts().movieSearches(status: 200), asked = server.counts().movieSearches()
                #expect(searched > 0)

                let again = try await importLetterboxd(file, runner)
                #expect(
                    again.output.hasPrefix(
                        "Imported from Letterboxd: watchlist 0 added, 5 already there; diary 0 added, 17 already there; ratings 0 added, 7 already there; lists 0 added, 4 already there."
                    ), "\(again.output)")
                #expect(try await runner.run(["export", "json"]).output == before.output)
                // Asked again only on condition (each answered 304 Not Modified), if at all.
                #expect(server.counts().movieSearches(status: 200) == searched)
                #expect(server.counts().movieSearches(status: 304) == server.counts().movieSearches() - asked)
            }
        }
    }

    /// What an IMDb export gives, as the README's tables say.
    struct IMDbCase: Sendable, CustomTestStringConvertible {
        let file: URL
        let ratings: Set<String>
        let watchlist: Set<String>
        let skipped: [String]
        let unmatched: String
        /// The rows not skipped: each asked of `find` once.
        let finds: Int

        var testDescription: String { file.lastPathComponent }
    }

    static let imdbCases = [
        IMDbCase(
            file: ImportFixtures.imdbRatings,
            ratings: [
                "100001 9", "100026 5", "100016 8", "100015 6", "100002 8", "100009 7", "100024 6", "100013 10",
                "100017 1", "unmatched The Film TMDB Lost 7",
            ], watchlist: [], skipped: ["Harbor Nights (TV Series)", "Harbor Nights: The Long Night (TV Episode)"],
            unmatched: "The Film TMDB Lost", finds: 10),
        IMDbCase(
            file: ImportFixtures.imdbRatingsOld,
            ratings: [
                "100001 9", "100026 5", "100016 8", "100015 6", "100009 7", "100024 6", "100013 10",
                "unmatched The Film TMDB Lost 7",
            ], watchlist: [], skipped: ["Harbor Nights (tvSeries)", "Harbor Nights: The Long Night (tvEpisode)"],
            unmatched: "The Film TMDB Lost", finds: 8),
        IMDbCase(
            file: ImportFixtures.imdbWatchlist, ratings: [],
            watchlist: ["100010", "100018", "100021", "100022", "unmatched Another Film TMDB Lost"],
            skipped: ["Harbor Nights (TV Series)"], unmatched: "Another Film TMDB Lost", finds: 5),
    ]

    @Test(arguments: imdbCases)
    func anIMDbExportGivesWhatTheReadmeExpectsMatchedByItsIds(expected: IMDbCase) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let run = try await runner.ask(["import", "imdb", expected.file.path])
                #expect(run.status == 0, "\(run.error)")
                let archive = try await runner.archive()
                #expect(Self.ratings(archive) == expected.ratings)
                #expect(Self.watchlist(archive) == expected.watchlist)
                // A rating says the film was seen, on no day: a viewing without a date each.
                let seen = archive.diary.map {
                    Self.film($0.viewing.film) + ($0.viewing.watchedOn == nil ? "" : " dated")
                }
                let rated = expected.ratings.map { $0.split(separator: " ").dropLast().joined(separator: " ") }
                #expect(seen.sorted() == rated.sorted())
                #expect(server.counts().finds() == expected.finds && server.counts().movieSearches() == 0)

                let lines = run.error.split(separator: "\n")
                let skipped = try #require(lines.first { $0.hasPrefix("left out") }, "\(run.error)")
                #expect(expected.skipped.allSatisfy(skipped.contains), "\(skipped)")
                let unmatched = try #require(lines.first { $0.contains("not matched") }, "\(run.error)")
                #expect(unmatched.hasPrefix("1 film not matched") && unmatched.contains(expected.unmatched))
            }
        }
    }

    @Test func aTVSpecialIsAskedOfFindAndTakenOnlyAsAFilm() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                // TMDB files a TV special as a film or as TV: Night Garden is a film there, Harbor
                // Nights a show.
                let file = runner.libraryFile.deletingLastPathComponent().appendingPathComponent("ratings.csv")
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(
                    """
                    Const,Your Rating,Date Rated,Title,Title Type,Year
                    tt9100025,7,2025-01-02,"Night Garden",TV Special,2021
                    tt9200001,9,2025-01-01,"Harbor Nights",TV Special,2016

                    """.utf8
                ).write(to: file)
                let run = try await runner.ask(["import", "imdb", file.path])
                #expect(run.status == 0 && !run.error.contains("left out"), "\(run)")
                #expect(Self.ratings(try await runner.archive()) == ["100025 7", "unmatched Harbor Nights 9"])
                #expect(server.counts().finds() == 2)
            }
        }
    }

    @Test func anIMDbExportCannotBeMatchedInTheDemoCatalogue() async throws {
        try await LibraryRunner.with(nil) { runner in
            let refused = try await runner.run(["import", "imdb", ImportFixtures.imdbRatings.path, "--source", "demo"])
            #expect(refused.status == 64, "\(refused)")
            #expect(
                refused.error.contains("cannot import from IMDb") && refused.error.split(separator: "\n").count == 1)
            #expect(try await runner.archive() == LibraryArchive())
        }
    }
}
