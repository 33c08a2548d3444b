import Foundation
import GRDB
import MovieKitTestSupport

@testable import MovieKit

/// A library file, a TMDB account in memory and the time the library stamps its changes with: what
/// every sync test starts from.
struct SyncBench: Sendable {
    let time = ManualTime()
    let account = InMemoryAccount()
    let library: FilmLibrary
    let file: URL

    init(in folder: URL) throws {
        file = folder.appendingPathComponent("library.sqlite")
        library = try FilmLibrary.open(at: file, now: time.clock)
    }

    /// A sync of the library with the account (films not TMDB's matched by `matcher`).
    func sync(matcher: (any IMDbFilmMatching)? = nil) -> AccountSync {
        AccountSync(library: library, account: account, matcher: matcher)
    }

    /// Syncs, moving the time on a second first.
    @discardableResult
    func run(confirmed: Bool = false, matcher: (any IMDbFilmMatching)? = nil) async throws -> AccountSyncReport {
        time.advance(milliseconds: 1000)
        return try await sync(matcher: matcher).run(confirmed: confirmed)
    }

    /// The ids of the TMDB films on your watchlist.
    func watchlist() throws -> Set<Int> { Set(try library.watchlist(of: .tmdb).compactMap(\.film.id)) }

    /// Your ratings of TMDB films, by id, as numbers.
    func ratings() throws -> [Int: Double] {
        Dictionary(
            uniqueKeysWithValues: try library.ratings(of: .tmdb).compactMap { rating in
                rating.film.id.map { ($0, rating.rating.value) }
            })
    }

    /// Whether SQLite finds the file whole.
    func isWhole() throws -> Bool {
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok"
    }
}

/// Runs `body` with a bench in a folder of its own.
func withSyncBench<T>(_ body: (SyncBench) async throws -> T) async throws -> T {
    try await withTemporaryFolder { folder in
        let bench = try SyncBench(in: folder)
        defer { try? bench.library.close() }
        return try await body(bench)
    }
}

/// TMDB's film `id`, as the account names it.
func accountFilm(_ id: Int) -> AccountFilm { AccountFilm(tmdbID: id, title: "Film \(id)", year: 2016) }

/// TMDB's film `id`, as your library names it.
func libraryFilm(_ id: Int) -> LibraryFilm { tmdbFilm(id, "Film \(id)") }
