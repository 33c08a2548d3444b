import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// An import reads a server newest first, back to the first page that holds a play your library
/// knows (``KnownPlays``) and no further: with nothing new, one page; whatever is new (a film
/// played again, a film or play no import wrote) is read however far back it lies.
@Suite struct ImportSinceTheLastTests {
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    /// Films "1"…"count" (TMDB 200001…), each played once, the later numbers later on 21 November.
    static func jellyfin(playing count: Int) -> StubJellyfinServer {
        let server = StubJellyfinServer()
        for number in 1...count { server.play("\(number)", tmdb: 200_000 + number, at: moment(number)) }
        return server
    }

    /// `minutes` minutes after 08:00 UTC on 21 November.
    static func moment(_ minutes: Int) -> String {
        (Date(timeIntervalSince1970: 1_795_248_000).addingTimeInterval(Double(minutes) * 60)).formatted(.iso8601)
    }

    /// Imports from `server` (matching by `match` the films named by title alone), and how many
    /// pages it read.
    func importing(
        _ server: StubJellyfinServer, dryRun: Bool = false,
        match: @escaping @Sendable (ImportedFilm) -> FilmMatch = { _ in .unmatched }
    ) async throws -> (summary: MediaServerImportSummary, pages: Int) {
        let client = JellyfinClient(
            serverURL: try #require(URL(string: "http://jellyfin.test/")), deviceID: "d", token: "t",
            transport: server.transport)
        let before = server.pagesAnswered
        let summary = try await MediaServerImport(
            library: library, source: .tmdb, reader: JellyfinPlays(client: client, userID: "u1"),
            timeZone: try #require(TimeZone(identifier: "UTC")), match: match
        ).run(dryRun: dryRun)
        return (summary, server.pagesAnswered - before)
    }

    @Test func anImportWithNothingNewReadsOnePage() async throws {
        let server = Self.jellyfin(playing: 450)
        let first = try await importing(server)
        #expect(first.summary.added == 450 && first.pages == 3)
        let again = try await importing(server)
        #expect(again.summary.added == 0 && again.pages == 1)
    }

    @Test func aFilmPlayedAgainComesFirstAndItsNewPlayIsAddedFromOnePage() async throws {
        let server = Self.jellyfin(playing: 450)
        _ = try await importing(server)
        server.play("3", at: Self.moment(600))
        let again = try await importing(server)
        #expect(again.summary.added == 1 && again.summary.additions.first?.film.id == 200_003)
        #expect(again.pages == 1)
        #expect(try library.diaryDays().count == 451)
    }

    @Test func filmsNoImportWroteAtTheTopAreReadPastToTheFirstKnownPlay() async throws {
        let server = Self.jellyfin(playing: 450)
        _ = try await importing(server)
        for number in 1001...1250 { server.play("\(number)", at: Self.moment(number)) }
        let again = try await importing(server)
        #expect(again.summary.unmatched.count == 250 && again.pages == 2)
    }

    @Test func aDryRunWritesNothingSoTheImportAfterItReadsEverything() async throws {
        let server = Self.jellyfin(playing: 450)
        let dry = try await importing(server, dryRun: true)
        #expect(dry.summary.added == 450 && dry.pages == 3)
        let run = try await importing(server)
        #expect(run.summary.added == 450 && run.pages == 3)
    }

    @Test func anImportThatFailedWroteNothingSoTheNextReadsAsFarAsItNeeds() async throws {
        let server = Self.jellyfin(playing: 450)
        server.failing = { start in start == 400 ? 502 : nil }
        await #expect(throws: MediaServerImportError.self) { try await importing(server) }
        server.failing = { _ in nil }
        let next = try await importing(server)
        #expect(next.summary.added == 450 && next.pages == 3)
    }

    @Test func whereTheSourceCouldNotBeAskedForAFilmNoPlaySinceItsFirstIsWrittenSoTheNextImportReadsBackToIt()
        async throws
    {
        let server = Self.jellyfin(playing: 450)
        server.play("9000", at: Self.moment(100))  // by its title alone, as film 100 was played
        let offline = try await importing(server) { _ in .failed(.unreachable("offline")) }
        #expect(offline.summary.failure != nil && offline.summary.added == 99)
        let online = try await importing(server) { film in
            film.title == "Film 9000" ? .matched(tmdbFilm(209_000, "Film 9000", year: 2016)) : .unmatched
        }
        #expect(online.summary.added == 351 + 1)
        #expect(try library.diaryDays().count == 451)
    }

    // MARK: Plex

    func importing(_ server: StubPlexServer) async throws -> MediaServerImportSummary {
        let client = PlexClient(
            serverURL: try #require(URL(string: "http://plex.test:32400")), clientID: "c", token: "t",
            transport: server.transport)
        return try await MediaServerImport(
            library: library, source: .tmdb, reader: PlexPlays(client: client, accountID: "1"),
            timeZone: try #require(TimeZone(identifier: "UTC"))
        ) { _ in .unmatched }
        .run()
    }

    /// Films "1"…"count" (TMDB 200001…), each played once, `minutes` apart from 08:00 UTC on 21
    /// November, the later numbers later.
    static func plex(playing count: Int, minutesApart minutes: Int = 60) -> StubPlexServer {
        let server = StubPlexServer()
        for number in 1...count {
            server.addFilm("\(number)", tmdb: 200_000 + number)
            server.play("\(number)", at: moment(number * minutes))
        }
        return server
    }

    @Test func plexWithNothingNewReadsOnePageOfTheHistoryAndNoSection() async throws {
        let server = Self.plex(playing: 450)
        #expect(try await importing(server).added == 450)
        #expect(server.requestCount(of: "/status/sessions/history/all") == 3)
        let again = try await importing(server)
        #expect(again.added == 0)
        #expect(server.requestCount(of: "/status/sessions/history/all") == 4)
        #expect(server.requestCount(of: "/library/sections/1/all") == 3, "read at the first import alone")
    }

    @Test func plexEpisodesAndOtherAccountsPlaysAtTheTopAreReadPast() async throws {
        let server = Self.plex(playing: 450)
        _ = try await importing(server)
        for hour in 1001...1150 { server.play("9\(hour)", at: Self.moment(hour * 60), type: "episode") }
        for hour in 1151...1250 { server.play("\(hour % 450 + 1)", at: Self.moment(hour * 60), account: 2) }
        server.play("7", at: Self.moment(1300 * 60))
        #expect(try await importing(server).added == 1)
        #expect(server.requestCount(of: "/status/sessions/history/all") == 3 + 2)
    }

    @Test func aPlexPlayOnTheDayOfOneImportedPagesBackIsAddedNotTakenForOneLoggedByHand() async throws {
        let server = Self.plex(playing: 450, minutesApart: 1)
        _ = try await importing(server)
        // Film 1's first play, imported, is 450 plays back: the second, the same day, is its own.
        server.play("1", at: Self.moment(700))
        let summary = try await importing(server)
        #expect(summary.added == 1)
        #expect(
            try library.diaryDays().filter { $0.hasPrefix("200001 ") } == ["200001 2026-11-21", "200001 2026-11-21"])
    }
}
