import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Your changes made while a sync runs are kept: sixteen `movies` processes change the library
/// while `movies account sync` runs, each change stays, and the next sync carries every one.
@Suite(.serialized)
struct AccountSyncConcurrentRunTests {
    static let env = AccountLinkRunTests.keyEnvironment

    @Test func sixteenProcessesChangingTheLibraryWhileASyncRunsKeepEveryChangeAndTheNextSyncCarriesThem()
        async throws
    {
        try await withTemporaryFolder { folder in
            try await AccountSyncKilledRunTests.prepared(in: folder, latency: .milliseconds(25)) { movies, server, _ in
                let ids = server.catalogue.movies.map(\.id)
                let sync = try movies.launch(["account", "sync"], environment: Self.env)
                // Once the sync has begun to change the account, sixteen workers at once each add
                // a film to the watchlist, rate one the sync brings here, rate one no side held,
                // and five of them take off your watchlist a film the sync sends to the account.
                for _ in 0..<600 where AccountSyncRunTests.writes(to: server) == 0 {
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(AccountSyncRunTests.writes(to: server) > 0, "the sync sent nothing")
                let script = """
                    "$1" watchlist add "$2" --offline --source tmdb && "$1" rate "$3" "$5" --offline --source tmdb \
                    && "$1" rate "$4" "$5" --offline --source tmdb && if [ -n "$6" ]; then \
                    "$1" watchlist remove "$6" --offline --source tmdb; fi
                    """
                var workers: [LaunchedProcess] = []
                for index in 1...16 {
                    var worker = movies
                    worker.prefix = ["sh", "-c", script, "sh"]
                    workers.append(
                        try worker.launch(
                            [
                                "\(ids[260 + index])", "\(ids[200 + index])", "\(ids[276 + index])",
                                "\(index % 10 + 1)",
                                index <= 5 ? "\(ids[index])" : "",
                            ], environment: Self.env))
                }
                for worker in workers { await worker.exit() }
                #expect(workers.map(\.terminationStatus) == Array(repeating: 0, count: 16))
                let syncEnded = await sync.exit()
                #expect(syncEnded == .exit && sync.terminationStatus == 0, "the sync ended \(sync.terminationStatus)")

                let added = Set((261...276).map { ids[$0] }), removed = Set((1...5).map { ids[$0] })
                var rated: [Int: Double] = [:]
                for index in 1...16 {
                    rated[ids[200 + index]] = Double(index % 10 + 1)
                    rated[ids[276 + index]] = Double(index % 10 + 1)
                }
                let kept = try await AccountSyncKilledRunTests.Outcome(movies, server)
                #expect(added.isSubset(of: kept.libraryWatchlist), "a film added meanwhile is missing here")
                #expect(removed.isDisjoint(with: kept.libraryWatchlist), "a film taken off meanwhile is back here")
                for (id, value) in rated { #expect(kept.libraryRatings[id] == value, "film \(id) here") }
                #expect(try LibraryRows(of: movies.libraryFile).integrity == "ok")

                let next = try await movies.run(["account", "sync"], environment: Self.env)
                #expect(next.status == 0, "\(next.error)")
                let carried = try await AccountSyncKilledRunTests.Outcome(movies, server)
                #expect(carried.sidesAgree, "the sides disagree after the next sync: \(carried)")
                #expect(
                    added.isSubset(of: carried.accountWatchlist), "a film added meanwhile never reached the account")
                #expect(removed.isDisjoint(with: carried.accountWatchlist), "a film taken off is on the account")
                for (id, value) in rated { #expect(carried.accountRatings[id] == value, "film \(id) at TMDB") }
                let status = try await movies.run(["account", "status"])
                #expect(status.output.contains("changes waiting: 0"), "\(status.output)")
            }
        }
    }
}
