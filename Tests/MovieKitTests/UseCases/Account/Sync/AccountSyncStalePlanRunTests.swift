import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A sync that read the account before another wrote it never applies stale state (issue 57):
/// movies-api holds sync A's read of the account (``TMDBAccountReadHold``) while sync B reads and
/// writes both sides and ends, and while each side changes again; then A reads on and carries out
/// what it planned. A reads and carries out through `prepare()` and `carryOut(_:)`, the two halves
/// of `run()` without its lock, as two processes would were the lock not kept (a library on a
/// file system whose `flock` does not reach another machine).
@Suite struct AccountSyncStalePlanRunTests {
    /// Two films both sides hold on their watchlists, synced once; then you take the first off
    /// your watchlist, and the account takes the second off its.
    private struct Bench {
        let time = ManualTime()
        let library: FilmLibrary
        let server: TMDBTestServer
        let account: TMDBAccountLists
        /// Taken off here before B; put back on the account, from another device, after it.
        let takenOffHere: Int
        /// Taken off the account before B; put back on here after it.
        let takenOffThere: Int

        init(in folder: URL, server: TMDBTestServer) async throws {
            self.server = server
            library = try FilmLibrary.open(at: folder.appendingPathComponent("library.sqlite"), now: time.clock)
            account = try await TMDBAccountListsRunTests.lists(server)
            let films = server.catalogue.movies.prefix(2).map(\.id)
            (takenOffHere, takenOffThere) = (films[0], films[1])
            for id in films { try library.addToWatchlist(tmdbFilm(id), on: time.now) }
            server.account.seed(watchlist: films, ratings: [:])
            try await run()
            try library.removeFromWatchlist(tmdbFilm(takenOffHere))
            try await account.setWatchlist(tmdbID: takenOffThere, on: false)
        }

        func sync() -> AccountSync {
            time.advance(milliseconds: 1000)
            return AccountSync(library: library, account: account)
        }

        func run() async throws { _ = try await sync().run(confirmed: true) }

        /// What happens on each side once B has ended: the account puts back the film you took
        /// off, and you put back the film the account took off.
        func bothSidesChangeAgain() async throws {
            try await account.setWatchlist(tmdbID: takenOffHere, on: true)
            try library.addToWatchlist(tmdbFilm(takenOffThere), on: time.now)
        }

        /// Both watchlists, sorted.
        func watchlists() throws -> (here: [Int], there: [Int]) {
            (try library.watchlist(of: .tmdb).compactMap(\.film.id).sorted(), server.account.watchlist.sorted())
        }
    }

    private func withBench<T>(_ body: (Bench) async throws -> T) async throws -> T {
        try await withTMDBServer(
            catalogue: TMDBCatalogue(syntheticCount: 20, seed: 57), account: TMDBAccountListsRunTests.refusingAtOnce
        ) { server in
            try await withTemporaryFolder { folder in
                let bench = try await Bench(in: folder, server: server)
                defer { try? bench.library.close() }
                return try await body(bench)
            }
        }
    }

    @Test func aSyncHeldInItsReadWhileAnotherSyncsEndsAsTheSameSyncsOneAtATime() async throws {
        let control = try await withBench { bench in
            try await bench.run()
            try await bench.bothSidesChangeAgain()
            try await bench.run()
            try await bench.run()
            return try bench.watchlists()
        }
        let held = try await withBench { bench in
            bench.server.account.readHold.holdNextRead()
            let syncA = bench.sync()
            let reading = Task { try await syncA.prepare() }
            while bench.server.account.readHold.heldReads == 0 { try await Task.sleep(for: .milliseconds(5)) }
            try await bench.run()
            try await bench.bothSidesChangeAgain()
            bench.server.account.readHold.release()
            let report = try await syncA.carryOut(try await reading.value)
            #expect(
                report.madeInLibrary == 0 && report.sentToAccount == 0, "sync A applied what it read before B wrote")
            try await bench.run()
            return try bench.watchlists()
        }

        #expect(held.here == control.here)
        #expect(held.there == control.there)
        #expect(control.here.count == 2 && control.there.count == 2)
    }
}
