import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The ledger's rows are inserted by a statement prepared without `syncField`'s CHECK of the kind
/// (issue 62, row 20: SQLite builds a table of the five kinds for each row it checks); the check
/// stays in force for everything else that writes to the library.
@Suite struct SyncFieldKeepTests {
    /// A row of the ledger for `kind`, as a sync would keep it.
    private static func ledgerRow(of kind: String, key: String) -> String {
        "INSERT INTO syncField VALUES ('\(kind)', '\(key)', 'added', '\"2026-03-02\"', 0, 0, 'laptop', '')"
    }

    @Test func aSyncLeavesTheLedgersCheckOfKindsInForce() async throws {
        try await withTemporaryFolder { shared in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: shared)
            try laptop.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-01"))
            try laptop.sync()
            let kept = try laptop.library.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM syncField") }
            #expect(kept == 2)
            try laptop.library.write { db in try db.execute(sql: Self.ledgerRow(of: "watchlist", key: "tmdb:2")) }
            #expect(throws: LibraryError.self) {
                try laptop.library.write { db in try db.execute(sql: Self.ledgerRow(of: "film", key: "tmdb:3")) }
            }
        }
    }
}
