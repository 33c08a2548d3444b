import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `movies listen --port 0` end to end: webhooks posted over loopback as Plex and Jellyfin post
/// them, films matched against `movies-api --dialect tmdb`, the viewings read back from the diary.
struct ListenRunTests {
    /// A `movies listen` running for a runner: where it listens, its hooks' paths, what it printed.
    struct Listener {
        let process: LaunchedProcess
        let post: LoopbackPost
        let secret: String
        let output: URL
        let errors: URL

        func hook(_ source: WebhookSource) -> String {
            WebhookSecretStore.path(secret: secret, source: source)
        }

        func plex(_ body: Data) throws -> LoopbackPost.Answer {
            try post.post(hook(.plex), body: body, contentType: WebhookPayloads.plexContentType)
        }

        func jellyfin(_ body: Data) throws -> LoopbackPost.Answer {
            try post.post(hook(.jellyfin), body: body)
        }

        var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

        var errorsPrinted: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }
    }

    /// Runs `body` with `movies listen --port 0` started for `runner` in the time zone `zone`
    /// (the hooks' secret read from `listen --urls`), then ends it with SIGTERM, which must end it
    /// with 0.
    static func listening(
        _ runner: LibraryRunner, in zone: String = "UTC", _ body: (Listener) async throws -> Void
    ) async throws {
        let urls = try await runner.run(["listen", "--urls"])
        #expect(urls.status == 0, "\(urls.error)")
        let secret = try #require(urls.output.firstMatch(of: /\/hooks\/([0-9a-f]{64})\//).map { String($0.1) })
        let folder = runner.libraryFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("listen.out"), errors = folder.appendingPathComponent("listen.err")
        let process = try runner.movies.launch(
            ["listen", "--port", "0", "--timeout", "60"], environment: runner.environment.merging(["TZ": zone]) { $1 },
            output: output, stderr: errors)
        var port: Int?
        for _ in 0..<600 where port == nil {
            let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            port = printed.firstMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\n/).flatMap { Int($0.1) }
            if port == nil { try await Task.sleep(for: .milliseconds(50)) }
        }
        let listener = Listener(
            process: process, post: LoopbackPost(port: try #require(port, "never said where it listens")),
            secret: secret, output: output, errors: errors)
        do {
            try await body(listener)
        } catch {
            process.kill()
            Issue.record("movies listen printed: \(listener.printed)\(listener.errorsPrinted)")
            throw error
        }
        Glibc.kill(process.processIdentifier, SIGTERM)
        #expect(await process.exit() == .exit)
        #expect(process.terminationStatus == 0, "\((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
    }

    @Test func eachRefusalHasItsCodeAndWritesNothing() async throws {
        try await withTMDBServer { tmdb in
            try await LibraryRunner.with(tmdb) { runner in
                try await Self.listening(runner) { listener in
                    let film = WebhookPayloads.jellyfin(name: "The Paper Lantern", year: 2016, tmdb: "100001")
                    let wrongSecret = "/hooks/\(String(repeating: "0", count: 64))/jellyfin"
                    #expect(try listener.post.post(wrongSecret, body: film).status == 404)
                    #expect(try listener.post.post("/hooks/\(listener.secret)/kodi", body: film).status == 404)
                    let huge = try listener.post.post(
                        listener.hook(.jellyfin), body: Data(repeating: 0x20, count: 1_000),
                        declaredLength: 2 * 1_048_576)
                    #expect(huge == .init(status: 413, text: "the body is over 1 MiB"), "answered before the body came")
                    #expect(try listener.jellyfin(Data("nope".utf8)).status == 400)
                    let notAForm = try listener.post.post(
                        listener.hook(.plex),
                        body: WebhookPayloads.plex(event: "media.scrobble", title: "The Paper Lantern", year: 2016))
                    #expect(
                        notAForm == .init(status: 400, text: "plex: the body is not multipart/form-data, as Plex sends")
                    )
                    let episode = try listener.plex(
                        WebhookPayloads.plex(event: "media.scrobble", type: "episode", title: "Pilot", year: 2016))
                    #expect(episode == .init(status: 202, text: "left out: episode, not a film"))
                    let song = try listener.jellyfin(
                        WebhookPayloads.jellyfin(name: "A Song", year: 2016, ["ItemType": "Audio"]))
                    #expect(song == .init(status: 202, text: "left out: Audio, not a film"))
                }
                #expect(try await runner.archive().diary.isEmpty)
            }
        }
    }

    @Test func aPlexScrobbleThenItsPlayAndStopCountOnceOnTheDayWhereYouAre() async throws {
        try await withTMDBServer { tmdb in
            try await LibraryRunner.with(tmdb) { runner in
                // 11:30 UTC on 21 November is the 22nd in Auckland.
                let viewed = Int(try Date("2026-11-21T11:30:00Z", strategy: .iso8601).timeIntervalSince1970)
                try await Self.listening(runner, in: "Pacific/Auckland") { listener in
                    let scrobble = WebhookPayloads.plex(
                        event: "media.scrobble", title: "The Paper Lantern", year: 2016, tmdb: 100_001,
                        imdb: "tt9100001", lastViewedAt: viewed)
                    #expect(
                        try listener.plex(scrobble)
                            == .init(status: 201, text: "logged The Paper Lantern (2016), watched 2026-11-22"))
                    for event in ["media.play", "media.stop"] {
                        let answer = try listener.plex(
                            WebhookPayloads.plex(event: event, title: "The Paper Lantern", year: 2016, tmdb: 100_001))
                        #expect(answer.status == 202)
                    }
                    let again = try listener.plex(scrobble)
                    #expect(again == .init(status: 200, text: "counted already: The Paper Lantern (2016)"))
                    let otherServer = try listener.plex(
                        WebhookPayloads.plex(
                            event: "media.scrobble", title: "The Paper Lantern", year: 2016, tmdb: 100_001,
                            server: "another-server", lastViewedAt: viewed))
                    #expect(otherServer.status == 201, "another server's play is a play of its own")
                }
                #expect(try await ImportJellyfinRunTests.diary(runner) == ["100001 2026-11-22", "100001 2026-11-22"])
            }
        }
    }

    @Test func aJellyfinPostSentTwiceCountsOnceAndLandsAsWatchedWritesIt() async throws {
        try await withTMDBServer { tmdb in
            try await LibraryRunner.with(tmdb) { runner in
                #expect(try await runner.ask(["watchlist", "add", "100002"]).status == 0)
                try await Self.listening(runner, in: "America/Los_Angeles") { (listener: Listener) async throws in
                    // 06:30 UTC on 22 November is the 21st in Los Angeles; matched by IMDb's id alone.
                    let stop = WebhookPayloads.jellyfin(
                        name: "Amélie and the Clockmaker", year: 2016, imdb: "tt9100002",
                        moment: "2026-11-22T06:30:00.0000000Z")
                    #expect(try listener.jellyfin(stop).status == 201)
                    #expect(try listener.jellyfin(stop).status == 200)
                    #expect(
                        listener.printed.contains(
                            "Logged Amélie and the Clockmaker (2016, 100002), watched 2026-11-21, played on jellyfin.\n"
                                + "Took Amélie and the Clockmaker (2016, 100002) off your watchlist, seen.\n"),
                        "\(listener.printed)")
                }
                try await LibraryRunner.with(tmdb) { byHand in
                    #expect(try await byHand.ask(["watched", "100002", "--date", "2026-11-21"]).status == 0)
                    let listened = try await runner.run(["diary"]), typed = try await byHand.run(["diary"])
                    #expect(listened.output == typed.output)
                    let watchlist = try await runner.run(["watchlist"]), neverOnIt = try await byHand.run(["watchlist"])
                    #expect(watchlist.output == neverOnIt.output)
                }
            }
        }
    }

    @Test func onlyTheLinkedUsersPlaysCountWhereAConnectionNamesOne() async throws {
        try await withTMDBServer { tmdb in
            try await LibraryRunner.with(tmdb) { runner in
                let state = runner.movies.cache.deletingLastPathComponent().appendingPathComponent("state/movies")
                try MediaServerConnectionStore(stateFolder: state).save(
                    MediaServerConnection(
                        kind: .jellyfin, serverURL: URL(string: "http://127.0.0.1:9/")!, serverName: "Home",
                        userID: "5f1c00aa5f1c00aa5f1c00aa5f1c00aa", userName: "ann", token: "token", deviceID: "device")
                )
                try await Self.listening(runner) { listener in
                    let family = try listener.jellyfin(
                        WebhookPayloads.jellyfin(
                            name: "The Paper Lantern", year: 2016, tmdb: "100001", user: "0badf00d"))
                    #expect(family.status == 202)
                    let yours = try listener.jellyfin(
                        WebhookPayloads.jellyfin(
                            name: "The Paper Lantern", year: 2016, tmdb: "100001",
                            user: "5f1c00aa-5f1c-00aa-5f1c-00aa5f1c00aa"))
                    #expect(yours.status == 201)
                }
                #expect(try await ImportJellyfinRunTests.diary(runner) == ["100001 2026-12-04"])
            }
        }
    }

    @Test func onlyThePlexConnectionsAccountsScrobblesCount() async throws {
        try await withTMDBServer { tmdb in
            try await LibraryRunner.with(tmdb) { runner in
                let state = runner.movies.cache.deletingLastPathComponent().appendingPathComponent("state/movies")
                try MediaServerConnectionStore(stateFolder: state).save(
                    MediaServerConnection(
                        kind: .plex, serverURL: URL(string: "http://127.0.0.1:9/")!, serverName: "Home", userID: "2",
                        userName: "ben", token: "token", deviceID: "device"))
                try await Self.listening(runner) { listener in
                    let owners = try listener.plex(
                        WebhookPayloads.plex(
                            event: "media.scrobble", title: "The Paper Lantern", year: 2016, tmdb: 100_001))
                    #expect(owners.status == 202 && owners.text.contains("another user"), "\(owners)")
                    let yours = try listener.plex(
                        WebhookPayloads.plex(
                            event: "media.scrobble", title: "Iron Harbor", year: 2016, tmdb: 100_004, account: 2,
                            lastViewedAt: 1_795_248_000))
                    #expect(yours.status == 201, "\(yours)")
                }
                let diary = try await ImportJellyfinRunTests.diary(runner)
                #expect(diary == ["100004 2026-11-21"], "\(diary)")
            }
        }
    }

    @Test func aPortInUseEndsIt69NamingTheAddress() async throws {
        try await withTMDBServer { tmdb in
            try await LibraryRunner.with(tmdb) { runner in
                try await Self.listening(runner) { listener in
                    let second = try await runner.run(["listen", "--port", String(listener.post.port)])
                    #expect(second.status == 69)
                    #expect(
                        second.error.contains("cannot listen on 127.0.0.1:\(listener.post.port): "), "\(second.error)")
                }
            }
        }
    }
}
