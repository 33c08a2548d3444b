import Foundation
import MovieKit
import Testing

/// `WebhookSecretStore`: the hooks' secret is made once, kept 0600, and a path names a hook only
/// with it.
struct WebhookSecretStoreTests {
    private let state = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hooks-\(UUID().uuidString)", isDirectory: true)

    @Test func theSecretIsMadeOnceAndKeptReadableOnlyByTheUser() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let store = WebhookSecretStore(stateFolder: state)
        let secret = try store.secret()
        #expect(secret.count == 64)
        #expect(try store.secret() == secret)
        #expect(try WebhookSecretStore(stateFolder: state).secret() == secret)
        let mode = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("hooks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(try WebhookSecretStore(stateFolder: other).secret() != secret)
    }

    @Test func aPathNamesAServersHookOnlyWithTheSecret() {
        let secret = String(repeating: "ab", count: 32)
        #expect(WebhookSecretStore.path(secret: secret, source: .plex) == "/hooks/\(secret)/plex")
        #expect(WebhookSecretStore.source(of: "/hooks/\(secret)/plex", secret: secret) == .plex)
        #expect(WebhookSecretStore.source(of: "/hooks/\(secret)/jellyfin", secret: secret) == .jellyfin)
        for path in [
            "/hooks/\(String(repeating: "ab", count: 31))aa/plex", "/hooks/\(secret)/kodi", "/hooks/\(secret)",
            "/hooks/\(secret)/plex/more", "/hooks//plex", "/\(secret)/plex", "/",
        ] {
            #expect(WebhookSecretStore.source(of: path, secret: secret) == nil, "\(path)")
        }
    }
}
