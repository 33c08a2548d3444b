import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct TMDBCredentialStoreTests {
    static func mode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test(arguments: [TMDBCredential.readAccessToken(TMDBTestData.token), .apiKey(TMDBTestData.key)])
    func keepsTheCredentialInAFileOnlyTheUserCanRead(credential: TMDBCredential) async throws {
        try await withTemporaryFolder { folder in
            let store = TMDBCredentialStore(folder: folder.appendingPathComponent("config/movies"))
            try store.save(credential)
            #expect(store.load() == credential)
            #expect(try Self.mode(of: store.fileURL) == 0o600)
            #expect(try Self.mode(of: store.fileURL.deletingLastPathComponent()) == 0o700)
            #expect(store.fileURL.lastPathComponent == "tmdb-credential")
        }
    }

    @Test func replacesAndRemovesTheCredential() async throws {
        try await withTemporaryFolder { folder in
            let store = TMDBCredentialStore(folder: folder)
            try store.save(.apiKey(TMDBTestData.key))
            try store.save(.readAccessToken(TMDBTestData.token))
            #expect(store.load() == .readAccessToken(TMDBTestData.token))
            #expect(try store.remove())
            #expect(store.load() == nil)
            #expect(try !store.remove())
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test func narrowsAFileFoundReadableByOthersAndWarnsWithoutQuotingIt() async throws {
        try await withTemporaryFolder { folder in
            let log = LogRecorder()
            let store = TMDBCredentialStore(folder: folder, logger: log.logger())
            try store.save(.apiKey(TMDBTestData.key))
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.fileURL.path)

            #expect(store.load() == .apiKey(TMDBTestData.key))
            #expect(try Self.mode(of: store.fileURL) == 0o600)
            #expect(log.text.contains("mode 644") && log.text.contains("now 0600"))
            #expect(!log.text.contains(TMDBTestData.key))
        }
    }

    @Test func ignoresAFileThatHoldsNoCredentialWithAWarning() async throws {
        try await withTemporaryFolder { folder in
            let log = LogRecorder()
            let store = TMDBCredentialStore(folder: folder, logger: log.logger())
            try Data("hunter2\n".utf8).write(to: store.fileURL)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: store.fileURL.path)
            #expect(store.load() == nil)
            #expect(log.text.contains("movies login tmdb"))
            #expect(!log.text.contains("hunter2"))
        }
    }

    @Test func saysWhyItCannotWrite() async throws {
        try await withTemporaryFolder { folder in
            let blocker = folder.appendingPathComponent("config")
            try Data().write(to: blocker)
            let store = TMDBCredentialStore(folder: blocker.appendingPathComponent("movies"))
            #expect {
                try store.save(.apiKey(TMDBTestData.key))
            } throws: { error in
                guard case .cannotWrite(let reason) = error as? TMDBCredentialError else { return false }
                return reason.contains(blocker.path) && !reason.contains(TMDBTestData.key)
            }
        }
    }
}
