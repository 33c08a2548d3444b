import Foundation
import GRDB
import Testing

@testable import MovieKit

/// The ledger's fields are kept in `syncField`'s key order (issue 62, row 20): the order
/// ``SyncFieldRecord/inKeyOrder(_:)`` gives is the one SQLite keeps the table's rows in, so that a
/// first sync appends its rows to the table rather than splitting its pages.
@Suite struct SyncFieldKeyOrderTests {
    /// Fields whose order by kind, key or name differs from their kinds' order of declaration,
    /// from numbers' order, and from String's: two spellings of "é" (equal to it, not to SQLite;
    /// as names of one entry, since String takes them for one key), a decomposed "é" before "f"
    /// to SQLite and after it to String; keys and names that begin others, empty ones.
    static let fields: [SyncFieldRef] = [
        ("watchlist", "tmdb:9", "present"), ("watchlist", "tmdb:10", "present"), ("rating", "tmdb:10", "rating"),
        ("rating", "tmdb:10", "present"), ("viewing", "0D6B1A2C-0000-4000-8000-000000000001", "watchedOn"),
        ("viewing", "0D6B1A2C-0000-4000-8000-000000000001", "tags"), ("listEntry", "A:tmdb:2", "position"),
        ("list", "A", "name"), ("listEntry", "A:tmdb:10", "position"), ("rating", "imdb:tt1", "rating"),
        ("watchlist", "Am\u{E9}lie", "present"), ("watchlist", "Ame\u{301}lia", "present"),
        ("watchlist", "Amf", "present"), ("watchlist", "Amelie", "present"), ("watchlist", "tmdb:1", "Present"),
        ("watchlist", "tmdb:1", "Am\u{E9}lie"), ("watchlist", "tmdb:1", "Ame\u{301}lie"),
        ("watchlist", "tmdb:1", "Amf"),
        ("watchlist", "tmdb:1", "present"), ("watchlist", "tmdb:1", "presen"), ("watchlist", "tmdb:1", ""),
        ("watchlist", "", "present"), ("list", "", ""), ("list", "", "name"),
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
        let byEntry = Dictionary(grouping: Self.fields, by: \.entry).mapValues { $0.map(\.field) }
        #expect(kept.count == Self.fields.count)
        let inOrder = SyncFieldRecord.inKeyOrder(byEntry).flatMap { entry, names in
            names.map { [Self.bytes(entry.kind.rawValue), Self.bytes(entry.key), Self.bytes($0)] }
        }
        #expect(inOrder == kept)
    }

    /// A text's UTF-8, compared byte for byte as SQLite compares it (String's `==` would take two
    /// spellings of "é" as one).
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
