import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `MediaServerImport` of `PlexPlays` over a stubbed Plex server: each play of a film in the account's history is a
/// viewing on its own day where you are, once however often the import runs; episodes and other
/// accounts' plays are left out; a server that fails leaves the library as it was.
@Suite struct PlexImportTests {
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    func importing(
        from server: StubPlexServer, as account: String = "1", in zone: String = "UTC", dryRun: Bool = false,
        telling linked: AccountLink = .none
    ) async throws -> MediaServerImportSummary {
        let client = PlexClient(
            serverURL: try #require(URL(string: "http://plex.test:32400")), clientID: "c", token: "t",
            transport: server.transport)
        return try await MediaServerImport(
            library: library, source: .tmdb, reader: PlexPlays(client: client, accountID: account),
            timeZone: try #require(TimeZone(identifier: zone)), account: linked
        ) { _ in .unmatched }
        .run(dryRun: dryRun)
    }

    @Test(arguments: [("Pacific/Auckland", "2026-11-22"), ("America/Los_Angeles", "2026-11-21"), ("UTC", "2026-11-21")])
    func eachPlayIsAViewingOnItsOwnDayWhereYouAre(_ zone: String, _ day: String) async throws {
        let server = StubPlexServer()
        server.addFilm("10", tmdb: 100001)
        server.play("10", at: "2026-11-21T11:30:00Z")
        server.play("10", at: "2026-11-25T20:00:00Z")
        let summary = try await importing(from: server, in: zone)
        #expect(summary.added == 2 && summary.filmsAdded == 1 && summary.alreadyThere == 0)
        let second = zone == "Pacific/Auckland" ? "2026-11-26" : "2026-11-25"
        #expect(try library.diaryDays() == ["100001 \(day)", "100001 \(second)"])
    }

    @Test func importedAgainNothingIsAddedAndAfterOneMorePlayExactlyOne() async throws {
        let server = StubPlexServer()
        server.addFilm("10", tmdb: 100001)
        server.play("10", at: "2026-11-21T11:30:00Z")
        server.play("10", at: "2026-11-21T20:00:00Z")
        _ = try await importing(from: server)
        let again = try await importing(from: server)
        #expect(again.added == 0 && again.alreadyThere == 0, "nothing new: no film is read")
        server.play("10", at: "2026-11-28T20:00:00Z")
        let later = try await importing(from: server)
        #expect(later.added == 1 && later.alreadyThere == 2)
        #expect(try library.diaryDays() == ["100001 2026-11-21", "100001 2026-11-21", "100001 2026-11-28"])
    }

    @Test func anotherAccountsPlaysAndEpisodesAreLeftOut() async throws {
        let server = StubPlexServer()
        server.addFilm("10", tmdb: 100001)
        server.addFilm("11", tmdb: 100004)
        server.play("10", at: "2026-11-21T11:30:00Z")
        server.play("11", at: "2026-11-22T11:30:00Z", account: 2)
        server.play("900", at: "2026-11-23T11:30:00Z", type: "episode")
        let summary = try await importing(from: server)
        #expect(summary.added == 1)
        #expect(try library.diaryDays() == ["100001 2026-11-21"])
        _ = try await importing(from: server, as: "2")
        #expect(try library.diaryDays() == ["100001 2026-11-21", "100004 2026-11-22"])
    }

    @Test func everyPageOfTheHistoryAndOfTheSectionsIsRead() async throws {
        let server = StubPlexServer()
        for number in 1...450 {
            server.addFilm("\(number)", tmdb: 200_000 + number)
            server.play("\(number)", at: "2026-11-21T11:30:00Z")
        }
        let summary = try await importing(from: server)
        #expect(summary.added == 450 && summary.filmsAdded == 450)
        #expect(server.requestCount(of: "/status/sessions/history/all") == 3)
        #expect(server.requestCount(of: "/library/sections/1/all") == 3)
    }

    @Test func aFilmKnownByItsIMDbIdAloneIsMatchedThroughItsLookUp() async throws {
        let server = StubPlexServer()
        server.addFilm("12", imdb: "tt9100002")
        server.play("12", at: "2026-11-21T11:30:00Z")
        let summary = try await importing(from: server)
        #expect(summary.unmatched == ["Film 12 (2016)"] && summary.added == 0)
    }

    @Test func aViewingLoggedByHandOnAPlaysDayIsThatPlay() async throws {
        let server = StubPlexServer()
        server.addFilm("10", tmdb: 100001)
        server.play("10", at: "2026-11-21T11:30:00Z")
        _ = try library.log(
            Viewing(
                film: tmdbFilm(100001, "The Paper Lantern", year: 2016), watchedOn: day("2026-11-21"),
                markedOn: day("2026-11-21")))
        let summary = try await importing(from: server)
        #expect(summary.added == 0 && summary.alreadyThere == 1)
        #expect(try library.diaryDays() == ["100001 2026-11-21"])
    }

    @Test func aDryRunCountsWhatItWouldAddAndWritesNothing() async throws {
        let server = StubPlexServer()
        server.addFilm("10", tmdb: 100001)
        server.play("10", at: "2026-11-21T11:30:00Z")
        server.play("10", at: "2026-11-25T11:30:00Z")
        server.play("10", at: "2026-11-21T20:30:00Z")
        let summary = try await importing(from: server, dryRun: true)
        #expect(summary.added == 3 && summary.additions.first?.days == [day("2026-11-21"), day("2026-11-25")])
        #expect(try library.diaryDays().isEmpty)
    }

    @Test func aFilmAPlayTookOffYourWatchlistLeavesTheLinkedAccountsAsWatchedTellsItNotOnADryRun() async throws {
        let server = StubPlexServer()
        server.addFilm("10", tmdb: 100001)
        server.addFilm("11", tmdb: 100004)
        server.play("10", at: "2026-11-21T11:30:00Z")
        server.play("11", at: "2026-11-22T11:30:00Z")
        try library.addToWatchlist(tmdbFilm(100001), on: day("2026-11-01"))
        let account = InMemoryAccount()
        let linked = AccountLink { .linked(name: "ada", lists: account) }
        let dry = try await importing(from: server, dryRun: true, telling: linked)
        #expect(dry.toldAccount.isEmpty)
        #expect(await account.writes.isEmpty)
        let summary = try await importing(from: server, telling: linked)
        #expect(summary.leftWatchlist.map(\.id) == [100001])
        #expect(summary.toldAccount == [.sent(account: "ada")])
        #expect(await account.writes == [.watchlist(100001, on: false)])
    }

    @Test func aRevokedTokenIsRefusedAndNothingIsWritten() async throws {
        let server = StubPlexServer()
        server.addFilm("10", tmdb: 100001)
        server.play("10", at: "2026-11-21T11:30:00Z")
        server.failing = { path, _ in path.hasSuffix("/history/all") ? 401 : nil }
        await #expect(
            throws: MediaServerImportError.server(.tokenRefused(server: "http://plex.test:32400/", kind: .plex))
        ) {
            try await importing(from: server)
        }
        #expect(try library.diaryDays().isEmpty)
    }

    @Test func anAnswerThatDoesNotReadIsABadAnswerAndNothingIsWritten() async throws {
        let server = StubPlexServer()
        server.play("10", at: "2026-11-21T11:30:00Z")
        server.answerXML = true
        await #expect(
            throws: MediaServerImportError.server(.badAnswer(server: "http://plex.test:32400/", what: "its identity"))
        ) {
            try await importing(from: server)
        }
        #expect(try library.diaryDays().isEmpty)
    }

    @Test func aSecondPageThatFailsLeavesTheDiaryAsItWasThoughTheFirstRead() async throws {
        let server = StubPlexServer()
        for number in 1...250 {
            server.addFilm("\(number)", tmdb: 200_000 + number)
            server.play("\(number)", at: "2026-11-21T11:30:00Z")
        }
        server.failing = { path, start in path.hasSuffix("/sections/1/all") && start > 0 ? 502 : nil }
        await #expect(
            throws: MediaServerImportError.server(.status(502, server: "http://plex.test:32400/", what: "the films"))
        ) {
            try await importing(from: server)
        }
        #expect(try library.diaryDays().isEmpty)
    }
}
