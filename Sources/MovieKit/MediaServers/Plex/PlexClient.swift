import Foundation
import Logging

/// Talks to one Plex Media Server: every request carries `X-Plex-Client-Identifier`,
/// `X-Plex-Product` and, once linked, `X-Plex-Token`, and asks for JSON (`Accept:
/// application/json`; Plex answers XML otherwise). Requests go only to the server's own URL (the
/// transport follows no redirect), so the token reaches no other origin; each is logged at debug
/// level (`--verbose`) with the token `<redacted>`.
public struct PlexClient: Sendable {
    /// The most items asked for in one page (`X-Plex-Container-Size`).
    public static let pageSize = 200

    let requester: MediaServerRequester

    /// - Parameters:
    ///   - serverURL: the server's address (`http://host:32400/`).
    ///   - clientID: the id this copy of `movies` gives itself, the same every time.
    ///   - token: the server's token, once linked.
    ///   - logger: where each request is logged at debug level, the token redacted.
    public init(
        serverURL: URL, clientID: String, token: String? = nil, transport: any HTTPTransport, logger: Logger? = nil
    ) {
        let identity: HTTPHeaders = ["X-Plex-Client-Identifier": clientID, "X-Plex-Product": "movies"]
        var headers = identity
        var logged = identity
        if let token {
            headers["X-Plex-Token"] = token
            logged["X-Plex-Token"] = Redaction.placeholder
        }
        requester = MediaServerRequester(
            serverURL: serverURL, kind: .plex, headers: headers, loggedHeaders: logged, hasToken: token != nil,
            transport: transport, logger: logger)
    }

    /// The server's address, ending in `/`.
    public var serverURL: URL { requester.serverURL }

    /// The server's address as a person reads it in messages.
    var serverName: String { requester.serverName }

    /// The server's own id (`GET /identity`'s `machineIdentifier`), which stays when its address
    /// changes; it needs no token.
    /// - Throws: ``MediaServerError``: `unreachable`, `status`, or `badAnswer` for an answer
    ///   without one.
    public func machineIdentifier() async throws(MediaServerError) -> String {
        let identity = try await get(PlexContainer<PlexWire.Identity>.self, "identity", what: "its identity")
        guard let id = ServerFilmField.itemID(identity.container.machineIdentifier) else {
            throw .badAnswer(server: serverName, what: "its identity")
        }
        return id
    }

    /// The server's name as it gives it (`GET /`'s `friendlyName`), if it does.
    func friendlyName() async throws(MediaServerError) -> String? {
        try await get(PlexContainer<PlexWire.Root>.self, "", what: "its name").container.friendlyName
    }

    /// The server's accounts (`GET /accounts`): its owner has id 1.
    func accounts() async throws(MediaServerError) -> [PlexWire.Account] {
        try await get(PlexContainer<PlexWire.Accounts>.self, "accounts", what: "its accounts").container.account?
            .compactMap(\.value) ?? []
    }

    /// The keys of the server's movie sections (`GET /library/sections`, those of type `movie`).
    public func movieSections() async throws(MediaServerError) -> [String] {
        let sections = try await get(PlexContainer<PlexWire.Sections>.self, "library/sections", what: "its libraries")
        return (sections.container.directory ?? []).compactMap(\.value).filter { $0.type == "movie" }.compactMap {
            ServerFilmField.itemID($0.key)
        }
    }

    /// A page of section `section`'s films, with their Guids (`GET /library/sections/{key}/all?
    /// type=1&includeGuids=1`), from `start`; an item that does not read is left out.
    public func films(
        inSection section: String, from start: Int, size: Int = PlexClient.pageSize
    ) async throws(MediaServerError) -> PlexPage<PlexFilm> {
        let path = "library/sections/\(section.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")/all"
        let query = [URLQueryItem(name: "type", value: "1"), URLQueryItem(name: "includeGuids", value: "1")]
        return try await page(path, query: query, from: start, size: size, what: "the films") { $0.film }
    }

    /// A page of `accountID`'s plays, newest first (`GET /status/sessions/history/all?
    /// sort=viewedAt:desc&accountID=`), from `start`: films' and episodes' alike, the server's
    /// word for whose they are kept.
    public func plays(
        ofAccount accountID: String, from start: Int, size: Int = PlexClient.pageSize
    ) async throws(MediaServerError) -> PlexPage<PlexPlay> {
        let query = [
            URLQueryItem(name: "sort", value: "viewedAt:desc"), URLQueryItem(name: "accountID", value: accountID),
        ]
        return try await page("status/sessions/history/all", query: query, from: start, size: size, what: "the plays") {
            $0.play
        }
    }

    /// A page of `path`'s `Metadata`, from `start`, `size` at most, each item made into `T` by `read`.
    private func page<T>(
        _ path: String, query: [URLQueryItem], from start: Int, size: Int, what: String,
        read: (PlexWire.Metadata) -> T?
    ) async throws(MediaServerError) -> PlexPage<T> {
        let paging = [
            URLQueryItem(name: "X-Plex-Container-Start", value: String(start)),
            URLQueryItem(name: "X-Plex-Container-Size", value: String(size)),
        ]
        let response = try await requester.getPage(path, query: query + paging)
        let page = try requester.decode(
            PlexContainer<PlexWire.MetadataPage>.self, from: response, what: what, decoder: JSONDecoder()
        ).container
        let metadata = page.metadata ?? []
        let next = start + metadata.count
        let more = page.totalSize.map { next < $0 } ?? (metadata.count >= size)
        return PlexPage(
            items: metadata.compactMap { $0.value.flatMap(read) }, total: page.totalSize.map { max($0, 0) },
            nextStart: metadata.isEmpty || !more ? nil : next)
    }

    private func get<T: Decodable>(_ type: T.Type, _ path: String, what: String) async throws(MediaServerError) -> T {
        try requester.decode(type, from: try await requester.send(.get, path), what: what, decoder: JSONDecoder())
    }
}

/// One page of a Plex list and where the next starts.
public struct PlexPage<Item: Sendable>: Sendable {
    /// The page's items that read.
    public var items: [Item]
    /// How many items the server says the list holds in all (`totalSize`), when it says.
    public var total: Int?
    /// Where the next page starts; `nil` after the last.
    public var nextStart: Int?
}
