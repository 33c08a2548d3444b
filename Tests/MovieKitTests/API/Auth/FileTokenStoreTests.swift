import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

struct FileTokenStoreTests {
    let origin = APIOrigin(URL(string: "https://movies.example:8443/api/")!)!

    static func mode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test func keepsATokenPerOriginInAFileOnlyTheUserCanRead() async throws {
        try await withTemporaryFolder { folder in
            let store = FileTokenStore(folder: folder.appendingPathComponent("state/movies"))
            let other = try #require(APIOrigin(URL(string: "http://movies.example/api/")!))
            try store.save(try #require(BearerToken("abc")), for: origin)
            try store.save(try #require(BearerToken("xyz")), for: other)

            #expect(store.token(for: origin) == BearerToken("abc"))
            #expect(store.token(for: other) == BearerToken("xyz"))
            #expect(try Self.mode(of: store.fileURL(for: origin)) == 0o600)
            #expect(try Self.mode(of: store.folder) == 0o700)
            #expect(store.fileURL(for: origin).lastPathComponent == "token-https_movies.example_8443")
        }
    }

    @Test func narrowsATokenFileFoundReadableByOthersAndWarnsOnce() async throws {
        try await withTemporaryFolder { folder in
            let log = LogRecorder()
            let store = FileTokenStore(folder: folder, logger: log.logger())
            try store.save(try #require(BearerToken("abc")), for: origin)
            let file = store.fileURL(for: origin)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

            #expect(store.token(for: origin) == BearerToken("abc"))
            #expect(store.token(for: origin) == BearerToken("abc"))
            #expect(try Self.mode(of: file) == 0o600)
            #expect(log.recorded.map { "\($0.level)" } == ["warning"])
            #expect(log.text.contains("mode 644") && log.text.contains("now 0600"))
            #expect(!log.text.contains("abc"))
        }
    }

    @Test func trimsTheTokenAndIgnoresAnEmptyFile() async throws {
        try await withTemporaryFolder { folder in
            let store = FileTokenStore(folder: folder)
            try store.save(try #require(BearerToken("  abc \n")), for: origin)
            #expect(store.token(for: origin)?.value == "abc")
            try Data("\n".utf8).write(to: store.fileURL(for: origin))
            #expect(store.token(for: origin) == nil)
        }
    }

    @Test func resolvesTheStateFolderAsXDGSays() {
        let home = URL(fileURLWithPath: "/home/ann")
        #expect(
            TokenLocation.resolve(environment: ["XDG_STATE_HOME": "/state"], homeDirectory: home).path
                == "/state/movies")
        #expect(
            TokenLocation.resolve(environment: ["XDG_STATE_HOME": "relative"], homeDirectory: home).path
                == "/home/ann/.local/state/movies")
        #expect(TokenLocation.resolve(environment: [:], homeDirectory: home).path == "/home/ann/.local/state/movies")
    }

    @Test func aStaleTokenOnDiskIsRefreshedOnceAndSavedReadableOnlyByTheUser() async throws {
        var faults = ServerFaults()
        faults.requireToken = true
        try await withFixtureServer(faults: faults) { server in
            try await withTemporaryFolder { folder in
                let store = FileTokenStore(folder: folder)
                let origin = try #require(APIOrigin(server.baseURL))
                try store.save(try #require(BearerToken("stale-from-yesterday")), for: origin)

                let client = APIClient.authenticated(
                    baseURL: server.baseURL, transport: NetworkHelperTransport(timeout: 5), tokenStore: store,
                    retryPolicy: makeQuickRetryPolicy())
                _ = try await client.body(of: .movie(id: 1))
                _ = try await client.body(of: .movie(id: 2))

                let counts = try await server.counts()
                #expect(counts.tokensIssued == 1)
                #expect(counts.count("/api/movies/1", status: 401) == 1)
                #expect(counts.count("/api/movies/2", status: 401) == 0)
                let saved = try #require(store.token(for: origin))
                #expect(saved.value != "stale-from-yesterday")
                #expect(try Self.mode(of: store.fileURL(for: origin)) == 0o600)
            }
        }
    }

    @Test func neverPrintsItself() throws {
        let token = try #require(BearerToken("s3cret"))
        #expect("\(token)" == "Bearer <redacted>")
        #expect(String(reflecting: token) == "Bearer <redacted>")
    }
}
