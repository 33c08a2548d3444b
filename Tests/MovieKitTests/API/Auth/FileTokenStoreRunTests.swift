import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

struct FileTokenStoreRunTests {
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

    /// A link planted at the token's path is never followed to a file others can read: that file
    /// is not narrowed, read or sent; a link to a file of the user's own with mode 0600 is.
    @Test func followsALinkOnlyToAFileOfTheUsersOwnThatOnlyTheUserCanRead() async throws {
        try await withTemporaryFolder { folder in
            let log = LogRecorder()
            let store = FileTokenStore(folder: folder.appendingPathComponent("state"), logger: log.logger())
            try store.save(try #require(BearerToken("mine")), for: origin)
            let file = store.fileURL(for: origin)
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try Data("planted".utf8).write(to: elsewhere)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: elsewhere.path)
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)

            #expect(store.token(for: origin) == nil)
            #expect(try Self.mode(of: elsewhere) == 0o644, "never narrowed through the link")
            #expect(log.text.contains("is a link to a file that is not yours alone") && !log.text.contains("planted"))

            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: elsewhere.path)
            #expect(store.token(for: origin) == BearerToken("planted"))
            if getuid() == 0 {
                // Root can give the file away: a file of another user is never followed to.
                #expect(chown(elsewhere.path, 65534, 65534) == 0)
                #expect(store.token(for: origin) == nil)
            }
            try FileManager.default.removeItem(at: elsewhere)
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
            #expect(store.token(for: origin) == nil)
        }
    }

    @Test func namesAFolderThatOthersCanWriteInAWarning() async throws {
        try await withTemporaryFolder { folder in
            let log = LogRecorder()
            let state = folder.appendingPathComponent("state")
            let store = FileTokenStore(folder: state, logger: log.logger())
            try store.save(try #require(BearerToken("abc")), for: origin)
            #expect(store.token(for: origin) == BearerToken("abc"))
            #expect(log.recorded.isEmpty)
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: state.path)
            #expect(store.token(for: origin) == BearerToken("abc"))
            #expect(log.text.contains("the folder \(state.path) of the token file can be written by others (mode 777)"))
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
