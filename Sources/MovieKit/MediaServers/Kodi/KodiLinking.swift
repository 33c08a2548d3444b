import Foundation
import Logging

/// Links a Kodi (`movies connect kodi URL --user NAME`): asks its JSON-RPC what it is
/// (`Application.GetProperties`' `name` and `version`), with the web server's user name and
/// password, and returns the connection to keep, with the zone Kodi's device keeps its clock in.
public enum KodiLinking {
    /// Checks that `serverURL` answers as Kodi to `user` and `password`; `logger` hears of each
    /// request, the password redacted.
    /// - Parameter deviceZone: the zone of the device Kodi runs on, which its `lastplayed` times are in.
    /// - Throws: ``MediaServerError``: `unreachable`, `loginRefused` for a 401, `notThatServer`
    ///   when it does not answer as Kodi.
    public static func link(
        serverURL: URL, user: String, password: String, deviceZone: TimeZone, transport: any HTTPTransport,
        logger: Logger? = nil
    ) async throws(MediaServerError) -> MediaServerConnection {
        let client = KodiClient(
            serverURL: serverURL, user: user, password: password, transport: transport, logger: logger)
        let application: Application
        do {
            application = try await client.call(
                "Application.GetProperties", params: ["properties": ["name", "version"]], as: Application.self,
                what: "what it is")
        } catch {
            switch error {
            case .unreachable: throw error
            case .tokenRefused: throw .loginRefused(server: client.serverName)
            default: throw .notThatServer(server: client.serverName, kind: .kodi)
            }
        }
        guard let name = application.name, name.localizedCaseInsensitiveContains("kodi") else {
            throw .notThatServer(server: client.serverName, kind: .kodi)
        }
        let version = application.version.flatMap { version in
            version.major.map { "\($0)" + (version.minor.map { ".\($0)" } ?? "") }
        }
        return MediaServerConnection(
            kind: .kodi, serverURL: client.serverURL, serverName: name + (version.map { " " + $0 } ?? ""),
            userID: user, userName: user, token: password, deviceID: client.identity,
            timeZone: deviceZone.identifier)
    }

    private struct Application: Decodable {
        struct Version: Decodable {
            var major: Int?
            var minor: Int?
        }
        var name: String?
        var version: Version?
    }
}
