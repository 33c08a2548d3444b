import Foundation

/// Why talking to a media server failed, in words a person can act on.
public enum MediaServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No answer at all: the server is down, the address wrong, the network away.
    case unreachable(server: String, reason: String)
    /// The token was refused (401): revoked, or the device deleted on the server.
    case tokenRefused(server: String, kind: MediaServerConnection.Kind)
    /// The user name or password was refused.
    case loginRefused(server: String)
    /// The address answers, but not as the server named.
    case notThatServer(server: String, kind: MediaServerConnection.Kind)
    /// The server does not offer Quick Connect.
    case quickConnectDisabled(server: String)
    /// The server has no account of that name (Plex's `--account`); `accounts` are its accounts.
    case noSuchAccount(server: String, name: String, accounts: [String])
    /// The person did not approve the PIN in time, or plex.tv let it expire.
    case pinExpired
    /// An answer with another status than the one expected.
    case status(Int, server: String, what: String)
    /// An answer that does not read.
    case badAnswer(server: String, what: String)
    /// A JSON-RPC call answered with an error object (Kodi): its code and message.
    case callFailed(server: String, method: String, code: Int, message: String)
    /// The saved connection's device zone (Kodi's) is no zone this machine knows.
    case unreadableZone(kind: MediaServerConnection.Kind)

    public var description: String {
        switch self {
        case .unreachable(let server, let reason): "cannot reach \(server): \(reason)"
        case .tokenRefused(let server, let kind):
            "\(server) refused the saved \(kind.credential); run `movies connect \(kind.rawValue) \(server)` again"
        case .loginRefused(let server): "\(server) refused the user name or password"
        case .notThatServer(let server, let kind): "\(server) does not answer as a \(kind.displayName) server"
        case .quickConnectDisabled(let server):
            "\(server) has Quick Connect turned off; turn it on in its dashboard, or use --user NAME"
        case .noSuchAccount(let server, let name, let accounts):
            "\(server) has no account named \(name); its accounts are: \(accounts.joined(separator: ", "))"
        case .pinExpired: "the PIN expired before it was approved; run `movies connect plex URL` again"
        case .status(let status, let server, let what): "\(server) answered \(status) to \(what)"
        case .badAnswer(let server, let what): "\(server) gave \(what) that does not read"
        case .callFailed(let server, let method, let code, let message):
            "\(server) answered \(method) with the error \(code): \(message.prefix(200))"
        case .unreadableZone(let kind):
            "the \(kind.displayName) connection's time zone does not read; run `movies connect \(kind.rawValue) URL` again"
        }
    }
}

extension MediaServerConnection.Kind {
    /// The server's name as its makers write it.
    public var displayName: String {
        switch self {
        case .jellyfin: "Jellyfin"
        case .plex: "Plex"
        case .kodi: "Kodi"
        }
    }

    /// The credential kept of the person, as a message says it was refused.
    var credential: String {
        switch self {
        case .jellyfin, .plex: "token (revoked?)"
        case .kodi: "user name and password (changed?)"
        }
    }
}
