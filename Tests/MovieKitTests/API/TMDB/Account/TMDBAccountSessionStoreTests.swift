import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The session file is a secret: anything but a file at its path is refused at once, and its
/// folder, found open to others, is narrowed to 0700.
@Suite struct TMDBAccountSessionStoreTests {
    private let session = TMDBAccountSession(
        sessionID: "s3cr3t", accountID: 22_110_044, username: "fixture-viewer",
        apiURL: URL(string: "http://127.0.0.1:9/3/")!)

    @Test func aFIFOAtTheSessionsPathIsRefusedAtOnceWithAWarning() async throws {
        try await withTemporaryFolder { folder in
            let log = LogRecorder()
            let store = TMDBAccountSessionStore(folder: folder, logger: log.logger())
            try #require(mkfifo(store.fileURL.path, 0o600) == 0)

            #expect(store.load() == nil)
            #expect(log.text.contains("the TMDB session file \(store.fileURL.path) is not a file; not using it"))
        }
    }

    @Test func aFolderOpenToOthersIsNarrowedTo0700WithAWarning() async throws {
        try await withTemporaryFolder { folder in
            let log = LogRecorder()
            let state = folder.appendingPathComponent("state")
            let store = TMDBAccountSessionStore(folder: state, logger: log.logger())
            try store.save(session)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: state.path)

            #expect(store.load() == session)

            let mode = try FileManager.default.attributesOfItem(atPath: state.path)[.posixPermissions] as? Int
            #expect(mode == 0o700)
            #expect(
                log.text.contains("the folder \(state.path) of the TMDB session file was open to others (mode 755)"))
        }
    }
}
