import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `MediaServerImport` of `JellyfinPlays` over a stubbed Jellyfin: a play count and the last play's moment become
/// viewings on your day, films are matched by their ids before their titles, and a server that
/// fails leaves the library as it was.
@Suite struct JellyfinImportTests {
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    /// An item of `GET /Items`, played `count` times, last at `last`.
    static func item(
        _ id: String, _ name: String, year: Int, tmdb: Int? = nil, imdb: String? = nil, count: Int, last: String?
    ) -> String {
        var ids: [String] = []
        if let tmdb { ids.append(#""Tmdb":"\#(tmdb)""#) }
        if let imdb { ids.append(#""Imdb":"\#(imdb)""#) }
        let date = last.map { #","LastPlayedDate":"\#($0)""# } ?? ""
        return
            #"{"Id":"\#(id)","Name":"\#(name)","Type":"Movie","ProductionYear":\#(year),"ProviderIds":{\#(ids.joined(separator: ","))},"UserData":{"Played":true,"PlayCount":\#(count)\#(date)}}"#
    }

    /// A server whose `GET /Items` answers `items` (in one page), or `status` and `body` to it.
    static func server(_ items: [String], status: Int = 200, body: String? = nil) -> StubTransport {
        StubTransport { request throws(TransportError) in
            if request.url.path.hasSuffix("/System/Info/Public") {
                return HTTPResponse(
                    status: 200,
                    body: Data(#"{"Id":"ABC123","ServerName":"Home","ProductName":"Jellyfin Server"}"#.utf8))
            }
            let page = #"{"Items":[\#(items.joined(separator: ","))],"TotalRecordCount":\#(items.count)}"#
            return HTTPResponse(status: status, body: Data((body ?? page).utf8))
        }
    }

    /// Matches by title alone: "Iron Harbor" (2016) is 100004; the rest no source knows.
    static func match(_ film: ImportedFilm) -> FilmMatch {
        if case .title = film.match, film.title == "Iron Harbor", film.year == 2016 {
            return .matched(tmdbFilm(100004, "Iron Harbor", year: 2016))
        }
        return .unmatched
    }

    func importing(
        from transport: StubTransport, in zone: String = "UTC", dryRun: Bool = false
    ) async throws -> MediaServerImportSummary {
        let client = JellyfinClient(
            serverURL: try #require(URL(string: "http://jellyfin.test/")), deviceID: "d", token: "t",
            transport: transport)
        return try await MediaServerImport(
            library: library, source: .tmdb, reader: JellyfinPlays(client: client, userID: "u1"),
            timeZone: try #require(TimeZone(identifier: zone))
        ) { Self.match($0) }
        .run(dryRun: dryRun)
    }

    static let lantern = item(
        "a1", "The Paper Lantern", year: 2016, tmdb: 100001, count: 3, last: "2026-11-21T11:30:00.0000000Z")

    @Test(arguments: [("Pacific/Auckland", "2026-11-22"), ("America/Los_Angeles", "2026-11-21"), ("UTC", "2026-11-21")])
    func threePlaysGiveTheLastOnItsDayWhereYouAreAndTwoUndated(_ zone: String, _ day: String) async throws {
        let summary = try await importing(from: Self.server([Self.lantern]), in: zone)
        #expect(summary.added == 3 && summary.filmsAdded == 1 && summary.alreadyThere == 0)
        #expect(try library.diaryDays() == ["100001 \(day)", "100001 seen", "100001 seen"])
    }

    @Test func aMomentJustAfterMidnightUTCIsTheDayBeforeWestOfUTC() async throws {
        let late = Self.item(
            "a1", "The Paper Lantern", year: 2016, tmdb: 100001, count: 1, last: "2026-11-22T03:00:00Z")
        _ = try await importing(from: Self.server([late]), in: "America/Los_Angeles")
        #expect(try library.diaryDays() == ["100001 2026-11-21"])
    }

    @Test func importedAgainNothingIsAddedAndAfterOneMorePlayExactlyOne() async throws {
        _ = try await importing(from: Self.server([Self.lantern]))
        let again = try await importing(from: Self.server([Self.lantern]))
        #expect(again.added == 0 && again.alreadyThere == 3)
        let played = Self.item(
            "a1", "The Paper Lantern", year: 2016, tmdb: 100001, count: 4, last: "2026-11-28T20:00:00.0000000Z")
        let later = try await importing(from: Self.server([played]))
        #expect(later.added == 1 && later.alreadyThere == 3)
        #expect(try library.diaryDays() == ["100001 2026-11-21", "100001 2026-11-28", "100001 seen", "100001 seen"])
    }

    @Test func filmsAreMatchedByTMDBIdThenTitleAndOneNoSourceKnowsIsNamedAndLeftOut() async throws {
        let items = [
            Self.lantern,
            Self.item("b2", "Iron Harbor", year: 2016, count: 1, last: "2026-11-20T10:00:00Z"),
            Self.item("c3", "A Home Movie Nobody Knows", year: 1999, count: 2, last: "2026-11-20T10:00:00Z"),
        ]
        let summary = try await importing(from: Self.server(items))
        #expect(summary.unmatched == ["A Home Movie Nobody Knows (1999)"])
        #expect(summary.added == 4 && summary.filmsAdded == 2)
        #expect(try library.diaryDays() == ["100001 2026-11-21", "100001 seen", "100001 seen", "100004 2026-11-20"])
    }

    @Test func aFilmWithoutALastPlayedDateGivesUndatedViewingsOnly() async throws {
        let undated = Self.item("a1", "The Paper Lantern", year: 2016, tmdb: 100001, count: 2, last: nil)
        _ = try await importing(from: Self.server([undated]))
        #expect(try library.diaryDays() == ["100001 seen", "100001 seen"])
    }

    @Test func aDryRunCountsWhatItWouldAddAndWritesNothing() async throws {
        let summary = try await importing(from: Self.server([Self.lantern]), dryRun: true)
        #expect(summary.added == 3)
        #expect(summary.additions.first?.days == [day("2026-11-21")])
        #expect(try library.diaryDays().isEmpty)
    }

    @Test func aRevokedTokenIsRefusedAndNothingIsWritten() async throws {
        await #expect(
            throws: MediaServerImportError.server(.tokenRefused(server: "http://jellyfin.test/", kind: .jellyfin))
        ) {
            try await importing(from: Self.server([], status: 401, body: ""))
        }
        #expect(try library.diaryDays().isEmpty)
    }

    @Test func anAnswerThatDoesNotReadIsABadAnswerAndNothingIsWritten() async throws {
        await #expect(
            throws: MediaServerImportError.server(.badAnswer(server: "http://jellyfin.test/", what: "the played films"))
        ) {
            try await importing(from: Self.server([], body: "<html>proxy</html>"))
        }
        #expect(try library.diaryDays().isEmpty)
    }

    @Test func aSecondPageThatFailsLeavesTheDiaryAsItWasThoughTheFirstRead() async throws {
        let transport = StubTransport { request throws(TransportError) in
            if request.url.path.hasSuffix("/System/Info/Public") {
                return HTTPResponse(status: 200, body: Data(#"{"Id":"ABC123"}"#.utf8))
            }
            guard request.url.query?.contains("startIndex=0") ?? false else {
                return HTTPResponse(status: 502, headers: ["Retry-After": "0"])
            }
            return HTTPResponse(status: 200, body: Data(#"{"Items":[\#(Self.lantern)],"TotalRecordCount":2}"#.utf8))
        }
        await #expect(
            throws: MediaServerImportError.server(
                .status(502, server: "http://jellyfin.test/", what: "the played films"))
        ) {
            try await importing(from: transport)
        }
        #expect(try library.diaryDays().isEmpty)
    }
}
