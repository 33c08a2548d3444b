import ArgumentParser
import Foundation
import Logging
import MovieKit

extension MediaServerConnection.Kind: ExpressibleByArgument {}

/// What `connect`, `connections`, `disconnect` and `import jellyfin|plex|kodi` share: where connections
/// are kept, the transport and logger of a server's requests, how a connection is shown and how
/// a media server's failure ends the command.
enum MediaServerWiring {
    /// The longest a server's or a user's name is shown: a server that sends a page of text as
    /// its name fills no screen.
    static let longestName = 80

    static var store: MediaServerConnectionStore {
        MediaServerConnectionStore(logger: Logger(label: "movies.connections"))
    }

    /// The logger of a server's requests: `--verbose` shows them, tokens and secrets `<redacted>`.
    static let requestLogger = Logger(label: "movies.media-server")

    /// `console`, which a media server command prints on, its log written there too (at debug
    /// level with `verbose`).
    static func console(_ console: Console, verbose: Bool) -> Console {
        ConsoleLogHandler.bootstrap(console: console, level: verbose ? .debug : .warning)
        return console
    }

    /// A transport to the server through `movies-http`, each request bounded by `timeout` seconds.
    static func transport(timeout: Double) -> NetworkHelperTransport {
        RequestLimits(timeout: timeout, scope: .request, asksTheAPI: true).makeTransport()
    }

    /// `text` from a server made safe and short enough to show.
    static func shown(_ text: String) -> String {
        let safe = TerminalText.safe(text)
        return safe.count > longestName ? safe.prefix(longestName - 1) + "…" : safe
    }

    /// Who `connection` is, as a line names it: "fixture-viewer on movies fixture Jellyfin (URL)".
    static func described(_ connection: MediaServerConnection) -> String {
        "\(shown(connection.userName)) on \(shown(connection.serverName)) (\(Redaction.describe(connection.serverURL)))"
    }

    /// The failure `error` ends a media server command with: its words and exit status.
    static func failure(_ error: MediaServerError) -> CommandFailure {
        let status: MoviesExitCode =
            switch error {
            case .unreachable, .notThatServer, .quickConnectDisabled, .status: .unavailable
            case .tokenRefused, .loginRefused, .pinExpired: .authenticationFailed
            case .noSuchAccount, .unreadableZone: .usage
            case .badAnswer, .callFailed: .badData
            }
        return CommandFailure(TerminalText.safe(error.description), status: status)
    }
}
