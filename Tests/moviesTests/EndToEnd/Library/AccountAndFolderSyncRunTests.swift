import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Two machines that sync with one TMDB account (`movies-api --dialect tmdb` over loopback) and
/// through one folder (issue 62): a change carried by either way is carried once, with no echo
/// between the account sync and the folder sync.
struct AccountAndFolderSyncRunTests {
    /// One machine: `movies` with a library and a TMDB session of its own, syncing through `shared`.
    struct Machine {
        let movies: MoviesProcess
        let shared: URL
        let server: TMDBTestServer

        /// Runs `movies arguments` against the fixture server, which must succeed.
        @discardableResult
        func must(_ arguments: [String]) async throws -> MoviesRun {
            let run = try await movies.run(arguments, environment: AccountLinkRunTests.keyEnvironment)
            #expect(run.status == 0, "\(arguments): \(run.error)")
            return run
        }

        /// `movies library sync`: how many changes it sent and took.
        func folderSync() async throws -> (sent: Int, taken: Int) {
            let output = try await must(["library", "sync", shared.path]).output
            let words = output.split(whereSeparator: { $0 == " " || $0 == ";" })
            let sent = words.firstIndex(of: "Sent").flatMap { Int(words[$0 + 1]) }
            let taken = words.firstIndex(of: "took").flatMap { Int(words[$0 + 1]) }
            return (try #require(sent, "\(output)"), try #require(taken, "\(output)"))
        }

        func accountSync() async throws { try await must(["account", "sync"]) }

        /// The watchlist, ratings and diary of TMDB's films, as CSV.
        func holdings() async throws -> [String] {
            var parts: [String] = []
            for list in ["watchlist", "ratings", "diary"] {
                parts.append(try await must([list, "--source", "tmdb", "--format", "csv"]).output)
            }
            return parts
        }
    }

    /// Two machines linked to the fixture server's account, each synced once with it and the folder.
    private static func machines(
        _ server: TMDBTestServer, in folder: URL
    ) async throws -> (a: Machine, b: Machine) {
        let shared = folder.appendingPathComponent("Sync")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        var machines: [Machine] = []
        for name in ["a", "b"] {
            let home = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            let machine = Machine(
                movies: MoviesProcess(cache: home.appendingPathComponent("movies.sqlite")), shared: shared,
                server: server)
            #expect(try await AccountLinkRunTests.login(machine.movies, at: server, in: home).status == 0)
            try await machine.accountSync()
            _ = try await machine.folderSync()
            machines.append(machine)
        }
        return (machines[0], machines[1])
    }

    @Test func whatOneMachineCarriedToTheAccountAndTheFolderTheOtherSendsNowhereAgain() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let (a, b) = try await Self.machines(server, in: folder)
                try await a.must(["watchlist", "add", "100001"] + AccountSyncRunTests.tmdb(server))
                try await a.must(["rate", "100002", "8"] + AccountSyncRunTests.tmdb(server))
                try await a.accountSync()
                #expect(try await a.folderSync().sent > 0)
                let writes = AccountSyncRunTests.writes(to: server)

                #expect(try await b.folderSync().taken > 0)
                try await b.accountSync()
                #expect(AccountSyncRunTests.writes(to: server) == writes, "B sent again what A carried")
                #expect(try await b.folderSync().sent == 0)
                #expect(try await a.folderSync().taken == 0)
                #expect(try await a.holdings() == b.holdings())
            }
        }
    }

    /// A change made on B, sent by B to the account and the folder; A takes in both, the account
    /// first or the folder first.
    @Test(arguments: [true, false])
    func aChangeTakenFromTheAccountAndTheFolderCountsOnce(accountFirst: Bool) async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let (a, b) = try await Self.machines(server, in: folder)
                try await b.must(["watched", "100003", "--rating", "7"] + AccountSyncRunTests.tmdb(server))
                try await b.must(["watchlist", "add", "100004"] + AccountSyncRunTests.tmdb(server))
                try await b.accountSync()
                #expect(try await b.folderSync().sent > 0)
                let writes = AccountSyncRunTests.writes(to: server)

                if accountFirst {
                    try await a.accountSync()
                    _ = try await a.folderSync()
                } else {
                    _ = try await a.folderSync()
                    try await a.accountSync()
                }
                #expect(AccountSyncRunTests.writes(to: server) == writes, "A sent the account what B carried")
                let diary = try await a.must(["diary", "--source", "tmdb", "--format", "csv"]).output
                #expect(diary.split(whereSeparator: \.isNewline).count == 2, "one viewing: \(diary)")
                let ratings = try await a.must(["ratings", "--source", "tmdb", "--format", "csv"]).output
                #expect(ratings.split(whereSeparator: \.isNewline).count == 2, "one rating: \(ratings)")
                // Nothing came back to B as new, nor waits to go out from A.
                #expect(try await a.folderSync().sent == 0)
                let back = try await b.folderSync().taken
                #expect(back == 0, "B took back as new what it sent")
                try await b.accountSync()
                #expect(AccountSyncRunTests.writes(to: server) == writes)
                let holdings = (a: try await a.holdings(), b: try await b.holdings())
                #expect(holdings.a == holdings.b)
            }
        }
    }
}
