import Foundation
import GRDB
import Testing

@testable import MovieKit

/// The ledger's fields are kept in `syncField`'s key order (issue 62, row 20): the order
/// ``SyncFieldRef/inKeyOrder(_:_:)`` gives is the one SQLite keeps the table's rows in, so that a
/// first sync appends its rows to the table rather than splitting its pages.
@Suite struct SyncFieldKeyOrderTests {
    /// Fields whose order by kind, key or name differs from their kinds' order of declaration,
    /// from numbers' order, and from String's (two spellings of "é", equal to it, not to SQLite).
    static let fields: [SyncFieldRef] = [
        ("watchlist", "tmdb:9", "present"), ("watchlist", "tmdb:10", "present"), ("rating", "tmdb:10", "rating"),
        ("rating", "tmdb:10", "present"), ("viewing", "0D6B1A2C-0000-4000-8000-000000000001", "watchedOn"),
        ("viewing", "0D6B1A2C-0000-4000-8000-000000000001", "tags"), ("listEntry", "A:tmdb:2", "position"),
        ("list", "A", "name"), ("listEntry", "A:tmdb:10", "position"), ("rating", "imdb:tt1", "rating"),
        ("watchlist", "Am\u{E9}lie", "present"), ("watchlist", "Ame\u{301}lie", "present"),
        ("watchlist", "Amelie", "present"), ("watchlist", "tmdb:1", "Present"),
    ].map { kind, key, field in
        SyncFieldRef(entry: SyncEntryRef(kind: SyncEntryKind(rawValue: kind) ?? .watchlist, key: key), field: field)
    }

    @Test func fieldsInKeyOrderComeAsSQLiteKeepsTheLedgersRows() throws {
        let queue = try DatabaseQueue()
        let kept = try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE ledger (entry TEXT NOT NULL, key TEXT NOT NULL, field TEXT NOT NULL,
                        PRIMARY KEY (entry, key, field)) WITHOUT ROWID
                    """)
            for field in Self.fields {
                try db.execute(
                    sql: "INSERT INTO ledger VALUES (?, ?, ?)",
                    arguments: [field.entry.kind.rawValue, field.entry.key, field.field])
            }
            return try Row.fetchAll(db, sql: "SELECT entry, key, field FROM ledger ORDER BY entry, key, field")
                .map { row -> [[UInt8]] in [Self.bytes(row[0]), Self.bytes(row[1]), Self.bytes(row[2])] }
        }
        let sorted = Self.fields.sorted(by: SyncFieldRef.inKeyOrder)
        #expect(kept.count == Self.fields.count)
        let inOrder = sorted.map { field in
            [Self.bytes(field.entry.kind.rawValue), Self.bytes(field.entry.key), Self.bytes(field.field)]
        }
        #expect(inOrder == kept)
    }

    /// A text's UTF-8, compared byte for byte as SQLite compares it (String's `==` would take two
    /// spellings of "é" as one).
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
