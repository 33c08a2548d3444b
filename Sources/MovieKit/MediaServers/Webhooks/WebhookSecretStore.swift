import Foundation
import Logging

/// Keeps the secret that `movies listen`'s hook URLs carry (`/hooks/SECRET/plex`), made once, in
/// `hooks-secret` under `$XDG_STATE_HOME/movies/` (else `~/.local/state/movies/`), as the other
/// secrets are kept: readable only by the user (0600), in a folder only the user can enter.
public struct WebhookSecretStore: Sendable {
    /// The secret's file.
    public let fileURL: URL
    private let logger: Logger

    /// - Parameter stateFolder: `movies`' state folder; by default ``XDGFolder/state``'s.
    public init(
        stateFolder: URL = XDGFolder.state.moviesFolder(), logger: Logger = Logger(label: "movies.listen")
    ) {
        fileURL = stateFolder.appendingPathComponent("hooks-secret")
        self.logger = logger
    }

    /// The secret kept, or a new one (32 random bytes, in hex) kept first.
    /// - Throws: ``AccountStoreError`` naming the file or folder and why it could not be written.
    public func secret() throws(AccountStoreError) -> String {
        if let data = file.read(logger: logger) {
            let kept = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if Self.isSecret(kept) { return kept }
            logger.warning("the hooks' secret in \(fileURL.path) does not read; making a new one")
        }
        var generator = SystemRandomNumberGenerator()
        let secret = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }
            .joined()
        do {
            try file.write(Array((secret + "\n").utf8))
        } catch {
            throw AccountStoreError(reason: error.reason)
        }
        return secret
    }

    /// The path `source`'s hook is posted to.
    public static func path(secret: String, source: WebhookSource) -> String {
        "/hooks/\(secret)/\(source.rawValue)"
    }

    /// The server whose hook `path` is, when it carries `secret`; `nil` for any other path.
    public static func source(of path: String, secret: String) -> WebhookSource? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].isEmpty, parts[1] == "hooks", Self.same(parts[2], secret) else { return nil }
        return WebhookSource(rawValue: String(parts[3]))
    }

    /// Whether `given` is `secret`, compared in a time that does not tell how much of it matched.
    private static func same(_ given: Substring, _ secret: String) -> Bool {
        let given = Array(given.utf8), wanted = Array(secret.utf8)
        guard given.count == wanted.count else { return false }
        return zip(given, wanted).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func isSecret(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private var file: PrivateFile {
        PrivateFile(url: fileURL, name: "hooks' secret file")
    }
}
