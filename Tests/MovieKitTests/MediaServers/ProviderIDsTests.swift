import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// What Kodi's `uniqueid` and Jellyfin's `ProviderIds` give a film: its TMDB and IMDb ids, and
/// a film left out alone where any of their values is not text (or, in Kodi's, is null).
struct ProviderIDsTests {
    /// What a film with given ids becomes: left out of its page, or kept with these ids.
    enum Outcome: Equatable, Sendable {
        case leftOut
        case kept(tmdb: Int?, imdb: String?)
    }

    static let kodiCases: [(String, Outcome)] = [
        (#"{"tmdb":"949","imdb":"tt0113277"}"#, .kept(tmdb: 949, imdb: "tt0113277")),
        (#"{"imdb":"tt0113277","tvdb":"7","tmdb":"949"}"#, .kept(tmdb: 949, imdb: "tt0113277")),
        (#"{"TMDB":"949","Imdb":"tt0113277"}"#, .kept(tmdb: nil, imdb: nil)),
        (#"{}"#, .kept(tmdb: nil, imdb: nil)), ("null", .kept(tmdb: nil, imdb: nil)),
        (#"{"tmdb":949}"#, .leftOut), (#"{"tmdb":"949","tvdb":7}"#, .leftOut),
        (#"{"tmdb":null,"imdb":"tt0113277"}"#, .leftOut), (#"{"tmdb":"949","other":{"a":"b"}}"#, .leftOut),
        (#""949""#, .leftOut), (#"["949"]"#, .leftOut),
    ]

    @Test(arguments: kodiCases)
    func kodisUniqueIDsGiveAFilmItsIdsOrLeaveItOut(_ ids: String, _ outcome: Outcome) async throws {
        let movie =
            #"{"movieid":1,"title":"Heat","year":1995,"playcount":1,"lastplayed":"2026-11-21 22:30:00","uniqueid":\#(ids)}"#
        let body = #"{"id":1,"jsonrpc":"2.0","result":{"limits":{"total":1},"movies":[\#(movie)]}}"#
        let client = KodiClient(
            serverURL: try #require(URL(string: "http://kodi.test:8080/")), user: "kodi", password: "secret",
            transport: StubTransport(body: body))
        let page = try await client.playedFilms(from: 0, deviceTime: KodiLocalTime(zone: .gmt))
        #expect(page.films.map { Outcome.kept(tmdb: $0.tmdbID, imdb: $0.imdbID) } == Self.expected(outcome))
    }

    static let jellyfinCases: [(String, Outcome)] = [
        (#"{"Tmdb":"949","Imdb":"tt0113277"}"#, .kept(tmdb: 949, imdb: "tt0113277")),
        (#"{"TMDB":"949","imdb":"tt0113277","Tvdb":"7"}"#, .kept(tmdb: 949, imdb: "tt0113277")),
        (#"{"Tmdb":null,"Imdb":"tt0113277"}"#, .kept(tmdb: nil, imdb: "tt0113277")),
        (#"{"Tvdb":null}"#, .kept(tmdb: nil, imdb: nil)), (#"{}"#, .kept(tmdb: nil, imdb: nil)),
        ("null", .kept(tmdb: nil, imdb: nil)),
        (#"{"Tmdb":949}"#, .leftOut), (#"{"Tmdb":"949","Tvdb":7}"#, .leftOut),
        (#"{"Tmdb":"949","Other":["a"]}"#, .leftOut), (#""949""#, .leftOut), (#"["949"]"#, .leftOut),
    ]

    @Test(arguments: jellyfinCases)
    func jellyfinsProviderIdsGiveAFilmItsIdsOrLeaveItOut(_ ids: String, _ outcome: Outcome) async throws {
        let item =
            #"{"Id":"a1","Name":"Heat","Type":"Movie","ProductionYear":1995,"ProviderIds":\#(ids),"UserData":{"Played":true,"PlayCount":1}}"#
        let body = #"{"Items":[\#(item)],"TotalRecordCount":1}"#
        let client = JellyfinClient(
            serverURL: try #require(URL(string: "http://jellyfin.test/")), deviceID: "d", token: "t",
            transport: StubTransport(body: body))
        let page = try await client.playedFilms(userID: "u", from: 0)
        #expect(page.films.map { Outcome.kept(tmdb: $0.tmdbID, imdb: $0.imdbID) } == Self.expected(outcome))
    }

    private static func expected(_ outcome: Outcome) -> [Outcome] {
        outcome == .leftOut ? [] : [outcome]
    }
}
