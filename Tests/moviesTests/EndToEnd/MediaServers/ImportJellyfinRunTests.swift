import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies import jellyfin` end to end: plays on `movies-api --dialect jellyfin` become viewings,
/// films matched against `movies-api --dialect tmdb`, both over loopback.
struct ImportJellyfinRunTests {
    /// Links the fixture user of `server` for `runner`, by password on standard input.
    static func connect(_ runner: LibraryRunner, to server: JellyfinTestServer) async throws {
        let connect = try await runner.movies.run(
            [
                "connect", "jellyfin", server.baseURL.absoluteString, "--user", JellyfinServerSettings.fixtureUser,
                "--password-stdin",
            ],
            environment: runner.environment, input: JellyfinServerSettings.fixturePassword + "\n")
        #expect(connect.status == 0, "\(connect.error)")
    }

    /// Runs `movies import jellyfin` (with `extra`) in the time zone `zone`; with
    /// `debuggingTheLoader`, the dynamic loader says on standard error what each process loads.
    static func importing(
        _ runner: LibraryRunner, in zone: String = "UTC", _ extra: [String] = [], debuggingTheLoader: Bool = false
    ) async throws -> MoviesRun {
        var environment = runner.environment.merging(["TZ": zone]) { $1 }
        if debuggingTheLoader { environment["LD_DEBUG"] = "files" }
        return try await runner.movies.run(["import", "jellyfin", "--timeout", "60"] + extra, environment: environment)
    }

    /// Your diary as "id day" (or "id seen", or "unmatched Title day"), sorted.
    static func diary(_ runner: LibraryRunner) async throws -> [String] {
        try await runner.archive().diary.map { item in
            let film = item.viewing.film.id.map(String.init) ?? "unmatched \(item.viewing.film.title ?? "?")"
            return "\(film) \(item.viewing.watchedOn.map(APIDate.format) ?? "seen")"
        }.sorted()
    }

    /// The fixture user's id, and the demo library's items by name.
    static func fixture(_ server: JellyfinTestServer) throws -> (user: String, items: [String: String]) {
        let user = try #require(server.library.user(named: JellyfinServerSettings.fixtureUser)).id
        return (user, Dictionary(server.library.items.map { ($0.name, $0.id) }) { first, _ in first })
    }

    static func moment(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }

    @Test(arguments: [("Pacific/Auckland", "2026-11-22"), ("America/Los_Angeles", "2026-11-21")])
    func playsBecomeViewingsOnYourDayMatchedByIdOrTitleAndTheUnknownFilmIsNamed(
        _ zone: String, _ day: String
    ) async throws {
        try await withTMDBServer { tmdb in
            try await withJellyfinServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    let (user, items) = try Self.fixture(server)
                    for (name, count) in [
                        ("The Paper Lantern", 3), ("Amélie and the Clockmaker", 1), ("Iron Harbor", 1),
                        ("A Home Movie Nobody Knows", 1), ("Pilot", 2),
                    ] {
                        for _ in 0..<count {
                            server.library.play(
                                try #require(items[name]), user: user, at: try Self.moment("2026-11-21T11:30:00Z"))
                        }
                    }
                    // A family member's play is theirs.
                    let family = try #require(server.library.user(named: "fixture-family")).id
                    server.library.play(try #require(items["Iron Harbor"]), user: family, at: .now)
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
                        try await Self.diary(runner) == [
                            "100001 \(day)", "100001 seen", "100001 seen", "100002 \(day)", "100004 \(day)",
                        ])
                }
            }
        }
    }

    /// The `movies-http` processes a run started, told by the process ids of the dynamic loader's
    /// lines (`LD_DEBUG=files`, which the helpers inherit) that load libcurl.
    static func helpersStarted(by run: MoviesRun) -> Int {
        Set(
            run.error.split(separator: "\n").filter { $0.contains("file=libcurl") && $0.contains("dynamically loaded") }
                .map { $0.prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces) }
        ).count
    }

    @Test func anImportOfFilmsKnownByTMDBsIdStartsNoHelperForTheCatalogueAndOneToMatchATitleDoes() async throws {
        try await withTMDBServer { tmdb in
            try await withJellyfinServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    let (user, items) = try Self.fixture(server)
                    server.library.play(
                        try #require(items["The Paper Lantern"]), user: user,
                        at: try Self.moment("2026-11-20T20:00:00Z"))
                    try await Self.connect(runner, to: server)
                    let known = try await Self.importing(runner, debuggingTheLoader: true)
                    #expect(known.status == 0, "\(known.error.suffix(600))")
                    #expect(Self.helpersStarted(by: known) == 1, "the server's helper alone")

                    server.library.play(
                        try #require(items["Iron Harbor"]), user: user, at: try Self.moment("2026-11-21T20:00:00Z"))
                    let toMatch = try await Self.importing(runner, debuggingTheLoader: true)
                    #expect(toMatch.status == 0, "\(toMatch.error.suffix(600))")
                    #expect(Self.helpersStarted(by: toMatch) == 2, "the server's and the catalogue's, to match a title")
                    #expect(try await Self.diary(runner) == ["100001 2026-11-20", "100004 2026-11-21"])
                }
            }
        }
    }

    @Test func importedAgainNothingIsAddedAndOneMorePlayAddsExactlyOneAndAHandLoggedDayIsNotDoubled() async throws {
        try await withTMDBServer { tmdb in
            try await withJellyfinServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    let (user, items) = try Self.fixture(server)
                    let lantern = try #require(items["The Paper Lantern"])
                    let amelie = try #require(items["Amélie and the Clockmaker"])
                    server.library.play(lantern, user: user, at: try Self.moment("2026-11-20T20:00:00Z"))
                    server.library.play(amelie, user: user, at: try Self.moment("2026-11-20T20:00:00Z"))
                    try await Self.connect(runner, to: server)
                    // Amélie logged by hand that day: the play is that viewing.
                    #expect(try await runner.ask(["watched", "100002", "--date", "2026-11-20"]).status == 0)

                    let first = try await Self.importing(runner)
                    #expect(first.output == "1 viewing of 1 film added, 1 already there, 0 unmatched\n", "\(first)")
                    let again = try await Self.importing(runner)
                    #expect(again.output == "0 viewings of 0 films added, 2 already there, 0 unmatched\n", "\(again)")

                    server.library.play(lantern, user: user, at: try Self.moment("2026-11-28T20:00:00Z"))
                    server.library.play(amelie, user: user, at: try Self.moment("2026-11-28T20:00:00Z"))
                    let later = try await Self.importing(runner)
                    #expect(later.output == "2 viewings of 2 films added, 2 already there, 0 unmatched\n", "\(later)")
                    #expect(
                        try await Self.diary(runner) == [
                            "100001 2026-11-20", "100001 2026-11-28", "100002 2026-11-20", "100002 2026-11-28",
                        ])
                }
            }
        }
    }

    @Test func anImportKilledAtRandomMomentsThenRunAgainEqualsOneNeverKilled() async throws {
        let settings = JellyfinServerSettings.demo()
        let user = try #require(settings.library.user(named: JellyfinServerSettings.fixtureUser)).id
        // Films named by TMDB's id (taken as they are), each played three times: 1,200 viewings.
        for index in 0..<400 {
            let item = settings.library.addFilm("Film \(index)", year: 2000, tmdb: 200_000 + index)
            for day in 1...3 {
                settings.library.play(item, user: user, at: try Self.moment("2026-10-\(10 + day)T12:00:00Z"))
            }
        }
        try await withTMDBServer { tmdb in
            try await withJellyfinServer(settings) { server in
                try await withTemporaryFolder { folder in
                    let whole = LibraryRunner(folder: folder.appendingPathComponent("whole"), server: tmdb)
                    try await Self.connect(whole, to: server)
                    let started = ContinuousClock.now
                    let uninterrupted = try await Self.importing(whole)
                    let fullRun = ContinuousClock.now - started
                    #expect(uninterrupted.output.hasPrefix("1200 viewings of 400 films added"), "\(uninterrupted)")
                    let expected = try await whole.archive().diary.map(\.viewing.id)

                    let killed = LibraryRunner(folder: folder.appendingPathComponent("killed"), server: tmdb)
                    try await Self.connect(killed, to: server)
                    let command = ["import", "jellyfin", "--timeout", "60"]
                    let killedMidRun = try await killed.kill(command, rounds: 6, seed: 61, within: fullRun) { round in
                        // One transaction: all of the plays or none.
                        let rows = try LibraryRows(of: killed.libraryFile)
                        #expect(rows.viewings == 0 || rows.viewings == 1_200, "round \(round): \(rows)")
                    }
                    #expect(killedMidRun >= 3, "only \(killedMidRun) of 6 kills landed in imports of \(fullRun)")
                    let finished = try await Self.importing(killed)
                    #expect(finished.status == 0, "\(finished.error)")
                    #expect(Set(try await killed.archive().diary.map(\.viewing.id)) == Set(expected))
                    #expect(try await killed.archive().diary.count == expected.count)
                }
            }
        }
    }

    @Test func aRevokedTokenExits77NamingConnectAndWritesNothing() async throws {
        try await withJellyfinServer { server in
            try await LibraryRunner.with(nil) { runner in
                let (user, items) = try Self.fixture(server)
                server.library.play(try #require(items["The Paper Lantern"]), user: user, at: .now)
                try await Self.connect(runner, to: server)
                server.library.revokeTokens()
                let run = try await Self.importing(runner)
                #expect(run.status == 77, "\(run.error)")
                #expect(run.error.contains("movies connect jellyfin \(server.baseURL.absoluteString)"), "\(run.error)")
                #expect(try await runner.archive().diary.isEmpty)
            }
        }
    }

    @Test func anUnreachableServerExits69() async throws {
        try await LibraryRunner.with(nil) { runner in
            try await withJellyfinServer { server in try await Self.connect(runner, to: server) }
            let run = try await Self.importing(runner, in: "UTC", ["--timeout", "5"])
            #expect(run.status == 69, "\(run.error)")
            #expect(run.error.contains("cannot reach"), "\(run.error)")
        }
    }

    @Test func anUnknownConnectionExits64NamingTheConnectionsAndNoneLinkedSaysConnect() async throws {
        try await LibraryRunner.with(nil) { runner in
            let none = try await Self.importing(runner)
            #expect(none.status == 64 && none.error.contains("movies connect jellyfin URL"), "\(none.error)")
            try await withJellyfinServer { server in try await Self.connect(runner, to: server) }
            let unknown = try await Self.importing(runner, in: "UTC", ["plex"])
            #expect(unknown.status == 64, "\(unknown.error)")
            #expect(unknown.error.contains("the connections are: jellyfin"), "\(unknown.error)")
        }
    }
}
