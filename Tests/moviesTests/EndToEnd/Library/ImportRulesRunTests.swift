import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The rules every import keeps, for `import netflix`, `import trakt` and Letterboxd's lists
/// (issue 48): the progress bar on a terminal only, text from the file shown safely, and a file
/// that does not read one line naming the file and line (65) with nothing imported.
struct ImportRulesRunTests {
    /// An import of a fixture export, named for the test's description.
    struct FixtureImport: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let origin: String

        var testDescription: String { arguments.prefix(2).joined(separator: " ") }
    }

    static let fixtureImports = [
        FixtureImport(
            arguments: [
                "import", "netflix",
                ImportFixtures.netflixFolder.appendingPathComponent("NetflixViewingHistory.csv").path,
            ], origin: "Netflix"),
        FixtureImport(
            arguments: [
                "import", "netflix", ImportFixtures.netflixFolder.appendingPathComponent("ViewingActivity.csv").path,
                "--profile", "Sam",
            ], origin: "Netflix"),
        FixtureImport(arguments: ["import", "trakt", ImportFixtures.traktFolder.path], origin: "Trakt"),
        FixtureImport(arguments: ["import", "letterboxd", ImportFixtures.letterboxdFolder.path], origin: "Letterboxd"),
    ]

    /// The bar: `[####----]  3/4  12.0/s  ETA 1 s`.
    private static let bar = #"\[[#-]{20}\]  [0-9]+/[0-9]+  [0-9.]+/s  ETA"#

    @Test(arguments: fixtureImports)
    func onATerminalTheImportDrawsItsProgressBarAndPipedItDoesNot(_ anImport: FixtureImport) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                var environment = runner.environment.merging(["TERM": "xterm-256color"]) { $1 }
                environment["MOVIES_CACHE"] = runner.movies.cache.path
                environment["XDG_DATA_HOME"] =
                    runner.libraryFile.deletingLastPathComponent().deletingLastPathComponent().path
                let (printed, status) = try await RealTerminal.moviesOnPseudoTerminal(
                    anImport.arguments + ["--timeout", "60"], environment: environment, unset: ["NO_COLOR"],
                    columns: 100)
                #expect(status == 0, "\(printed)")
                #expect(printed.range(of: Self.bar, options: .regularExpression) != nil, "no bar: \(printed)")
                #expect(printed.contains("Imported from \(anImport.origin): "), "\(printed)")
            }
            try await LibraryRunner.with(server) { runner in
                let piped = try await runner.ask(anImport.arguments)
                #expect(piped.status == 0, "\(piped.error)")
                #expect(piped.output.hasPrefix("Imported from \(anImport.origin): "), "\(piped.output)")
                #expect(
                    (piped.output + piped.error).range(of: Self.bar, options: .regularExpression) == nil
                        && !piped.error.contains("\r"), "a bar when piped: \(piped.error)")
            }
        }
    }

    /// A file of an export with a terminal's escapes in its titles, and where in it to look.
    struct HostileFile: Sendable, CustomTestStringConvertible {
        let name: String
        /// Its path in the folder, and its text.
        let files: [(String, String)]
        /// What to import, in the folder.
        let path: String
        let arguments: [String]

        var testDescription: String { name }
    }

    static let hostileFiles = [
        HostileFile(
            name: "Netflix's history",
            files: [
                (
                    "NetflixViewingHistory.csv",
                    "Title,Date\n\"Lost \u{1B}[31mReel\u{7}\",\"1/4/25\"\n\"Dark\u{1B}]0;owned\u{7} Bay: Season 1: Pilot\",\"1/5/25\"\n\"Northern Signal\",\"1/6/25\"\n"
                )
            ], path: "NetflixViewingHistory.csv", arguments: ["netflix"]),
        HostileFile(
            name: "Netflix's full export",
            files: [
                (
                    "ViewingActivity.csv",
                    "Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type\nSam,2025-01-04 20:00:00,01:40:00,,Lost \u{1B}[2JReel\u{9B}1m,,TV\nSam,2025-01-05 20:00:00,00:45:00,,Dark \u{1B}[31mBay: Season 1: Pilot,,TV\n"
                )
            ], path: "ViewingActivity.csv", arguments: ["netflix"]),
        HostileFile(
            name: "Letterboxd's lists",
            files: [
                (
                    "lists/mine.csv",
                    "Letterboxd list export v7\r\nDate,Name,Tags,URL,Description\r\n2024-09-01,Mine \u{1B}[5m,,https://boxd.it/x,\r\n\r\nPosition,Name,Year,URL,Description\r\n1,Lost \u{1B}[31mReel,1999,https://boxd.it/a,\r\n2,Little Comet,2016,https://boxd.it/b,\r\n"
                ),
                (
                    "likes/films.csv",
                    "Date,Name,Year,Letterboxd URI\r\n2024-05-19,Saltwater,2019,https://boxd.it/c\r\n2024-05-20,Gone \u{1B}[1mFilm,2001,https://boxd.it/d\r\n"
                ),
            ], path: ".", arguments: ["letterboxd"]),
    ]

    @Test(arguments: hostileFiles)
    func aTitleFromTheFileIsShownWithoutItsEscapes(_ hostile: HostileFile) async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let export = folder.appendingPathComponent("export")
                for (name, text) in hostile.files {
                    let file = export.appendingPathComponent(name)
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: file)
                }
                let runner = LibraryRunner(folder: folder.appendingPathComponent("library"), server: server)
                let path = export.appendingPathComponent(hostile.path).path
                let arguments = ["import"] + hostile.arguments + [path]
                let run = try await runner.ask(arguments)
                #expect(run.status == 0, "\(run.error)")
                #expect(run.error.contains("not matched") && run.error.contains("Reel"), "\(run.error)")
                #expect(!(run.output + run.error).hasTerminalControl, "\(run.output)\(run.error)")
                let listed = try await runner.run(["list"])
                #expect(!(listed.output + listed.error).hasTerminalControl, "\(listed.output)")
            }
        }
    }

    /// A file that does not read, and the file and line the error must name.
    struct BrokenFile: Sendable, CustomTestStringConvertible {
        let name: String
        let files: [(String, String)]
        let path: String
        let arguments: [String]
        /// The file and line named, relative to the folder.
        let at: String

        var testDescription: String { name }
    }

    static let brokenFiles = [
        BrokenFile(
            name: "Netflix's full export with a start time that is no time",
            files: [
                (
                    "ViewingActivity.csv",
                    "Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type\nSam,2025-01-04 20:00:00,01:40:00,,Northern Signal,,TV\nSam,yesterday \u{1B}[2J,01:40:00,,Glass Meridian,,TV\n"
                )
            ], path: "ViewingActivity.csv", arguments: ["netflix"], at: "ViewingActivity.csv:3:"),
        BrokenFile(
            name: "Netflix's full export with a duration that is no duration",
            files: [
                (
                    "ViewingActivity.csv",
                    "Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type\nSam,2025-01-04 20:00:00,01:40:00,,Northern Signal,,TV\nSam,2025-01-05 20:00:00,long,,Glass Meridian,,TV\n"
                )
            ], path: "ViewingActivity.csv", arguments: ["netflix"], at: "ViewingActivity.csv:3:"),
        BrokenFile(
            name: "Netflix's history cut inside a quoted title",
            files: [("NetflixViewingHistory.csv", "Title,Date\n\"Northern Signal\",\"1/4/25\"\n\"Glass Mer")],
            path: "NetflixViewingHistory.csv", arguments: ["netflix"], at: "NetflixViewingHistory.csv:3:"),
        BrokenFile(
            name: "a Letterboxd list with a position that is no number",
            files: [
                (
                    "lists/mine.csv",
                    "Letterboxd list export v7\r\nDate,Name,Tags,URL,Description\r\n2024-09-01,Mine,,https://boxd.it/x,\r\n\r\nPosition,Name,Year,URL,Description\r\n1,Little Comet,2016,https://boxd.it/a,\r\nfirst \u{1B}[2J,The Winter War,2008,https://boxd.it/b,\r\n"
                )
            ], path: ".", arguments: ["letterboxd"], at: "lists/mine.csv:7:"),
        BrokenFile(
            name: "a Letterboxd list with a film that has no name",
            files: [
                (
                    "lists/mine.csv",
                    "Letterboxd list export v7\r\nDate,Name,Tags,URL,Description\r\n2024-09-01,Mine,,https://boxd.it/x,\r\n\r\nPosition,Name,Year,URL,Description\r\n1,Little Comet,2016,https://boxd.it/a,\r\n2,,2008,https://boxd.it/b,\r\n"
                )
            ], path: ".", arguments: ["letterboxd"], at: "lists/mine.csv:7:"),
        BrokenFile(
            name: "a Letterboxd list with a year past any film's",
            files: [
                (
                    "lists/a.csv",
                    "Letterboxd list export v7\r\nDate,Name,Tags,URL,Description\r\n2024-09-01,Mine,,https://boxd.it/x,\r\n\r\nPosition,Name,Year,URL,Description\r\n1,Little Comet,99999,https://boxd.it/a,\r\n"
                )
            ], path: ".", arguments: ["letterboxd"], at: "lists/a.csv:6:"),
        BrokenFile(
            name: "Letterboxd's likes with a year that is no year",
            files: [
                (
                    "likes/films.csv",
                    "Date,Name,Year,Letterboxd URI\r\n2024-05-19,Saltwater,2019,https://boxd.it/c\r\n2024-05-20,Little Comet,soon,https://boxd.it/d\r\n"
                )
            ], path: ".", arguments: ["letterboxd"], at: "likes/films.csv:3:"),
    ]

    @Test(arguments: brokenFiles)
    func aFileThatDoesNotReadIsOneLineNamingItsFileAndLineAndNothingIsImported(_ broken: BrokenFile) async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let export = folder.appendingPathComponent("export")
                for (name, text) in broken.files {
                    let file = export.appendingPathComponent(name)
                    try FileManager.default.createDirectory(
                        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: file)
                }
                let runner = LibraryRunner(folder: folder.appendingPathComponent("library"), server: server)
                #expect(try await runner.run(["watchlist", "add", "100010", "--offline"]).status == 0)
                let before = runner.libraryBytes()
                let arguments = ["import"] + broken.arguments + [export.appendingPathComponent(broken.path).path]
                let run = try await runner.ask(arguments)
                #expect(run.status == 65, "\(run)")
                #expect(run.output.isEmpty, "\(run.output)")
                #expect(run.error.split(separator: "\n").count == 1 && run.error.hasSuffix("nothing was imported\n"))
                #expect(run.error.contains(broken.at), "\(run.error)")
                #expect(!run.error.hasTerminalControl, "\(run.error)")
                #expect(runner.libraryBytes() == before, "the library changed")
                #expect(server.counts().movieSearches() == 0, "a film asked for before the file was read whole")
            }
        }
    }
}
