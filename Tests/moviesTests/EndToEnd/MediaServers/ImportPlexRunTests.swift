import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies import plex` end to end: plays in `movies-api --dialect plex`'s history become
/// viewings, films matched against `movies-api --dialect tmdb`, both over loopback.
struct ImportPlexRunTests {
    /// Links the owner of `server` for `runner`, by a token on standard input.
    static func connect(_ runner: LibraryRunner, to server: PlexTestServer) async throws {
        let connect = try await runner.movies.run(
            ["connect", "plex", server.baseURL.absoluteString, "--token-stdin"], environment: runner.environment,
            input: server.library.issueToken() + "\n")
        #expect(connect.status == 0, "\(connect.error)")
    }

    /// Runs `movies import plex` (with `extra`) in the time zone `zone`.
    static func importing(
        _ runner: LibraryRunner, in zone: String = "UTC", _ extra: [String] = []
    ) async throws
        -> MoviesRun
    {
        try await runner.movies.run(
            ["import", "plex", "--timeout", "60"] + extra, environment: runner.environment.merging(["TZ": zone]) { $1 })
    }

    @Test(arguments: [("Pacific/Auckland", "2026-11-22"), ("America/Los_Angeles", "2026-11-21")])
    func eachPlayIsAViewingOnYourDayMatchedByIdOrTitleAndTheUnknownFilmIsNamed(
        _ zone: String, _ day: String
    ) async throws {
        try await withTMDBServer { tmdb in
            try await withPlexServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    for (title, count) in [
                        ("The Paper Lantern", 3), ("Amélie and the Clockmaker", 1), ("Iron Harbor", 1),
                        ("A Home Movie Nobody Knows", 1), ("Pilot", 2),
                    ] {
                        for _ in 0..<count { try server.play(title, at: "2026-11-21T11:30:00Z") }
                    }
                    // A family member's play is theirs.
                    try server.play("Iron Harbor", by: PlexServerSettings.fixtureFamily, at: "2026-11-25T11:30:00Z")
                    try await Self.connect(runner, to: server)

                    let dry = try await Self.importing(runner, in: zone, ["--dry-run"])
                    #expect(dry.status == 0, "\(dry.error)")
                    #expect(
                        dry.output.contains("would add 3 viewings of The Paper Lantern (2016), on \(day)"),
                        "\(dry.output)")
                    #expect(try await runner.archive().diary.isEmpty, "a dry run writes nothing")

                    let run = try await Self.importing(runner, in: zone)
                    #expect(run.status == 0, "\(run.error)")
                    #expect(
                        run.output == "5 viewings of 3 films added, 0 already there, 1 unmatched\n", "\(run.output)")
                    #expect(run.error.contains("A Home Movie Nobody Knows (1999)"), "\(run.error)")
                    #expect(
                        try await ImportJellyfinRunTests.diary(runner) == [
                            "100001 \(day)", "100001 \(day)", "100001 \(day)", "100002 \(day)", "100004 \(day)",
                        ])
                }
            }
        }
    }

    @Test func importedAgainNothingIsAddedAndOneMorePlayAddsExactlyOneAndAHandLoggedDayIsNotDoubled() async throws {
        try await withTMDBServer { tmdb in
            try await withPlexServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    try server.play("The Paper Lantern", at: "2026-11-20T20:00:00Z")
                    try server.play("Amélie and the Clockmaker", at: "2026-11-20T20:00:00Z")
                    try await Self.connect(runner, to: server)
                    // Amélie logged by hand that day: the play is that viewing.
                    #expect(try await runner.ask(["watched", "100002", "--date", "2026-11-20"]).status == 0)

                    let first = try await Self.importing(runner)
                    #expect(first.output == "1 viewing of 1 film added, 1 already there, 0 unmatched\n", "\(first)")
                    let again = try await Self.importing(runner)
                    // Nothing new: the history's one page, and no film read.
                    #expect(again.output == "0 viewings of 0 films added, 0 already there, 0 unmatched\n", "\(again)")

                    try server.play("The Paper Lantern", at: "2026-11-28T20:00:00Z")
                    let later = try await Self.importing(runner)
                    #expect(later.output == "1 viewing of 1 film added, 1 already there, 0 unmatched\n", "\(later)")
                    #expect(
                        try await ImportJellyfinRunTests.diary(runner) == [
                            "100001 2026-11-20", "100001 2026-11-28", "100002 2026-11-20",
                        ])
                }
            }
        }
    }

    @Test func anImportKilledWhileItReadsOrWritesThenRunAgainEqualsOneNeverKilled() async throws {
        let settings = PlexServerSettings.demo()
        // Films named by TMDB's id (taken as they are), each played three times: 1,200 viewings
        // over 6 pages of history and 2 of films.
        for index in 0..<400 {
            let key = settings.library.addFilm("Film \(index)", year: 2000, tmdb: 200_000 + index)
            for day in 1...3 {
                settings.library.play(
                    key, account: 1, at: try Date("2026-10-\(10 + day)T12:00:00Z", strategy: .iso8601))
            }
        }
        try await withTMDBServer { tmdb in
            try await withPlexServer(settings) { server in
                try await withTemporaryFolder { folder in
                    let whole = LibraryRunner(folder: folder.appendingPathComponent("whole"), server: tmdb)
                    try await Self.connect(whole, to: server)
                    let pagesBefore = server.library.pagesAnswered
                    let uninterrupted = try await Self.importing(whole)
                    let pages = server.library.pagesAnswered - pagesBefore
                    #expect(uninterrupted.output.hasPrefix("1200 viewings of 400 films added"), "\(uninterrupted)")
                    let expected = try await whole.archive().diary.map(\.viewing.id)

                    let killed = LibraryRunner(folder: folder.appendingPathComponent("killed"), server: tmdb)
                    try await Self.connect(killed, to: server)
                    var generator = SplitMix64(seed: 61)
                    var kills = 0, killedReading = 0
                    for round in 0..<8 {
                        // Half the rounds are killed once some pages were read, the others once
                        // every page was (while it writes), each 0-30 ms later.
                        let start = server.library.pagesAnswered
                        let read = round % 2 == 0 ? Int.random(in: 1..<pages, using: &generator) : pages
                        let pause = Duration.milliseconds(Int.random(in: 0...30, using: &generator))
                        let process = try killed.launch(["import", "plex", "--timeout", "60"])
                        let library = server.library
                        guard
                            await process.kill(once: { library.pagesAnswered >= start + read }, after: pause)
                                == .uncaughtSignal
                        else { continue }
                        kills += 1
                        if read < pages { killedReading += 1 }
                        guard FileManager.default.fileExists(atPath: killed.libraryFile.path) else { continue }
                        // One transaction: all of the plays or none.
                        let rows = try LibraryRows(of: killed.libraryFile)
                        #expect(rows.viewings == 0 || rows.viewings == 1_200, "round \(round): \(rows)")
                        #expect(rows.integrity == "ok")
                    }
                    #expect(killedReading >= 3, "only \(killedReading) kills landed while it read")
                    #expect(kills >= 5, "only \(kills) of 8 imports were killed before they ended")
                    let finished = try await Self.importing(killed)
                    #expect(finished.status == 0, "\(finished.error)")
                    #expect(Set(try await killed.archive().diary.map(\.viewing.id)) == Set(expected))
                    #expect(try await killed.archive().diary.count == expected.count)
                }
            }
        }
    }

    @Test func aRevokedTokenExits77NamingConnectAndWritesNothing() async throws {
        try await withPlexServer { server in
            try await LibraryRunner.with(nil) { runner in
                try server.play("The Paper Lantern", at: "2026-11-20T20:00:00Z")
                try await Self.connect(runner, to: server)
                server.library.revokeTokens()
                let run = try await Self.importing(runner)
                #expect(run.status == 77, "\(run.error)")
                #expect(run.error.contains("movies connect plex \(server.baseURL.absoluteString)"), "\(run.error)")
                #expect(try await runner.archive().diary.isEmpty)
            }
        }
    }

    @Test func anUnreachableServerExits69AndNoneLinkedExits64SayingConnect() async throws {
        try await LibraryRunner.with(nil) { runner in
            let none = try await Self.importing(runner)
            #expect(none.status == 64 && none.error.contains("movies connect plex URL"), "\(none.error)")
            try await withPlexServer { server in try await Self.connect(runner, to: server) }
            let run = try await Self.importing(runner, in: "UTC", ["--timeout", "5"])
            #expect(run.status == 69, "\(run.error)")
            #expect(run.error.contains("cannot reach"), "\(run.error)")
        }
    }
}
