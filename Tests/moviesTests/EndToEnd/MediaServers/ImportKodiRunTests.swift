import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies connect kodi` and `movies import kodi` end to end: plays on `movies-api --dialect
/// kodi`, whose clock is in one zone, become viewings on your day in another, films matched
/// against `movies-api --dialect tmdb`, both over loopback.
struct ImportKodiRunTests {
    /// Links the fixture's Kodi for `runner`, its device in `deviceZone`, the password on
    /// standard input; `connect` itself runs in UTC, so the zone kept is the one given.
    @discardableResult
    static func connect(
        _ runner: LibraryRunner, to server: KodiTestServer, deviceZone: String = "UTC", _ extra: [String] = []
    ) async throws -> MoviesRun {
        let connect = try await runner.movies.run(
            [
                "connect", "kodi", server.baseURL.absoluteString, "--user", KodiServerSettings.fixtureUser,
                "--password-stdin", "--time-zone", deviceZone,
            ] + extra,
            environment: runner.environment.merging(["TZ": "UTC"]) { $1 },
            input: KodiServerSettings.fixturePassword + "\n")
        #expect(connect.status == 0, "\(connect.error)")
        return connect
    }

    /// The arguments of `movies import kodi`.
    static let command = ["import", "kodi", "--timeout", "60"]

    /// Runs `movies import kodi` (with `extra`) in the time zone `zone`.
    static func importing(
        _ runner: LibraryRunner, in zone: String = "UTC", _ extra: [String] = []
    ) async throws -> MoviesRun {
        try await runner.movies.run(command + extra, environment: runner.environment.merging(["TZ": zone]) { $1 })
    }

    /// Your diary as "id day" (or "id seen"), sorted.
    static func diary(_ runner: LibraryRunner) async throws -> [String] {
        try await runner.archive().diary.map { item in
            "\(item.viewing.film.id.map(String.init) ?? "unmatched") \(item.viewing.watchedOn.map(APIDate.format) ?? "seen")"
        }.sorted()
    }

    static func moment(_ text: String) throws -> Date {
        try Date(text, strategy: .iso8601)
    }

    // 11:30 UTC is 00:30 the next day in Auckland (UTC+13) and 03:30 in Los Angeles (UTC−8).
    @Test(arguments: [
        ("Pacific/Auckland", "America/Los_Angeles", "2026-11-21"),
        ("America/Los_Angeles", "Pacific/Auckland", "2026-11-22"),
    ])
    func playsBecomeViewingsOnYourDayReadFromTheDevicesClockAndTheUnknownFilmIsNamed(
        _ device: String, _ you: String, _ day: String
    ) async throws {
        let settings = KodiServerSettings.demo(timeZone: try #require(TimeZone(identifier: device)))
        try await withTMDBServer { tmdb in
            try await withKodiServer(settings) { server in
                try await LibraryRunner.with(tmdb) { runner in
                    for (title, count) in [
                        ("The Paper Lantern", 3), ("Amélie and the Clockmaker", 1), ("Iron Harbor", 1),
                        ("A Home Movie Nobody Knows", 1),
                    ] {
                        for _ in 0..<count {
                            server.library.play(try server.film(title), at: try Self.moment("2026-11-21T11:30:00Z"))
                        }
                    }
                    let linked = try await Self.connect(runner, to: server, deviceZone: device)
                    #expect(linked.output.hasPrefix("linked kodi on Kodi 21.1 ("), "\(linked.output)")

                    let dry = try await Self.importing(runner, in: you, ["--dry-run"])
                    #expect(
                        dry.output.contains("would add 3 viewings of The Paper Lantern (2016), on \(day)"),
                        "\(dry.output)\(dry.error)")
                    #expect(try await runner.archive().diary.isEmpty, "a dry run writes nothing")

                    let run = try await Self.importing(runner, in: you)
                    #expect(run.status == 0, "\(run.error)")
                    #expect(run.output == "5 viewings of 3 films added, 0 already there, 1 unmatched\n", "\(run)")
                    #expect(run.error.contains("A Home Movie Nobody Knows (1999)"), "\(run.error)")
                    #expect(
                        try await Self.diary(runner) == [
                            "100001 \(day)", "100001 seen", "100001 seen", "100002 \(day)", "100004 \(day)",
                        ])
                }
            }
        }
    }

    @Test func importedAgainNothingIsAddedOneMorePlayAddsOneAndUnwatchedInKodiKeepsTheViewings() async throws {
        try await withTMDBServer { tmdb in
            try await withKodiServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    let lantern = try server.film("The Paper Lantern")
                    server.library.play(lantern, at: try Self.moment("2026-11-20T20:00:00Z"))
                    try await Self.connect(runner, to: server)
                    let first = try await Self.importing(runner)
                    #expect(first.output == "1 viewing of 1 film added, 0 already there, 0 unmatched\n", "\(first)")
                    let again = try await Self.importing(runner)
                    #expect(again.output == "0 viewings of 0 films added, 1 already there, 0 unmatched\n", "\(again)")

                    server.library.play(lantern, at: try Self.moment("2026-11-28T20:00:00Z"))
                    let later = try await Self.importing(runner)
                    #expect(later.output == "1 viewing of 1 film added, 1 already there, 0 unmatched\n", "\(later)")

                    server.library.markUnwatched(lantern)
                    let unwatched = try await Self.importing(runner)
                    #expect(unwatched.status == 0, "\(unwatched.error)")
                    #expect(try await Self.diary(runner) == ["100001 2026-11-20", "100001 2026-11-28"])
                }
            }
        }
    }

    @Test func anImportKilledWhileItReadsOrWritesThenRunAgainEqualsOneNeverKilled() async throws {
        let settings = KodiServerSettings.demo()
        // Films named by TMDB's id (taken as they are), each played three times: 1,200 viewings
        // over three pages.
        for index in 0..<400 {
            let film = settings.library.addFilm("Film \(index)", year: 2000, tmdb: 200_000 + index)
            for day in 1...3 {
                settings.library.play(film, at: try Self.moment("2026-10-\(10 + day)T12:00:00Z"))
            }
        }
        try await withTMDBServer { tmdb in
            try await withKodiServer(settings) { server in
                try await withTemporaryFolder { folder in
                    let whole = LibraryRunner(folder: folder.appendingPathComponent("whole"), server: tmdb)
                    try await Self.connect(whole, to: server)
                    let uninterrupted = try await Self.importing(whole)
                    #expect(uninterrupted.output.hasPrefix("1200 viewings of 400 films added"), "\(uninterrupted)")
                    let expected = try await whole.archive().diary.map(\.viewing.id)

                    let killed = LibraryRunner(folder: folder.appendingPathComponent("killed"), server: tmdb)
                    try await Self.connect(killed, to: server)
                    var generator = SplitMix64(seed: 61)
                    var kills = 0
                    for round in 0..<6 {
                        // Killed after its first page (while it reads the second) or after its
                        // last (while it matches and writes), 0 to 40 ms later.
                        let pages = server.library.pagesServed + (round % 2 == 0 ? 1 : 3)
                        let pause = Duration.milliseconds(Int.random(in: 0...40, using: &generator))
                        let process = try killed.launch(Self.command)
                        guard
                            await process.kill(once: { server.library.pagesServed >= pages }, after: pause)
                                == .uncaughtSignal
                        else { continue }
                        kills += 1
                        guard FileManager.default.fileExists(atPath: killed.libraryFile.path) else { continue }
                        let rows = try LibraryRows(of: killed.libraryFile)
                        #expect(rows.viewings == 0 || rows.viewings == 1_200, "round \(round): \(rows)")
                    }
                    #expect(kills >= 3, "only \(kills) of 6 imports were killed before they ended")
                    let finished = try await Self.importing(killed)
                    #expect(finished.status == 0, "\(finished.error)")
                    #expect(Set(try await killed.archive().diary.map(\.viewing.id)) == Set(expected))
                    #expect(try await killed.archive().diary.count == expected.count)
                }
            }
        }
    }

    @Test func aChangedPasswordExits77NamingConnectAndWritesNothing() async throws {
        try await withKodiServer { server in
            try await LibraryRunner.with(nil) { runner in
                server.library.play(try server.film("The Paper Lantern"), at: .now)
                try await Self.connect(runner, to: server)
                server.library.changePassword(to: "another")
                let run = try await Self.importing(runner)
                #expect(run.status == 77, "\(run.error)")
                #expect(run.error.contains("movies connect kodi \(server.baseURL.absoluteString)"), "\(run.error)")
                #expect(try await runner.archive().diary.isEmpty)
            }
        }
    }

    @Test func thePasswordIsKeptForYouAloneAndRedactedInTheLog() async throws {
        try await withKodiServer { server in
            try await LibraryRunner.with(nil) { runner in
                let linked = try await Self.connect(runner, to: server, ["--verbose"])
                #expect(linked.error.contains("Authorization: Basic <redacted>"), "\(linked.error)")
                let secret = Data("\(KodiServerSettings.fixtureUser):\(KodiServerSettings.fixturePassword)".utf8)
                #expect(
                    !linked.error.contains(secret.base64EncodedString()) && !linked.output.contains("fixture-password"))
                let file = runner.movies.sessionFile.deletingLastPathComponent()
                    .appendingPathComponent("connections/kodi")
                let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
                #expect(permissions == 0o600)
                let listed = try await runner.run(["connections"])
                #expect(!listed.output.contains("fixture-password"), "\(listed.output)")
            }
        }
    }

    @Test func aWrongPasswordOrZoneOrAnotherServerIsRefusedAndNothingKept() async throws {
        try await withKodiServer { server in
            try await LibraryRunner.with(nil) { runner in
                let url = server.baseURL.absoluteString
                let wrong = try await runner.movies.run(
                    ["connect", "kodi", url, "--user", "kodi", "--password-stdin"], environment: runner.environment,
                    input: "not-it\n")
                #expect(wrong.status == 77, "\(wrong.error)")
                let zone = try await runner.movies.run(
                    ["connect", "kodi", url, "--user", "kodi", "--password-stdin", "--time-zone", "Mars/Olympus"],
                    environment: runner.environment, input: "fixture-password\n")
                #expect(zone.status == 64 && zone.error.contains("--time-zone"), "\(zone.error)")
                // TMDB's fixture answers 404 to /jsonrpc.
                try await withTMDBServer { tmdb in
                    let other = try await runner.movies.run(
                        ["connect", "kodi", tmdb.baseURL.absoluteString, "--user", "kodi", "--password-stdin"],
                        environment: runner.environment, input: "fixture-password\n")
                    #expect(other.status == 69 && other.error.contains("Kodi"), "\(other.error)")
                }
                let none = try await Self.importing(runner)
                #expect(none.status == 64 && none.error.contains("movies connect kodi URL"), "\(none.error)")
            }
        }
    }

    @Test func anUnreachableKodiExits69() async throws {
        try await LibraryRunner.with(nil) { runner in
            try await withKodiServer { server in _ = try await Self.connect(runner, to: server) }
            let run = try await Self.importing(runner, in: "UTC", ["--timeout", "5"])
            #expect(run.status == 69 && run.error.contains("cannot reach"), "\(run.error)")
        }
    }
}
