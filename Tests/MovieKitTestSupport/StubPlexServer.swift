import Foundation
import MovieKit
import Synchronization

/// A Plex server answered in-process through a ``StubTransport``: one movie section of films
/// with their Guids, a history of plays (of several accounts, films and episodes), both paged by
/// `X-Plex-Container-Start`/`-Size` as Plex pages them. Its history answers every account's
/// plays, whatever `accountID` asks, as a server that lies would.
public final class StubPlexServer: Sendable {
    private struct State {
        var films: [String] = []
        var plays: [String] = []
        var requests: [String] = []
        var failing: @Sendable (String, Int) -> Int? = { _, _ in nil }
        var answerXML = false
    }

    private let state = Mutex(State())

    public init() {}

    /// Adds film `ratingKey` ("Film KEY", 2016) to the movie section, known by `tmdb` and `imdb`.
    public func addFilm(_ ratingKey: String, tmdb: Int? = nil, imdb: String? = nil) {
        let guids = [tmdb.map { #"{"id":"tmdb://\#($0)"}"# }, imdb.map { #"{"id":"imdb://\#($0)"}"# }].compactMap { $0 }
        let film =
            #"{"ratingKey":"\#(ratingKey)","type":"movie","title":"Film \#(ratingKey)","year":2016,"Guid":[\#(guids.joined(separator: ","))]}"#
        state.withLock { $0.films.append(film) }
    }

    /// Adds a play of `ratingKey` at `moment` (ISO 8601) by `account`, of an item of `type`.
    public func play(_ ratingKey: String, at moment: String, account: Int = 1, type: String = "movie") {
        let seconds = Int((try? Date(moment, strategy: .iso8601))?.timeIntervalSince1970 ?? 0)
        state.withLock { state in
            let key = state.plays.count + 1
            state.plays.insert(
                #"{"historyKey":"/status/sessions/history/\#(key)","ratingKey":"\#(ratingKey)","type":"\#(type)","viewedAt":\#(seconds),"accountID":\#(account)}"#,
                at: 0)
        }
    }

    /// Answers the status it gives a request of a path and a page start, instead of its page.
    public var failing: @Sendable (String, Int) -> Int? {
        get { state.withLock { $0.failing } }
        set { state.withLock { $0.failing = newValue } }
    }

    /// Answers XML, as Plex does to a client that does not ask for JSON.
    public var answerXML: Bool {
        get { state.withLock { $0.answerXML } }
        set { state.withLock { $0.answerXML = newValue } }
    }

    /// How many requests of `path` were sent.
    public func requestCount(of path: String) -> Int {
        state.withLock { $0.requests.filter { $0 == path }.count }
    }

    /// The transport that reaches this server.
    public var transport: StubTransport {
        StubTransport { [self] request throws(TransportError) in answer(request) }
    }

    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.url.path
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func number(_ name: String) -> Int? { query.first { $0.name == name }?.value.flatMap { Int($0) } }
        let start = number("X-Plex-Container-Start") ?? 0
        let size = number("X-Plex-Container-Size") ?? Int.max
        let state = state.withLock { state in
            state.requests.append(path)
            return state
        }
        if let status = state.failing(path, start) { return HTTPResponse(status: status, body: Data()) }
        if state.answerXML { return Self.ok(#"<?xml version="1.0"?><MediaContainer size="0"/>"#) }
        switch path {
        case "/identity": return Self.ok(#"{"MediaContainer":{"machineIdentifier":"ABC123","size":0}}"#)
        case "/library/sections":
            return Self.ok(
                #"{"MediaContainer":{"Directory":[{"key":"1","type":"movie"},{"key":"2","type":"show"}]}}"#)
        case "/library/sections/1/all": return Self.page(state.films, from: start, size: size)
        case "/status/sessions/history/all": return Self.page(state.plays, from: start, size: size)
        default: return HTTPResponse(status: 404, body: Data())
        }
    }

    private static func page(_ items: [String], from start: Int, size: Int) -> HTTPResponse {
        let page = items.dropFirst(start).prefix(size)
        return ok(
            #"{"MediaContainer":{"size":\#(page.count),"totalSize":\#(items.count),"offset":\#(start),"Metadata":[\#(page.joined(separator: ","))]}}"#
        )
    }

    private static func ok(_ body: String) -> HTTPResponse {
        HTTPResponse(status: 200, body: Data(body.utf8))
    }
}
