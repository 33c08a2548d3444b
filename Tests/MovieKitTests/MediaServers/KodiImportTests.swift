import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `MediaServerImport` of `KodiPlays` over a stubbed Kodi: a play count and the last play's local time, read in the
/// zone of Kodi's device, become viewings on your day; pages are read to the total; a Kodi that
/// fails leaves the diary as it was.
@Suite struct KodiImportTests {
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    /// A film of `VideoLibrary.GetMovies`, played `count` times, last at the local time `last`.
    static func film(
        _ id: Int, _ title: String, year: Int, tmdb: Int? = nil, imdb: String? = nil, count: Int, last: String = ""
    ) -> String {
        var ids: [String] = []
        if let tmdb { ids.append(#""tmdb":"\#(tmdb)""#) }
        if let imdb { ids.append(#""imdb":"\#(imdb)""#) }
        return
            #"{"movieid":\#(id),"label":"\#(title)","title":"\#(title)","year":\#(year),"playcount":\#(count),"lastplayed":"\#(last)","uniqueid":{\#(ids.joined(separator: ","))}}"#
    }

    /// A Kodi whose library is `films`, paged as `limits` ask; `page` answers instead where it
    /// gives an answer for a page's start.
    static func kodi(
        _ films: [String], page: @escaping @Sendable (Int) -> HTTPResponse? = { _ in nil }
    ) -> StubTransport {
        StubTransport { request throws(TransportError) in
            let call = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
            let limits = (call?["params"] as? [String: Any])?["limits"] as? [String: Int]
            let start = limits?["start"] ?? 0
            let end = min(limits?["end"] ?? films.count, films.count)
            if let answer = page(start) { return answer }
            let movies = start < end ? films[start..<end].joined(separator: ",") : ""
            let body =
                #"{"id":1,"jsonrpc":"2.0","result":{"limits":{"start":\#(start),"end":\#(end),"total":\#(films.count)},"movies":[\#(movies)]}}"#
            return HTTPResponse(status: 200, body: Data(body.utf8))
        }
    }

    /// A Kodi that answers every call `status` and `body`.
    static func kodi(status: Int, body: String) -> StubTransport {
        kodi([]) { _ in HTTPResponse(status: status, headers: ["Retry-After": "0"], body: Data(body.utf8)) }
    }

    /// Matches by title alone: "Iron Harbor" (2016) is 100004; the rest no source knows.
    static func match(_ film: ImportedFilm) -> FilmMatch {
        if case .title = film.match, film.title == "Iron Harbor", film.year == 2016 {
            return .matched(tmdbFilm(100004, "Iron Harbor", year: 2016))
        }
        return .unmatched
    }

    func importing(
        from transport: StubTransport, device: String = "UTC", you: String = "UTC", dryRun: Bool = false
    ) async throws -> MediaServerImportSummary {
        let client = KodiClient(
            serverURL: try #require(URL(string: "http://kodi.test:8080/")), user: "kodi", password: "secret",
            transport: transport)
        let plays = KodiPlays(client: client, deviceZone: try #require(TimeZone(identifier: device)))
        return try await MediaServerImport(
            library: library, source: .tmdb, reader: plays, timeZone: try #require(TimeZone(identifier: you))
        ) { Self.match($0) }
        .run(dryRun: dryRun)
    }

    static let lantern = film(1, "The Paper Lantern", year: 2016, tmdb: 100001, count: 3, last: "2026-11-21 22:30:00")

    @Test(arguments: [
        // 22:30 in Auckland (UTC+13) is 01:30 UTC, the afternoon before in Los Angeles.
        ("Pacific/Auckland", "America/Los_Angeles", "2026-11-21"),
        // 22:30 in Los Angeles (UTC−8) is 06:30 UTC the next day, its evening in Auckland.
        ("America/Los_Angeles", "Pacific/Auckland", "2026-11-22"),
        ("Pacific/Auckland", "Pacific/Auckland", "2026-11-21"),
        ("UTC", "UTC", "2026-11-21"),
    ])
    func theLastPlayIsOnItsDayWhereYouAreReadFromTheDevicesLocalTime(
        _ device: String, _ you: String, _ day: String
    ) async throws {
        let summary = try await importing(from: Self.kodi([Self.lantern]), device: device, you: you)
        #expect(summary.added == 3 && summary.filmsAdded == 1)
        #expect(try library.diaryDays() == ["100001 \(day)", "100001 seen", "100001 seen"])
    }

    @Test(arguments: [
        ("America/Los_Angeles", "2026-03-08 02:30:00", "2026-03-08"),
        ("Pacific/Auckland", "2026-09-27 02:30:00", "2026-09-27"),
    ])
    func aLocalTimeTheClockSkippedIsStillThatDay(_ zone: String, _ last: String, _ day: String) async throws {
        let skipped = Self.film(1, "The Paper Lantern", year: 2016, tmdb: 100001, count: 1, last: last)
        _ = try await importing(from: Self.kodi([skipped]), device: zone, you: zone)
        #expect(try library.diaryDays() == ["100001 \(day)"])
    }

    @Test(arguments: ["", "2026-02-30 10:00:00", "2026-11-21T22:30:00Z", "2026-11-21 25:00:00"])
    func aLastPlayedThatNamesNoMomentGivesUndatedViewings(_ last: String) async throws {
        let odd = Self.film(1, "The Paper Lantern", year: 2016, tmdb: 100001, count: 2, last: last)
        _ = try await importing(from: Self.kodi([odd]))
        #expect(try library.diaryDays() == ["100001 seen", "100001 seen"])
    }

    @Test func importedAgainNothingIsAddedAndAfterOneMorePlayExactlyOne() async throws {
        _ = try await importing(from: Self.kodi([Self.lantern]))
        let again = try await importing(from: Self.kodi([Self.lantern]))
        #expect(again.added == 0 && again.alreadyThere == 3)
        let played = Self.film(1, "The Paper Lantern", year: 2016, tmdb: 100001, count: 4, last: "2026-11-28 20:00:00")
        let later = try await importing(from: Self.kodi([played]))
        #expect(later.added == 1 && later.alreadyThere == 3)
        #expect(try library.diaryDays() == ["100001 2026-11-21", "100001 2026-11-28", "100001 seen", "100001 seen"])
    }

    @Test func aFilmMarkedUnwatchedInKodiKeepsTheViewingsImportedBefore() async throws {
        _ = try await importing(from: Self.kodi([Self.lantern]))
        let unwatched = Self.film(1, "The Paper Lantern", year: 2016, tmdb: 100001, count: 0)
        let summary = try await importing(from: Self.kodi([unwatched]))
        #expect(summary.added == 0)
        #expect(try library.diaryDays() == ["100001 2026-11-21", "100001 seen", "100001 seen"])
    }

    @Test func everyPageIsReadToTheTotalKodiGives() async throws {
        let films = (1...450).map { Self.film($0, "Film \($0)", year: 2016, tmdb: 200_000 + $0, count: 1) }
        let starts = StartsAsked()
        let summary = try await importing(from: Self.kodi(films) { start in starts.add(start) })
        #expect(summary.added == 450 && summary.filmsAdded == 450)
        #expect(starts.all == [0, 200, 400])
    }

    @Test func filmsAreMatchedByIdsThenTitleAndUnplayedOnesAreLeftAlone() async throws {
        let films = [
            Self.lantern,
            Self.film(2, "Iron Harbor", year: 2016, count: 1, last: "2026-11-20 10:00:00"),
            Self.film(3, "A Home Movie Nobody Knows", year: 1999, count: 2, last: "2026-11-20 10:00:00"),
            Self.film(4, "Never Played", year: 2016, tmdb: 100002, count: 0),
        ]
        let summary = try await importing(from: Self.kodi(films))
        #expect(summary.unmatched == ["A Home Movie Nobody Knows (1999)"])
        #expect(try library.diaryDays() == ["100001 2026-11-21", "100001 seen", "100001 seen", "100004 2026-11-20"])
    }

    @Test func aDryRunCountsWhatItWouldAddAndWritesNothing() async throws {
        let summary = try await importing(from: Self.kodi([Self.lantern]), dryRun: true)
        #expect(summary.added == 3 && summary.additions.first?.days == [day("2026-11-21")])
        #expect(try library.diaryDays().isEmpty)
    }

    static let server = "http://kodi.test:8080/"

    @Test(arguments: [
        (401, "", MediaServerError.tokenRefused(server: server, kind: .kodi)),
        (200, "<html>proxy</html>", .badAnswer(server: server, what: "the films")),
        (200, #"{"id":1,"jsonrpc":"2.0","result":{"movies":"#, .badAnswer(server: server, what: "the films")),
        (
            200, #"{"id":1,"jsonrpc":"2.0","error":{"code":-32602,"message":"Invalid params."}}"#,
            .callFailed(server: server, method: "VideoLibrary.GetMovies", code: -32602, message: "Invalid params.")
        ),
        (503, "", .status(503, server: server, what: "the films")),
    ])
    func aKodiThatFailsLeavesTheDiaryAsItWas(_ status: Int, _ body: String, _ error: MediaServerError) async throws {
        _ = try await importing(from: Self.kodi([Self.lantern]))
        let before = try library.diaryDays()
        let played = Self.film(1, "The Paper Lantern", year: 2016, tmdb: 100001, count: 5, last: "2026-11-28 20:00:00")
        let failing = Self.kodi([played]) { _ in
            HTTPResponse(status: status, headers: ["Retry-After": "0"], body: Data(body.utf8))
        }
        await #expect(throws: MediaServerImportError.server(error)) { try await importing(from: failing) }
        #expect(try library.diaryDays() == before)
    }

    @Test func aSecondPageThatFailsLeavesTheDiaryAsItWasThoughTheFirstRead() async throws {
        let films = (1...300).map { Self.film($0, "Film \($0)", year: 2016, tmdb: 200_000 + $0, count: 1) }
        let failing = Self.kodi(films) { start in
            start == 0 ? nil : HTTPResponse(status: 502, headers: ["Retry-After": "0"])
        }
        await #expect(throws: MediaServerImportError.server(.status(502, server: Self.server, what: "the films"))) {
            try await importing(from: failing)
        }
        #expect(try library.diaryDays().isEmpty)
    }
}

/// The page starts a stubbed Kodi was asked for, in order.
private final class StartsAsked: @unchecked Sendable {
    private let lock = NSLock()
    private var starts: [Int] = []

    var all: [Int] { lock.withLock { starts } }

    /// Notes `start`, answering nothing of its own.
    func add(_ start: Int) -> HTTPResponse? {
        lock.withLock { starts.append(start) }
        return nil
    }
}
