import Foundation
import Hummingbird

/// Answers as a Jellyfin server does, at the root: `GET /System/Info/Public`,
/// `GET /QuickConnect/Enabled`, `POST /QuickConnect/Initiate`, `GET /QuickConnect/Connect?secret=`,
/// `POST /Users/AuthenticateByName`, `POST /Users/AuthenticateWithQuickConnect`, `GET /Users/Me`
/// and `GET /Items` (played films and episodes of one user, paged by `startIndex` and `limit`),
/// with the fixture's own routes under `/_jellyfin/` for tests. Logging in needs a `MediaBrowser`
/// authorization; the user's routes need its token (``JellyfinCredential``), else 401.
struct JellyfinResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The most a login body may hold.
    static let bodyLimit = 64 * 1024

    let settings: JellyfinServerSettings
    var library: JellyfinFixtureLibrary { settings.library }
    /// The server's id, as every answer naming it gives it.
    static let serverID = "f1xed5e7ea11f1f1f1f1f1f1f1f1f1f1"

    func respond(to request: Request, context: Context) async throws -> Response {
        let body =
            request.method == .get || request.method == .head
            ? Data() : Data((try await request.body.collect(upTo: Self.bodyLimit)).readableBytesView)
        let path = request.uri.path
        if path.hasPrefix(Self.fixturePrefix) { return fixtureAnswer(to: request) }
        let credential = JellyfinCredential(request)
        if credential == .refused { return Self.unauthorized }
        switch (request.method, path) {
        case (.get, "/System/Info/Public"):
            return .jellyfinJSON(
                JellyfinJSON.encode(
                    JellyfinWire.PublicSystemInfo(
                        serverName: settings.serverName, version: settings.version, productName: "Jellyfin Server",
                        id: Self.serverID)))
        case (.get, "/QuickConnect/Enabled"):
            return .jellyfinJSON(Data((library.quickConnectEnabled ? "true" : "false").utf8))
        case (.post, "/QuickConnect/Initiate"):
            guard credential != .none else { return Self.unauthorized }
            guard library.quickConnectEnabled else {
                return .text("Quick connect is disabled\n", status: .unauthorized)
            }
            let (secret, code) = library.initiateQuickConnect()
            return quickConnect(secret: secret, code: code, authenticated: false)
        case (.get, "/QuickConnect/Connect"):
            let secret = request.uri.queryParameters["secret"].map(String.init) ?? ""
            await library.waitForApproval(secret: secret)
            guard let state = library.quickConnectState(secret: secret) else {
                return .text("Unknown secret\n", status: .notFound)
            }
            return quickConnect(secret: secret, code: state.code, authenticated: state.authenticated)
        case (.post, "/Users/AuthenticateByName"):
            guard credential != .none else { return Self.unauthorized }
            guard let login = JellyfinJSON.decode(JellyfinWire.AuthenticateByName.self, from: body) else {
                return .text("Invalid body\n", status: .badRequest)
            }
            guard let user = library.user(named: login.username), user.password == (login.pw ?? "") else {
                return .text("Error processing request.\n", status: .unauthorized)
            }
            return authenticated(user)
        case (.post, "/Users/AuthenticateWithQuickConnect"):
            guard credential != .none else { return Self.unauthorized }
            guard let login = JellyfinJSON.decode(JellyfinWire.AuthenticateWithQuickConnect.self, from: body) else {
                return .text("Invalid body\n", status: .badRequest)
            }
            guard let user = library.useQuickConnect(secret: login.secret) else {
                return .text("Quick connect request not authorized\n", status: .unauthorized)
            }
            return authenticated(user)
        case (.get, "/Users/Me"):
            guard let user = user(of: credential) else { return Self.unauthorized }
            return .jellyfinJSON(
                JellyfinJSON.encode(JellyfinWire.User(name: user.name, id: user.id, serverId: Self.serverID)))
        case (.get, "/Items"):
            guard let user = user(of: credential) else { return Self.unauthorized }
            return items(for: user, query: request.uri.queryParameters)
        default:
            return .text("Not Found\n", status: .notFound)
        }
    }

    /// 401 with no body worth reading, as Jellyfin answers a missing, legacy or revoked credential.
    static let unauthorized = Response.text("Unauthorized\n", status: .unauthorized)

    /// The user whose token `credential` carries; `nil` without a token or for a revoked one.
    private func user(of credential: JellyfinCredential) -> JellyfinFixtureLibrary.User? {
        guard case .token(let token) = credential, let id = library.userID(token: token) else { return nil }
        return library.user(id: id)
    }

    private func quickConnect(secret: String, code: String, authenticated: Bool) -> Response {
        .jellyfinJSON(
            JellyfinJSON.encode(
                JellyfinWire.QuickConnectResult(
                    authenticated: authenticated, secret: secret, code: code, deviceId: "movies", deviceName: "movies",
                    appName: "movies", appVersion: "1", dateAdded: JellyfinWire.date(Date()))))
    }

    private func authenticated(_ user: JellyfinFixtureLibrary.User) -> Response {
        .jellyfinJSON(
            JellyfinJSON.encode(
                JellyfinWire.AuthenticationResult(
                    user: JellyfinWire.User(name: user.name, id: user.id, serverId: Self.serverID),
                    accessToken: library.issueToken(userID: user.id), serverId: Self.serverID)))
    }

    /// `GET /Items` for `user`: only their own items (`userId` must be theirs, 403 otherwise),
    /// played ones when `isPlayed=true`, of the `includeItemTypes` asked, the last played first
    /// with `sortBy=DatePlayed&sortOrder=Descending` (those never given a date last), a page of
    /// them from `startIndex`, `ProviderIds` and `UserData` only when asked.
    private func items(for user: JellyfinFixtureLibrary.User, query: Parameters) -> Response {
        if let asked = query["userId"], asked.lowercased() != user.id {
            return .text("Forbidden\n", status: .forbidden)
        }
        let types = Set((query["includeItemTypes"] ?? "").split(separator: ",").map(String.init))
        guard query["isPlayed"] == "true" else {
            return .text("The fixture answers only isPlayed=true\n", status: .badRequest)
        }
        let start = query["startIndex"].flatMap { Int($0) } ?? 0
        let limit = query["limit"].flatMap { Int($0) } ?? Int.max
        guard start >= 0, limit >= 0 else { return .text("Invalid paging\n", status: .badRequest) }
        let fields = Set((query["fields"] ?? "").split(separator: ",").map(String.init))
        let withUserData = query["enableUserData"] == "true"
        var played = library.playedItems(user: user.id, types: types)
        if query["sortBy"] == "DatePlayed", query["sortOrder"] == "Descending" {
            let never = Date.distantPast
            played = played.enumerated().sorted { one, other in
                (one.element.1.lastPlayedDate ?? never, other.offset) > (
                    other.element.1.lastPlayedDate ?? never, one.offset
                )
            }.map(\.element)
        }
        let page = played.dropFirst(start).prefix(limit).map { item, data in
            JellyfinWire.Item(
                id: item.id, name: item.name, type: item.type, productionYear: item.year,
                providerIds: fields.contains("ProviderIds") ? item.providerIds : nil,
                userData: withUserData
                    ? JellyfinWire.UserData(
                        played: data.played, playCount: data.playCount,
                        lastPlayedDate: data.lastPlayedDate.map(JellyfinWire.date)) : nil)
        }
        return .jellyfinJSON(
            JellyfinJSON.encode(
                JellyfinWire.ItemPage(items: Array(page), totalRecordCount: played.count, startIndex: start)))
    }
}
