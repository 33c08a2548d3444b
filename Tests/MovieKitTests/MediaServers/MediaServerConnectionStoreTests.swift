import Foundation
import MovieKit
import Testing

/// `MediaServerConnectionStore` keeps each linked server's token as the TMDB session is kept.
struct MediaServerConnectionStoreTests {
    private let state = FileManager.default.temporaryDirectory.appendingPathComponent(
        "connections-\(UUID().uuidString)", isDirectory: true)

    private static let connection = MediaServerConnection(
        kind: .jellyfin, serverURL: URL(string: "http://127.0.0.1:8096/")!, serverName: "home",
        userID: "0123", userName: "viewer", token: "secret-token", deviceID: "device-1")

    private func permissions(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func keepsAConnectionInAFileOnlyTheUserCanReadInAFolderOnlyTheUserCanEnter() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let store = MediaServerConnectionStore(stateFolder: state)
        try store.save(Self.connection)
        #expect(store.load(.jellyfin) == Self.connection)
        #expect(store.all() == [Self.connection])
        #expect(try permissions(store.folder.appendingPathComponent("jellyfin").path) == 0o600)
        #expect(try permissions(store.folder.path) == 0o700)
    }

    @Test func forgetsAConnectionOnceAndSaysWhenThereWasNone() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let store = MediaServerConnectionStore(stateFolder: state)
        try store.save(Self.connection)
        #expect(try store.remove(.jellyfin))
        #expect(store.load(.jellyfin) == nil)
        #expect(try store.remove(.jellyfin) == false)
    }

    @Test func aFileThatDoesNotReadIsNoConnection() throws {
        defer { try? FileManager.default.removeItem(at: state) }
        let store = MediaServerConnectionStore(stateFolder: state)
        try store.save(Self.connection)
        try Data("not json".utf8).write(to: store.folder.appendingPathComponent("jellyfin"))
        #expect(store.load(.jellyfin) == nil)
    }
}
