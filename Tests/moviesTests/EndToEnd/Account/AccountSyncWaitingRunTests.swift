import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// One `movies account sync` of a library at a time: while another holds the lock beside the
/// library, a sync says in one line that it waits and reads nothing until the lock is free, and
/// under `--no-wait` exits 75 with a clear line, nothing changed on either side.
@Suite(.serialized)
struct AccountSyncWaitingRunTests {
    static let env = AccountLinkRunTests.keyEnvironment

    /// Takes the lock a running sync holds (`flock` on the file beside the library), as another
    /// `movies account sync` would, until `body` ends.
    static func holdingTheSyncLock<T>(of movies: MoviesProcess, _ body: () async throws -> T) async throws -> T {
        let path = movies.libraryFile.path + "-account-sync.lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0, "cannot open \(path)")
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0, "cannot lock \(path)")
        return try await body()
    }

    /// The requests that read or change the account's lists.
    static func accountRequests(_ server: TMDBTestServer) -> Int {
        server.counts().all.count(where: { $0.hasPrefix("/3/account/") || $0.hasSuffix("/rating") })
    }

    @Test func aSecondSyncSaysInOneLineThatItWaitsReadsNothingMeanwhileAndSyncsOnceTheFirstEnds() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await AccountSyncRunTests.prepare(movies, server, in: folder)
                let errors = folder.appendingPathComponent("sync-err")
                let requests = Self.accountRequests(server)
                let sync = try await Self.holdingTheSyncLock(of: movies) {
                    let sync = try movies.launch(["account", "sync"], environment: Self.env, stderr: errors)
                    var said = ""
                    for _ in 0..<300 where !said.contains("waiting") {
                        try await Task.sleep(for: .milliseconds(20))
                        said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
                    }
                    try await Task.sleep(for: .milliseconds(300))
                    #expect(
                        try String(contentsOf: errors, encoding: .utf8)
                            == "another `movies account sync` of this library is running; waiting for it to end\n")
                    #expect(Self.accountRequests(server) == requests, "the waiting sync read the account")
                    return sync
                }
                await sync.exit()

                let said = try String(contentsOf: errors, encoding: .utf8)
                #expect(sync.terminationStatus == 0, "\(said)")
                #expect(Set(server.account.watchlist) == [100001, 100002, 100004])
            }
        }
    }

    @Test func aSyncNotToWaitWhileAnotherRunsExits75WithOneLineAndChangesNothing() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                try await AccountSyncRunTests.prepare(movies, server, in: folder)
                let before = try await AccountSyncRunTests.library(movies)
                let requests = Self.accountRequests(server)

                let refused = try await Self.holdingTheSyncLock(of: movies) {
                    try await movies.run(["account", "sync", "--no-wait"], environment: Self.env)
                }

                #expect(refused.status == 75, "\(refused.error)")
                #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error)")
                #expect(
                    refused.error.contains(
                        "another `movies account sync` of this library is running; nothing was changed"),
                    "\(refused.error)")
                #expect(Self.accountRequests(server) == requests, "the refused sync asked the account")
                #expect(server.account.watchlist == [100001, 100002])
                #expect(server.account.ratings == [100003: 7.5])
                #expect(try await AccountSyncRunTests.library(movies) == before)
            }
        }
    }
}
