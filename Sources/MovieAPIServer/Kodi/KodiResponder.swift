import Foundation
import Hummingbird

/// Answers as Kodi's web server does: `POST /jsonrpc` with basic authentication (401 without
/// the user name and password), JSON-RPC 2.0 calls of `JSONRPC.Version`,
/// `Application.GetProperties` and `VideoLibrary.GetMovies` (the properties asked for, paged by
/// `limits {start, end}`, `lastplayed` in the device's local time); any other method is the
/// error -32601. The fixture's own routes are under `/_kodi/` (``fixtureAnswer(to:)``).
struct KodiResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The most a call's body may hold.
    static let bodyLimit = 64 * 1024

    let settings: KodiServerSettings
    var library: KodiFixtureLibrary { settings.library }

    func respond(to request: Request, context: Context) async throws -> Response {
        if request.uri.path.hasPrefix(Self.fixturePrefix) { return fixtureAnswer(to: request) }
        guard request.method == .post, request.uri.path == "/jsonrpc" else {
            return .text("Not Found\n", status: .notFound)
        }
        guard let (user, password) = Self.basicCredentials(request), library.accepts(user: user, password: password)
        else {
            var headers: HTTPFields = [:]
            headers[.wwwAuthenticate] = #"Basic realm="XBMC""#
            return Response(status: .unauthorized, headers: headers)
        }
        let body = Data((try await request.body.collect(upTo: Self.bodyLimit)).readableBytesView)
        guard let call = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let method = call["method"] as? String
        else { return Self.answer(["error": ["code": -32700, "message": "Parse error."]]) }
        let params = call["params"] as? [String: Any] ?? [:]
        switch method {
        case "JSONRPC.Version":
            return Self.answer(["result": ["version": ["major": 13, "minor": 5, "patch": 0]]])
        case "Application.GetProperties":
            return Self.answer([
                "result": [
                    "name": settings.name, "version": ["major": 21, "minor": 1, "revision": "", "tag": "stable"],
                ]
            ])
        case "VideoLibrary.GetMovies":
            return Self.answer(["result": movies(params)])
        default:
            return Self.answer(["error": ["code": -32601, "message": "Method not found."]])
        }
    }

    /// `VideoLibrary.GetMovies`' result: a page of films as `limits` asks (the last played first
    /// with `sort {method: "lastplayed", order: "descending"}`, those never played last), with
    /// the properties asked for; `movies` left out when the page is empty, as Kodi does.
    private func movies(_ params: [String: Any]) -> [String: Any] {
        let properties = Set(params["properties"] as? [String] ?? [])
        let limits = params["limits"] as? [String: Int] ?? [:]
        let start = limits["start"] ?? 0
        let sort = params["sort"] as? [String: String] ?? [:]
        let (films, total) = library.page(
            start: start, end: limits["end"] ?? Int.max,
            lastPlayedFirst: sort["method"] == "lastplayed" && sort["order"] == "descending")
        var result: [String: Any] = ["limits": ["start": start, "end": start + films.count, "total": total]]
        guard !films.isEmpty else { return result }
        result["movies"] = films.map { film in
            var movie: [String: Any] = ["movieid": film.id, "label": film.title]
            if properties.contains("title") { movie["title"] = film.title }
            if properties.contains("year") { movie["year"] = film.year }
            if properties.contains("playcount") { movie["playcount"] = film.playCount }
            if properties.contains("lastplayed") { movie["lastplayed"] = film.lastPlayed.map(localTime) ?? "" }
            if properties.contains("uniqueid") { movie["uniqueid"] = film.uniqueIDs }
            return movie
        }
        return result
    }

    /// `moment` as Kodi writes it: `YYYY-MM-DD HH:MM:SS` on the device's clock.
    func localTime(_ moment: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = settings.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: moment)
        return String(
            format: "%04d-%02d-%02d %02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }

    /// The user name and password of a `Basic` authorization; `nil` without one.
    private static func basicCredentials(_ request: Request) -> (String, String)? {
        guard let header = request.headers[.authorization], header.hasPrefix("Basic "),
            let decoded = Data(base64Encoded: String(header.dropFirst("Basic ".count))),
            let text = String(data: decoded, encoding: .utf8), let colon = text.firstIndex(of: ":")
        else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    /// A JSON-RPC 2.0 answer with `fields` (`result` or `error`).
    private static func answer(_ fields: [String: Any]) -> Response {
        var object = fields
        object["id"] = 1
        object["jsonrpc"] = "2.0"
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return .jellyfinJSON(body)
    }
}
