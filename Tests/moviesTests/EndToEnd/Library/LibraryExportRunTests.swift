import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies export` after an import of the fixture Letterboxd export (films matched against
/// `movies-api --dialect tmdb` over loopback): JSON that imports into a new library to the same
/// lists with no network, Letterboxd's CSV with stars and its formulas defused, and the hostile
/// text of the export never shown raw.
struct LibraryExportRunTests {
    /// A library made from the fixture Letterboxd export, an IMDb ratings export, and a film
    /// added by id offline (no title yet).
    private func fillLibrary(_ runner: LibraryRunner) async throws {
        for arguments in [
            ["import", "letterboxd", ImportFixtures.letterboxdFolder.path],
            ["import", "imdb", ImportFixtures.imdbRatings.path],
            ["watchlist", "add", "100025", "--offline"],
        ] {
            let run = try await runner.ask(arguments)
            #expect(run.status == 0, "\(arguments): \(run.error)")
        }
    }

    @Test func aJSONExportImportsIntoANewLibraryToTheSameExportAskingNothing() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let original = LibraryRunner(folder: folder.appendingPathComponent("original"), server: server)
                try await fillLibrary(original)
                let file = folder.appendingPathComponent("films.json")
                let written = try await original.run(["export", "json", "--output", file.path])
                #expect(written.status == 0 && written.output.isEmpty && written.error.contains("wrote"), "\(written)")
                let exported = try String(contentsOf: file, encoding: .utf8)
                #expect(exported == (try await original.run(["export", "json"])).output)

                let asked = server.counts().total()
                let restored = LibraryRunner(folder: folder.appendingPathComponent("restored"), server: server)
                let imported = try await restored.ask(["import", "json", file.path])
                #expect(imported.status == 0, "\(imported.error)")
                #expect(server.counts().total() == asked, "an export of ours needs no network")
                let again = try await restored.run(["export", "json"])
                #expect(again.output == exported, "\(again.output)")
            }
        }
    }

    @Test func aJSONExportImportsWithNoServerToAsk() async throws {
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("films.json")
            let stopped = try await withTMDBServer { server in
                let original = LibraryRunner(folder: folder.appendingPathComponent("original"), server: server)
                try await fillLibrary(original)
                #expect(try await original.run(["export", "json", "--output", file.path]).status == 0)
                return server.baseURL
            }
            // The server is stopped: nothing answers at its address now.
            let restored = LibraryRunner(folder: folder.appendingPathComponent("restored"), apiURL: stopped)
            let imported = try await restored.ask(["import", "json", file.path])
            #expect(imported.status == 0 && !imported.error.contains("could not"), "\(imported)")
            #expect(try await restored.run(["export", "json"]).output == String(contentsOf: file, encoding: .utf8))
        }
    }

    @Test func anUnmatchedFilmKeepsItsSourceAndIMDbIdWhateverSourceImportsIt() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let original = LibraryRunner(folder: folder.appendingPathComponent("original"), server: server)
                #expect(try await original.ask(["import", "imdb", ImportFixtures.imdbRatings.path]).status == 0)
                let file = folder.appendingPathComponent("films.json")
                #expect(try await original.run(["export", "json", "--output", file.path]).status == 0)

                let restored = LibraryRunner(folder: folder.appendingPathComponent("restored"), server: server)
                let imported = try await restored.run(["import", "json", file.path, "--source", "demo"])
                #expect(imported.status == 0, "\(imported.error)")
                #expect(try await restored.entries(["ratings", "--source", "demo"]).isEmpty)
                let ratings = try await restored.entries(["ratings"])
                let lost = try #require(ratings.first { $0["id"] is NSNull }, "\(ratings)")
                #expect(lost["title"] as? String == "The Film TMDB Lost" && lost["imdbID"] as? String == "tt9199999")
                #expect(lost["source"] as? String == "tmdb")
            }
        }
    }

    @Test func theLetterboxdExportHasItsHeaderAndARowPerViewingWithStars() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await runner.ask(["import", "letterboxd", ImportFixtures.letterboxdFolder.path])
                let export = try await runner.run(["export", "letterboxd"])
                #expect(export.status == 0, "\(export.error)")
                let records = export.output.components(separatedBy: "\r\n")
                #expect(records.first == "Title,Year,tmdbID,imdbID,WatchedDate,Rating,Rewatch,Tags,Review")
                // Ten viewings (seven dated, three seen without a day), then the five films on the
                // watchlist; a review's line breaks do not break its record.
                #expect(records.count == 1 + 15 + 1 && records.last == "", "\(export.output)")
                #expect(
                    records.contains(#"The Paper Lantern,2016,100001,,2024-12-24,4.5,Yes,"christmas, with family","#))
                #expect(records.contains("The Paper Lantern,2016,100001,,2023-02-10,4,,,"))
                #expect(records.contains(#"Café Lumière,2003,100017,,2024-08-01,0.5,,"tokyo, trains","#))
                #expect(records.contains("September Nights,1974,100020,,,3.5,,,"), "seen on no day, rated 7")
                #expect(records.contains("Northern Signal,2016,100010,,,,,,"))
            }
        }
    }

    @Test func theLetterboxdExportWritesAFormulaTitleAsText() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await runner.ask(["import", "letterboxd", ImportFixtures.letterboxdFolder.path])
                let export = try await runner.run(["export", "letterboxd"])
                let records = export.output.components(separatedBy: "\r\n")
                #expect(
                    records.contains(#""'=HYPERLINK(""https://evil.example/"",""Click me"")",2020,,,,,,,"#),
                    "\(export.output)")
                let starts = records.dropFirst().compactMap(\.first)
                #expect(!starts.contains { CSVFormulaStart.characters.contains($0) }, "\(export.output)")
            }
        }
    }

    @Test(arguments: [
        ["export", "letterboxd"], ["export", "json"], ["diary"], ["diary", "--format", "csv"], ["watchlist"],
        ["watchlist", "--format", "csv"],
    ])
    func hostileTextFromAnImportNeverReachesTheTerminalRaw(command: [String]) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let imported = try await runner.ask(["import", "letterboxd", ImportFixtures.letterboxdFolder.path])
                #expect(!imported.output.hasTerminalControl && !imported.error.hasTerminalControl)
                let shown = try await runner.run(command)
                #expect(shown.status == 0 && !shown.output.isEmpty, "\(shown.error)")
                #expect(!shown.output.hasTerminalControl, "\(shown.output.debugDescription)")
                #expect(!shown.error.hasTerminalControl)
            }
        }
    }

    @Test func theDiaryTableShowsTheEscapedTagInertly() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await runner.ask(["import", "letterboxd", ImportFixtures.letterboxdFolder.path])
                let diary = try await runner.run(["diary"])
                let saltwater = diary.output.split(separator: "\n").first { $0.contains("2024-05-18") }
                #expect(
                    saltwater?.contains("double bill") == true && saltwater?.contains("pwned") == true,
                    "\(diary.output)")
                #expect(!diary.output.unicodeScalars.contains("\u{1B}"))
            }
        }
    }

    @Test func anExportIsNeverWrittenOverTheLibrary() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100010"]).status == 0)
                let before = try await runner.run(["export", "json"]).output
                let size = runner.libraryBytes().main?.count
                for format in ["json", "letterboxd"] {
                    let refused = try await runner.run(["export", format, "--output", runner.libraryFile.path])
                    #expect(refused.status == 73, "\(refused)")
                    #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error)")
                }
                // Opening the library writes to it (GRDB makes sure its log exists), so its
                // bytes are not compared: what it holds is.
                #expect(runner.libraryBytes().main?.count == size)
                #expect(try LibraryRows(of: runner.libraryFile).integrity == "ok")
                #expect(try await runner.run(["export", "json"]).output == before)
            }
        }
    }

    @Test func aBackupMadeEastOfUTCWithTomorrowsViewingIsImportedWestOfIt() async throws {
        let east = try #require(TimeZone(identifier: "Etc/GMT-14"))
        let tomorrow = APIDate.format(LibraryValue.today(timeZone: east).addingTimeInterval(86_400))
        try await withTemporaryFolder { folder in
            let backup = folder.appendingPathComponent("films.json")
            let made = LibraryRunner(folder: folder.appendingPathComponent("east"), server: nil)
            let inEast = made.environment.merging(["TZ": "Etc/GMT-14"]) { $1 }
            let logged = try await made.movies.run(
                ["watched", "100001", "--date", tomorrow, "--offline"], environment: inEast)
            #expect(logged.status == 0, "\(logged)")
            let exported = try await made.movies.run(["export", "json", "--output", backup.path], environment: inEast)
            #expect(exported.status == 0, "\(exported)")

            let west = LibraryRunner(folder: folder.appendingPathComponent("west"), server: nil)
            let inWest = west.environment.merging(["TZ": "Etc/GMT+12"]) { $1 }
            let imported = try await west.movies.run(["import", "json", backup.path], environment: inWest)
            #expect(imported.status == 0, "\(imported)")
            let diary = try await west.movies.run(["diary", "--format", "json"], environment: inWest)
            #expect(diary.output.contains(tomorrow), "\(diary)")
        }
    }

    @Test func anExportOfListsOnlyCountsItsLists() async throws {
        try await LibraryRunner.with(nil) { runner in
            #expect(try await runner.run(["list", "create", "Keep"]).status == 0)
            let file = runner.libraryFile.deletingLastPathComponent().appendingPathComponent("films.json")
            let exported = try await runner.run(["export", "json", "--output", file.path])
            #expect(exported.status == 0 && exported.error.contains("(0 entries, 1 list)"), "\(exported)")
        }
    }

    @Test func anExportIsNeverWrittenOverTheSessionOrTheCredential() async throws {
        try await LibraryRunner.with(nil) { runner in
            #expect(try await runner.run(["watchlist", "add", "100010", "--offline"]).status == 0)
            let credential = runner.movies.configFolder.appendingPathComponent("movies/tmdb-credential")
            for secret in [runner.movies.sessionFile, credential] {
                try FileManager.default.createDirectory(
                    at: secret.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("kept".utf8).write(to: secret)
                for command in [["export", "json"], ["export", "letterboxd"]] {
                    let refused = try await runner.run(command + ["--output", secret.path])
                    #expect(refused.status == 73, "\(refused)")
                    #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error)")
                }
                #expect(try Data(contentsOf: secret) == Data("kept".utf8))
            }
        }
    }
}

/// What starts a field that a spreadsheet runs as a formula.
enum CSVFormulaStart {
    static let characters: Set<Character> = ["=", "+", "-", "@"]
}
