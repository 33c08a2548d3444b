import Foundation
import Hummingbird

/// Answers as a Plex Media Server does, at the root: `GET /identity` (no token needed), and with
/// an `X-Plex-Token` (header or query; 401 otherwise) `GET /`, `GET /accounts`,
/// `GET /library/sections`, `GET /library/sections/{key}/all?type=1&includeGuids=1` and
/// `GET /status/sessions/history/all?accountID=` (newest first), both paged by
/// `X-Plex-Container-Start`/`-Size` (header or query). JSON with `Accept: application/json`,
/// XML otherwise. It is plex.tv too: `POST /api/v2/pins` and `GET /api/v2/pins/{id}`; and the
/// fixture's own routes under `/_plex/` for tests.
struct PlexResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let settings: PlexServerSettings
    var library: PlexFixtureLibrary { settings.library }

    func respond(to request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        if path.hasPrefix(Self.fixturePrefix) { return fixtureAnswer(to: request) }
        if path.hasPrefix("/api/v2/pins") { return await pinAnswer(to: request) }
        let json = request.headers[.accept]?.contains("application/json") ?? false
        if request.method == .get, path == "/identity" {
            return Self.answer(["machineIdentifier": settings.machineIdentifier, "size": 0], json: json)
        }
        let query = request.uri.queryParameters
        let token = Self.value(of: "X-Plex-Token", in: request)
        guard let token, library.accepts(token) else { return .text("Unauthorized\n", status: .unauthorized) }
        let paging = Self.paging(request)
        switch (request.method, path) {
        case (.get, "/"):
            return Self.answer(
                ["friendlyName": settings.friendlyName, "machineIdentifier": settings.machineIdentifier], json: json)
        case (.get, "/accounts"):
            let accounts = library.accounts.map { ["id": $0.id, "key": "/accounts/\($0.id)", "name": $0.name] }
            return Self.answer(["size": accounts.count, "Account": accounts], json: json)
        case (.get, "/library/sections"):
            return Self.answer(
                [
                    "size": 2,
                    "Directory": [
                        ["key": "1", "type": "movie", "title": "Films"],
                        ["key": "2", "type": "show", "title": "Series"],
                    ],
                ],
                json: json)
        case (.get, "/library/sections/1/all"):
            let guids = query["includeGuids"] == "1"
            let films = library.items.filter { $0.type == "movie" }.map { Self.metadata($0, guids: guids) }
            return page(films, paging, json: json)
        case (.get, "/library/sections/2/all"):
            return page([], paging, json: json)
        case (.get, "/status/sessions/history/all"):
            let account = query["accountID"].flatMap { Int($0) }
            let plays = library.history(account: account).map { play, item in
                Self.metadata(item, guids: false).merging([
                    "historyKey": "/status/sessions/history/\(play.number)", "accountID": play.accountID,
                    "viewedAt": Int(play.viewedAt.timeIntervalSince1970),
                ]) { $1 }
            }
            return page(plays, paging, json: json)
        default:
            return .text("Not Found\n", status: .notFound)
        }
    }

    /// plex.tv's PIN routes: `POST /api/v2/pins` makes one (201), `GET /api/v2/pins/{id}` says
    /// where it stands, its `authToken` once approved (404 for no such PIN).
    private func pinAnswer(to request: Request) async -> Response {
        let path = request.uri.path
        if request.method == .post, path == "/api/v2/pins" {
            let (id, code) = library.createPIN()
            return Self.json(["id": id, "code": code, "authToken": NSNull()], status: .created)
        }
        guard request.method == .get, let id = Int(path.dropFirst("/api/v2/pins/".count)) else {
            return .text("Not Found\n", status: .notFound)
        }
        await library.waitForApproval(ofPIN: id)
        guard let pin = library.pin(id) else { return .text("Not Found\n", status: .notFound) }
        return Self.json(["id": id, "code": pin.code, "authToken": pin.token ?? NSNull()])
    }

    /// `item` as Plex's `Metadata` gives it, with its `Guid` list when `guids`.
    private static func metadata(_ item: PlexFixtureLibrary.Item, guids: Bool) -> [String: Any] {
        var metadata: [String: Any] = ["ratingKey": item.ratingKey, "title": item.title, "type": item.type]
        if let year = item.year { metadata["year"] = year }
        if guids { metadata["Guid"] = item.guids.map { ["id": $0] } }
        return metadata
    }

    /// Where a page starts and how long it is: `X-Plex-Container-Start` and `-Size`, as headers
    /// or in the query.
    private static func paging(_ request: Request) -> (start: Int, size: Int) {
        func value(_ name: String) -> Int? { Self.value(of: name, in: request).flatMap { Int($0) } }
        return (max(value("X-Plex-Container-Start") ?? 0, 0), max(value("X-Plex-Container-Size") ?? Int.max, 0))
    }

    /// The value of `name`, a header or else a query parameter, as Plex takes either.
    private static func value(of name: String, in request: Request) -> String? {
        let header = request.headers.first { $0.name.canonicalName == name.lowercased() }?.value
        return header ?? request.uri.queryParameters[Substring(name)].map(String.init)
    }

    private func page(_ items: [[String: Any]], _ paging: (start: Int, size: Int), json: Bool) -> Response {
        library.answeredPage()
        let page = Array(items.dropFirst(paging.start).prefix(paging.size))
        return Self.answer(
            ["size": page.count, "totalSize": items.count, "offset": paging.start, "Metadata": page], json: json)
    }

    /// `container` as a `MediaContainer`: JSON when asked for, else XML of its plain attributes,
    /// as Plex answers a client that does not ask for JSON.
    static func answer(_ container: [String: Any], json: Bool) -> Response {
        guard json else {
            let attributes = container.filter { !($0.value is [Any]) }.sorted { $0.key < $1.key }
                .map { #" \#($0.key)="\#($0.value)""# }.joined()
            return .text(#"<?xml version="1.0" encoding="UTF-8"?><MediaContainer\#(attributes)/>"#, status: .ok)
        }
        return Self.json(["MediaContainer": container])
    }

    static func json(_ object: [String: Any], status: HTTPResponse.Status = .ok) -> Response {
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        var headers: HTTPFields = [:]
        headers[.contentType] = "application/json"
        headers[.contentLength] = String(body.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
