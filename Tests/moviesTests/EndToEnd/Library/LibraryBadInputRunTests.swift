import Foundation
import GRDB
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// What `movies` refuses about your films, each in one line with its own exit status, the
/// library's bytes left as they were: an export file that does not read (65), a value out of
/// range (64), and a library file that is not one it can open (74). The cache commands never
/// touch the library.
struct LibraryBadInputRunTests {
    /// A library holding a film on the watchlist and a rated one, added offline by id: made once
    /// by `movies`, its files laid down for each test.
    private static let filledLibrary = MadeLibrary(madeBy: [
        ["watchlist", "add", "100010", "--offline"], ["rate", "100020", "7", "--offline"],
    ])

    private func fillLibrary(_ runner: LibraryRunner) async throws {
        try await Self.filledLibrary.lay(for: runner)
    }

    /// A copy of the fixture Letterboxd folder in `folder`, with `file` replaced by `text`.
    private static func letterboxdFolder(in folder: URL, replacing file: String, with text: String) throws -> URL {
        let copy = folder.appendingPathComponent("letterboxd")
        try FileManager.default.copyItem(at: ImportFixtures.letterboxdFolder, to: copy)
        try Data(text.utf8).write(to: copy.appendingPathComponent(file))
        return copy
    }

    /// An export file that does not read, and what the one line of its refusal names.
    enum BadFile: String, CaseIterable, Sendable {
        case garbageZip, truncatedZip, letterboxdWithoutName, letterboxdBadRating, letterboxdBadDay
        case imdbWithoutConst, imdbBadRating, imdbBadDay, jsonNotAnExport
        // Values the commands refuse (issue 41): the import refuses them in the same words.
        case letterboxdHexRating, letterboxdFutureDay, jsonNegativeID, jsonHugeYear
        // A field that does not read is named, and what is echoed of it is cut.
        case jsonFractionalRating, imdbMegabyteConst

        /// Writes the file in `folder`; returns the command that imports it and what its error names.
        func make(in folder: URL) throws -> (command: [String], names: String) {
            switch self {
            case .garbageZip:
                var generator = SplitMix64(seed: 30)
                let file = folder.appendingPathComponent("letterboxd.zip")
                try Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: file)
                return (["import", "letterboxd", file.path], file.path + ":")
            case .truncatedZip:
                let whole = try Data(contentsOf: ImportFixtures.letterboxdZip)
                let file = folder.appendingPathComponent("letterboxd.zip")
                try whole.prefix(whole.count / 2).write(to: file)
                return (["import", "letterboxd", file.path], file.path + ":")
            case .letterboxdWithoutName:
                let copy = try letterboxdFolder(
                    in: folder, replacing: "watchlist.csv",
                    with: "Date,Title,Year,Letterboxd URI\r\n2023-01-14,Northern Signal,2016,x\r\n")
                return (["import", "letterboxd", copy.path], "watchlist.csv:1: the header line has no \"Name\" column")
            case .letterboxdBadRating:
                let copy = try letterboxdFolder(
                    in: folder, replacing: "ratings.csv",
                    with:
                        "Date,Name,Year,Letterboxd URI,Rating\r\n2022-11-05,September Nights,1974,x,3.5\r\n2022-11-06,Saltwater,2019,x,7\r\n"
                )
                return (
                    ["import", "letterboxd", copy.path], "ratings.csv:3: the Rating \"7\" is not a rating in stars"
                )
            case .letterboxdBadDay:
                let copy = try letterboxdFolder(
                    in: folder, replacing: "diary.csv",
                    with:
                        "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\r\n2023-02-11,The Paper Lantern,2016,x,4,,,10/02/2023\r\n"
                )
                return (
                    ["import", "letterboxd", copy.path], "diary.csv:2: the Watched Date \"10/02/2023\" is not a day"
                )
            case .imdbWithoutConst:
                let file = folder.appendingPathComponent("ratings.csv")
                try Data("Id,Your Rating,Date Rated,Title\ntt9100001,9,2025-02-14,\"The Paper Lantern\"\n".utf8).write(
                    to: file)
                return (["import", "imdb", file.path], "ratings.csv:1: the header line has no \"Const\" column")
            case .imdbBadRating:
                let file = folder.appendingPathComponent("ratings.csv")
                try Data(
                    "Const,Your Rating,Date Rated,Title\ntt9100001,9,2025-02-14,\"A\"\ntt9100002,11,2025-02-14,\"B\"\n"
                        .utf8
                ).write(to: file)
                return (["import", "imdb", file.path], "ratings.csv:3: the Your Rating \"11\" is not a rating")
            case .imdbBadDay:
                let file = folder.appendingPathComponent("ratings.csv")
                try Data("Const,Your Rating,Date Rated,Title\ntt9100001,9,yesterday,\"A\"\n".utf8).write(to: file)
                return (["import", "imdb", file.path], "ratings.csv:2: the Date Rated \"yesterday\" is not a day")
            case .jsonNotAnExport:
                let file = folder.appendingPathComponent("films.json")
                try Data(#"{"watchlist": []}"#.utf8).write(to: file)
                return (["import", "json", file.path], "films.json: not an export of movies")
            case .letterboxdHexRating:
                let copy = try letterboxdFolder(
                    in: folder, replacing: "ratings.csv",
                    with: "Date,Name,Year,Letterboxd URI,Rating\r\n2022-11-05,September Nights,1974,x,0x4\r\n")
                return (
                    ["import", "letterboxd", copy.path], "ratings.csv:2: the Rating \"0x4\" is not a rating in stars"
                )
            case .letterboxdFutureDay:
                let copy = try letterboxdFolder(
                    in: folder, replacing: "watchlist.csv",
                    with: "Date,Name,Year,Letterboxd URI\r\n2999-01-01,Northern Signal,2016,x\r\n")
                return (
                    ["import", "letterboxd", copy.path], "watchlist.csv:2: the Date \"2999-01-01\" is in the future"
                )
            case .jsonNegativeID:
                let file = folder.appendingPathComponent("films.json")
                try Data(
                    #"{"format": "movies-library", "version": 1, "watchlist": [{"source": "tmdb", "id": -5, "title": "A", "added": "2024-01-01"}]}"#
                        .utf8
                ).write(to: file)
                return (["import", "json", file.path], "films.json: at watchlist[0].id: -5 is not a film's id")
            case .jsonHugeYear:
                let file = folder.appendingPathComponent("films.json")
                try Data(
                    #"{"format": "movies-library", "version": 1, "watchlist": [{"source": "tmdb", "id": 5, "title": "A", "year": 99999999999, "added": "2024-01-01"}]}"#
                        .utf8
                ).write(to: file)
                return (["import", "json", file.path], "films.json: at watchlist[0].year: 99999999999 is not a year")
            case .jsonFractionalRating:
                let file = folder.appendingPathComponent("films.json")
                try Data(
                    #"{"format": "movies-library", "version": 1, "ratings": [{"source": "tmdb", "id": 5, "title": "A", "yourRating": 7.3, "ratedOn": "2024-01-01"}]}"#
                        .utf8
                ).write(to: file)
                return (["import", "json", file.path], "films.json: at ratings[0].yourRating: 7.3 is not a rating")
            case .imdbMegabyteConst:
                let file = folder.appendingPathComponent("ratings.csv")
                let const = "tt" + String(repeating: "\u{1B}[2J", count: 1 << 18)
                try Data("Const,Your Rating,Date Rated,Title\n\(const),9,2025-02-14,\"A\"\n".utf8).write(to: file)
                return (["import", "imdb", file.path], "ratings.csv:2: the Const \"tt\u{FFFD}[2J\u{FFFD}[2J")
            }
        }
    }

    @Test(arguments: BadFile.allCases)
    func anExportFileThatDoesNotReadIsRefusedInOneLineAndTheLibraryIsUntouched(bad: BadFile) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillLibrary(runner)
                let before = runner.libraryBytes()
                let (command, names) = try bad.make(in: runner.libraryFile.deletingLastPathComponent())
                let refused = try await runner.ask(command)
                #expect(refused.status == 65, "\(refused)")
                #expect(refused.error.contains(names), "\(refused.error)")
                #expect(
                    refused.error.hasSuffix("nothing was imported\n") && refused.error.split(separator: "\n").count == 1
                )
                #expect(refused.output.isEmpty)
                #expect(refused.error.count < 400 && !refused.error.hasTerminalControl, "\(refused.error.prefix(400))")
                #expect(runner.libraryBytes() == before)
                #expect(server.counts().total() == 0)
            }
        }
    }

    @Test(arguments: [
        ["watched", "100001", "--date", "2999-01-01"], ["watched", "100001", "--date", "01/02/2024"],
        ["watched", "100001", "--on", "netflix"],
        ["watched", "100001", "--rating", "0"], ["watched", "100001", "--tag", " "], ["rate", "100001", "11"],
        ["rate", "100001"], ["rate", "100001", "seven"],
        ["import", "letterboxd", ImportFixtures.letterboxdFolder.path, "--jobs", "0"],
        ["import", "imdb", ImportFixtures.imdbRatings.path, "--jobs", "65"],
    ])
    func aValueOutOfRangeIsAUsageErrorThatChangesNothing(command: [String]) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await fillLibrary(runner)
                let before = runner.libraryBytes()
                let refused = try await runner.ask(command)
                #expect(refused.status == 64, "\(refused)")
                #expect(refused.error.hasPrefix("error: "), "\(refused.error)")
                #expect(runner.libraryBytes() == before)
                #expect(server.counts().total() == 0)
            }
        }
    }

    /// A library file `movies` must refuse, as made in a test.
    enum UnusableLibrary: String, CaseIterable, Sendable {
        case garbage, empty, truncated, damagedPage, anotherProgramsDatabase, newerSchema

        /// Makes the file at `file`; `makeLibrary` makes a real library there first when needed.
        func make(at file: URL, makeLibrary: () async throws -> Void) async throws {
            switch self {
            case .garbage:
                var generator = SplitMix64(seed: 74)
                try Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: file)
            case .empty:
                try Data().write(to: file)
            case .truncated:
                try await makeLibrary()
                try Self.settle(file)
                let whole = try Data(contentsOf: file)
                try whole.prefix(whole.count / 2).write(to: file)
            case .damagedPage:
                try await makeLibrary()
                try Self.settle(file)
                try LibraryFileStates.damagePage(ofTable: "film", in: file)
                try removeWriteAheadLog(of: file)
            case .anotherProgramsDatabase:
                let queue = try DatabaseQueue(path: file.path)
                try await queue.write { db in
                    try db.execute(sql: "CREATE TABLE film (id INTEGER PRIMARY KEY, name TEXT)")
                    try db.execute(sql: "INSERT INTO film (name) VALUES ('not yours')")
                }
                try queue.close()
            case .newerSchema:
                try await makeLibrary()
                let queue = try DatabaseQueue(path: file.path)
                try await queue.write { db in try db.execute(sql: "PRAGMA user_version = 99") }
                try queue.close()
                try Self.settle(file)
            }
        }

        /// Moves what the write-ahead log holds into the file and removes the log, so the file is
        /// the whole library.
        private static func settle(_ file: URL) throws {
            let queue = try DatabaseQueue(path: file.path)
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            try queue.close()
            try removeWriteAheadLog(of: file)
        }
    }

    /// Every command that reads or changes your library; `archive` is an export of ours to import.
    static func libraryCommands(importing archive: URL) -> [[String]] {
        [
            ["watchlist"], ["watchlist", "add", "100013", "--offline"], ["watchlist", "remove", "100010"], ["diary"],
            ["ratings"], ["watched", "100001", "--offline"], ["rate", "100001", "8", "--offline"], ["pick"],
            ["import", "json", archive.path], ["import", "imdb", ImportFixtures.imdbRatings.path, "--offline"],
            ["export", "json"], ["export", "letterboxd"],
        ]
    }

    @Test(arguments: UnusableLibrary.allCases)
    func everyLibraryCommandRefusesALibraryItCannotOpenLeavingItsBytes(library: UnusableLibrary) async throws {
        try await LibraryRunner.with(nil) { runner in
            try FileManager.default.createDirectory(
                at: runner.libraryFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try await library.make(at: runner.libraryFile) { try await fillLibrary(runner) }
            let archive = runner.libraryFile.deletingLastPathComponent().appendingPathComponent("films.json")
            try Data(#"{"format": "movies-library", "version": 1, "watchlist": []}"#.utf8).write(to: archive)
            let before = runner.libraryBytes()
            #expect(before.main != nil && before.log == nil)
            for command in Self.libraryCommands(importing: archive) {
                let refused = try await runner.run(command)
                #expect(refused.status == 74, "\(command): \(refused)")
                #expect(refused.error.split(separator: "\n").count == 1, "\(command): \(refused.error)")
                #expect(refused.error.contains(runner.libraryFile.path), "\(command): \(refused.error)")
                // Reading a newer library's schema leaves SQLite's empty log and its index beside
                // it (a reader of a WAL database makes them); the file itself is not written.
                let after = runner.libraryBytes()
                #expect(after.main == before.main && after.log?.isEmpty != false, "\(command): \(after)")
            }
        }
    }

    @Test(arguments: [["cache", "clear", "--yes"], ["cache", "reset"]])
    func theCacheCommandsNeverTouchTheLibrary(command: [String]) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100010"]).status == 0)
                #expect(try await runner.ask(["show", "100013"]).status == 0)
                let before = runner.libraryBytes()
                let run = try await runner.run(command)
                #expect(run.status == 0, "\(run)")
                #expect(runner.libraryBytes() == before)
                #expect(LibraryJSON.ids(try await runner.entries(["watchlist"])) == [100_010])
            }
        }
    }
}
