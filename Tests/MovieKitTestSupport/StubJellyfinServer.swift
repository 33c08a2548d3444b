import Foundation
import MovieKit
import Synchronization

/// A Jellyfin server answered in-process through a ``StubTransport``: one user's played films
/// ("Film N", 2016), each with a play count and the last play's moment, answered the last played
/// first and paged by `startIndex`/`limit` as Jellyfin pages them (it counts the pages it
/// answered). A page start can be made to fail.
public final class StubJellyfinServer: Sendable {
    private struct Film {
        var id: String
        var tmdb: Int?
        var count: Int
        var last: Date
    }

    private struct State {
        var films: [Film] = []
        var pages = 0
        var failing: @Sendable (Int) -> Int? = { _ in nil }
    }

    private let state = Mutex(State())

    public init() {}

    /// One more play of film `id` (known by `tmdb`, or by its title alone) at `moment` (ISO 8601).
    public func play(_ id: String, tmdb: Int? = nil, at moment: String) {
        let last = (try? Date(moment, strategy: .iso8601)) ?? .distantPast
        state.withLock { state in
            if let index = state.films.firstIndex(where: { $0.id == id }) {
                state.films[index].count += 1
                state.films[index].last = last
            } else {
                state.films.append(Film(id: id, tmdb: tmdb, count: 1, last: last))
            }
        }
    }

    /// How many pages of `GET /Items` it answered.
    public var pagesAnswered: Int { state.withLock { $0.pages } }

    /// Answers the status it gives a page from a start, instead of the page.
    public var failing: @Sendable (Int) -> Int? {
        get { state.withLock { $0.failing } }
        set { state.withLock { $0.failing = newValue } }
    }

    /// The transport that reaches this server.
    public var transport: StubTransport {
        StubTransport { [self] request throws(TransportError) in answer(request) }
    }

    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        if request.url.path.hasSuffix("/System/Info/Public") {
            return HTTPResponse(status: 200, body: Data(#"{"Id":"ABC123","ServerName":"Home"}"#.utf8))
        }
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func number(_ name: String) -> Int? { query.first { $0.name == name }?.value.flatMap { Int($0) } }
        let (start, limit) = (number("startIndex") ?? 0, number("limit") ?? Int.max)
        let (films, failing) = state.withLock { state in
            state.pages += 1
            return (state.films.sorted { $0.last > $1.last }, state.failing)
        }
        if let status = failing(start) { return HTTPResponse(status: status, headers: ["Retry-After": "0"]) }
        let items = films.dropFirst(start).prefix(limit).map { film in
            let ids = film.tmdb.map { #""Tmdb":"\#($0)""# } ?? ""
            let last = film.last.formatted(.iso8601)
            return
                #"{"Id":"\#(film.id)","Name":"Film \#(film.id)","Type":"Movie","ProductionYear":2016,"ProviderIds":{\#(ids)},"UserData":{"Played":true,"PlayCount":\#(film.count),"LastPlayedDate":"\#(last)"}}"#
        }
        let page = #"{"Items":[\#(items.joined(separator: ","))],"TotalRecordCount":\#(films.count)}"#
        return HTTPResponse(status: 200, body: Data(page.utf8))
    }
}
