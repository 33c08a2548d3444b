import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// What `JellyfinClient.playedFilms` believes of an answer: fields bounded and checked, an odd
/// item left out alone, 429 and 5xx asked again, paging that ends however the server counts.
struct JellyfinPlayedFilmsTests {
    private static let server = "http://jellyfin.test/"

    private func client(_ transport: StubTransport) throws -> JellyfinClient {
        JellyfinClient(
            serverURL: try #require(URL(string: Self.server)), deviceID: "d", token: "t", transport: transport)
    }

    private static func page(_ items: String, total: Int) -> String {
        #"{"Items":[\#(items)],"TotalRecordCount":\#(total),"StartIndex":0}"#
    }

    private static let film =
        #"{"Id":"a1","Name":"Heat","Type":"Movie","ProductionYear":1995,"ProviderIds":{"Tmdb":"949","Imdb":"tt0113277"},"UserData":{"Played":true,"PlayCount":3,"LastPlayedDate":"2026-11-21T06:30:00.1234567Z"}}"#

    @Test func aFilmIsReadWithJellyfinsSevenFractionalDigits() async throws {
        let page = try await client(StubTransport(body: Self.page(Self.film, total: 1))).playedFilms(
            userID: "u", from: 0)
        let moment = try Date("2026-11-21T06:30:00Z", strategy: .iso8601)
        let film = try #require(page.films.first)
        #expect(film.tmdbID == 949 && film.imdbID == "tt0113277" && film.playCount == 3 && film.year == 1995)
        #expect(abs((film.lastPlayed ?? .distantPast).timeIntervalSince(moment) - 0.1234567) < 0.0001)
        #expect(page.nextStart == nil)
    }

    @Test func hostileFieldsAreBoundedAndAnOddItemIsLeftOutAlone() async throws {
        let long = String(repeating: "x", count: 5_000)
        let hostile = [
            #"{"Id":"b2","Name":"\#(long)\u001b]52;c;aGk=\u0007","Type":"Movie","ProductionYear":-5,"ProviderIds":{"Tmdb":"-3","Imdb":"tt12\u001b[2J"},"UserData":{"Played":true,"PlayCount":999999999,"LastPlayedDate":"yesterday"}}"#,
            #"{"Id":42,"Name":"an id that is a number","Type":"Movie"}"#,
            #"{"Id":"e1","Name":"Pilot","Type":"Episode","UserData":{"Played":true,"PlayCount":1}}"#,
            #"{"Id":"c3","Name":"Unplayed","Type":"Movie","UserData":{"Played":false,"PlayCount":0}}"#,
            Self.film,
        ].joined(separator: ",")
        let page = try await client(StubTransport(body: Self.page(hostile, total: 5))).playedFilms(userID: "u", from: 0)
        #expect(page.itemCount == 5)
        #expect(page.films.map(\.itemID) == ["b2", "a1"])
        let odd = try #require(page.films.first)
        #expect(odd.name.count == CountedFilm.longestName)
        #expect(odd.year == nil && odd.tmdbID == nil && odd.imdbID == nil && odd.lastPlayed == nil)
        #expect(odd.playCount == CountedFilm.mostPlays)
    }

    @Test func aServerThatCountsMoreThanItSendsEndsAtItsFirstEmptyPage() async throws {
        let page = try await client(StubTransport(body: Self.page("", total: 1_000_000))).playedFilms(
            userID: "u", from: 400)
        #expect(page.films.isEmpty && page.nextStart == nil)
    }

    @Test(arguments: [429, 503])
    func aPageAnswered429Or5xxIsAskedAgain(_ status: Int) async throws {
        let attempts = Counter()
        let transport = StubTransport { _ throws(TransportError) in
            // The first answer fails, with a Retry-After of no wait.
            if attempts.add() == 1 {
                return HTTPResponse(status: status, headers: ["Retry-After": "0"])
            }
            return HTTPResponse(status: 200, body: Data(Self.page(Self.film, total: 1).utf8))
        }
        let page = try await client(transport).playedFilms(userID: "u", from: 0)
        #expect(page.films.count == 1)
        #expect(transport.requests.count == 2)
    }

    @Test func aPageThatKeepsFailingIsReportedWithItsStatus() async throws {
        let transport = StubTransport(status: 502, body: "Bad Gateway", headers: ["Retry-After": "0"])
        await #expect(throws: MediaServerError.status(502, server: Self.server, what: "the played films")) {
            try await client(transport).playedFilms(userID: "u", from: 0)
        }
        #expect(transport.requests.count == 3)
    }

    @Test func aBodyThatIsNotJSONIsABadAnswer() async throws {
        await #expect(throws: MediaServerError.badAnswer(server: Self.server, what: "the played films")) {
            try await client(StubTransport(body: "<html>proxy</html>")).playedFilms(userID: "u", from: 0)
        }
    }
}

/// Counts, across the requests of one test.
private final class Counter: Sendable {
    private let count = Mutex(0)

    /// One more; the count after it.
    func add() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}
