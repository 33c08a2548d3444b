import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// A first import from a stubbed Jellyfin (`MediaServerImport` of `JellyfinPlays`) asks each
/// page of played films once, two at most at once, none past the server's total (that the next
/// page is asked while one is read, `MediaServerPagingAheadTests` shows); a list that
/// shifts between two requests still gives every play once; a page asked ahead that fails
/// leaves the library as it was; a later import reads one page at a time.
@Suite struct FirstImportReadsAheadTests {
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    /// A Jellyfin whose user played `films` films (TMDB 300000…), the last played first, counting
    /// the `startIndex` of each page asked; `served(start)` is told of each page answered, and
    /// `status(start)` may answer a page with an error instead.
    final class PlayedFilms: HTTPTransport {
        private let state: Mutex<(films: [String], starts: [Int], inFlight: Int, most: Int)>
        let served: @Sendable (Int, PlayedFilms) -> Void
        let status: @Sendable (Int) -> Int?

        init(
            films: Int, served: @escaping @Sendable (Int, PlayedFilms) -> Void = { _, _ in },
            status: @escaping @Sendable (Int) -> Int? = { _ in nil }
        ) {
            state = Mutex(((0..<films).reversed().map(Self.film), [], 0, 0))
            self.served = served
            self.status = status
        }

        /// Film `index` of the list, played once.
        static func film(_ index: Int) -> String {
            JellyfinImportTests.item(
                "f\(index)", "Film \(index)", year: 2000, tmdb: 300_000 + index, count: 1,
                last: "2026-11-20T10:00:00Z")
        }

        /// The starts of the pages asked, in order.
        var starts: [Int] { state.withLock { $0.starts } }
        /// The most pages asked at once.
        var mostAtOnce: Int { state.withLock { $0.most } }

        /// Film `index` played, first in the list.
        func play(_ index: Int) {
            state.withLock { $0.films.insert(Self.film(index), at: 0) }
        }

        func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            guard request.url.path.hasSuffix("/Items") else {
                return HTTPResponse(status: 200, body: Data(#"{"Id":"ABC123"}"#.utf8))
            }
            let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let start = query.first { $0.name == "startIndex" }.flatMap { $0.value.flatMap(Int.init) } ?? 0
            let limit = query.first { $0.name == "limit" }.flatMap { $0.value.flatMap(Int.init) } ?? 0
            let films = state.withLock { state in
                state.starts.append(start)
                state.inFlight += 1
                state.most = max(state.most, state.inFlight)
                return state.films
            }
            // A server's time to make the page, so that two asked at once are seen at once.
            try? await Task.sleep(for: .milliseconds(1))
            defer { state.withLock { $0.inFlight -= 1 } }
            if let status = status(start) { return HTTPResponse(status: status, headers: ["Retry-After": "0"]) }
            let page = films.dropFirst(start).prefix(limit)
            let body = #"{"Items":[\#(page.joined(separator: ","))],"TotalRecordCount":\#(films.count)}"#
            served(start, self)
            return HTTPResponse(status: 200, body: Data(body.utf8))
        }
    }

    func importing(from server: any HTTPTransport) async throws -> MediaServerImportSummary {
        let client = JellyfinClient(
            serverURL: try #require(URL(string: "http://jellyfin.test/")), deviceID: "d", token: "t",
            transport: server)
        return try await MediaServerImport(
            library: library, source: .tmdb, reader: JellyfinPlays(client: client, userID: "u1"),
            timeZone: try #require(TimeZone(identifier: "UTC"))
        ) { JellyfinImportTests.match($0) }
        .run()
    }

    @Test func aFirstImportAsksTheNextPageWhileOneIsMadeEachPageOnceAndNonePastTheTotal() async throws {
        let server = PlayedFilms(films: 1_000)
        let held = HeldPageTransport(server, holding: ["200": "400", "600": "800"]) { request in
            URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "startIndex" }?.value
        }
        let summary = try await importing(from: held)
        #expect(summary.added == 1_000 && summary.filmsAdded == 1_000)
        #expect(server.starts.sorted() == [0, 200, 400, 600, 800])
        #expect(server.mostAtOnce <= 2)
        #expect(
            held.askedWhileHeld == ["200": true, "600": true], "a page was asked only once the one before was read")
    }

    @Test func aListThatShiftsBetweenTwoRequestsStillGivesEveryPlayOnce() async throws {
        // A film is played as the first page is answered: the rest of the list moves on by one.
        let server = PlayedFilms(films: 400) { start, server in if start == 0 { server.play(400) } }
        let summary = try await importing(from: server)
        #expect(summary.added == 400 && summary.filmsAdded == 400, "\(summary.added) of 400")
        #expect(server.starts.contains(400), "the film pushed past the planned last page was not read")
    }

    @Test func aPageAskedAheadThatFailsPastItsAttemptsFailsTheImportAndWritesNothing() async throws {
        let server = PlayedFilms(films: 1_000, status: { $0 == 400 ? 500 : nil })
        await #expect(
            throws: MediaServerImportError.server(
                .status(500, server: "http://jellyfin.test/", what: "the played films"))
        ) {
            try await importing(from: server)
        }
        #expect(try library.diaryDays().isEmpty)
    }

    @Test func aLaterImportReadsItsPagesOneAtATimeToTheFirstHoldingAKnownPlay() async throws {
        _ = try await importing(from: PlayedFilms(films: 600))
        // 400 films played since: the page from 400 holds the last play imported.
        let server = PlayedFilms(films: 1_000)
        let summary = try await importing(from: server)
        #expect(summary.added == 400)
        #expect(server.starts == [0, 200, 400])
        #expect(server.mostAtOnce == 1)
    }

    @Test func aFirstImportFromKodiAsksTheNextPageWhileOneIsMade() async throws {
        let films = (1...1_000).map { KodiImportTests.film($0, "Film \($0)", year: 2016, tmdb: 200_000 + $0, count: 1) }
        let kodi = HeldPageTransport(KodiImportTests.kodi(films), holding: ["200": "400"]) { request in
            let call = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
            let limits = (call?["params"] as? [String: Any])?["limits"] as? [String: Int]
            return limits?["start"].map(String.init)
        }
        let client = KodiClient(
            serverURL: try #require(URL(string: "http://kodi.test:8080/")), user: "kodi", password: "secret",
            transport: kodi)
        let summary = try await MediaServerImport(
            library: library, source: .tmdb, reader: KodiPlays(client: client, deviceZone: .gmt), timeZone: .gmt
        ) { _ in .unmatched }
        .run()
        #expect(summary.added == 1_000)
        #expect(kodi.askedWhileHeld == ["200": true], "the page from 400 was asked only once the one from 200 was read")
        #expect(kodi.asked.sorted() == ["0", "200", "400", "600", "800"])
    }

    @Test func aFirstImportFromPlexAsksTheNextPageOfTheHistoryAndOfTheSectionWhileOneIsMade() async throws {
        let server = StubPlexServer()
        for number in 1...1_000 {
            server.addFilm("\(number)", tmdb: 200_000 + number)
            server.play("\(number)", at: "2026-11-21T11:30:00Z")
        }
        let plex = HeldPageTransport(
            server.transport, holding: ["history 200": "history 400", "section 200": "section 400"]
        ) { request in
            let list =
                request.url.path.hasSuffix("/history/all")
                ? "history" : request.url.path.hasSuffix("/all") ? "section" : nil
            let start = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "X-Plex-Container-Start" }?.value
            return list.flatMap { list in start.map { "\(list) \($0)" } }
        }
        let client = PlexClient(
            serverURL: try #require(URL(string: "http://plex.test:32400")), clientID: "c", token: "t", transport: plex)
        let summary = try await MediaServerImport(
            library: library, source: .tmdb, reader: PlexPlays(client: client, accountID: "1"), timeZone: .gmt
        ) { _ in .unmatched }
        .run()
        #expect(summary.added == 1_000)
        #expect(plex.askedWhileHeld == ["history 200": true, "section 200": true])
        #expect(plex.asked.filter { $0.hasPrefix("history") }.count == 5)
    }
}
