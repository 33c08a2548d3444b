import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import MovieKit

/// Values bound by position (``PositionalBinding``, what an import's statements bind) are stored
/// as GRDB stores them: the same type and the same bytes, so that a library written either way
/// is the same file.
@Suite struct PositionalBindingTests {
    /// The type and bytes SQLite holds of `value` bound by position, and bound by GRDB.
    static func quoted<Value: PositionalBinding & DatabaseValueConvertible>(
        _ value: Value?
    ) throws -> (ours: String?, grdbs: String?) {
        let queue = try DatabaseQueue()
        return try queue.read { db in
            let ours = try db.firstRow("SELECT typeof(?1) || ' ' || hex(?1)", value) { statement in
                sqlite3_column_text(statement, 0).map { String(cString: $0) }
            }
            return (
                ours ?? nil, try String.fetchOne(db, sql: "SELECT typeof(?1) || ' ' || hex(?1)", arguments: [value])
            )
        }
    }

    @Test(arguments: ["", "a", "The Paper Lantern", "Amélie — 東京物語, a title longer than a small string", "nul\0within"])
    func textIsStoredAsGRDBStoresIt(_ text: String) throws {
        let quoted = try Self.quoted(text)
        #expect(quoted.ours == quoted.grdbs)
        #expect(quoted.ours?.hasPrefix("text") == true)
    }

    @Test func numbersFlagsIDsRatingsAndNothingAreStoredAsGRDBStoresThem() throws {
        for quoted in [
            try Self.quoted(Int.max), try Self.quoted(Int64.min), try Self.quoted(true), try Self.quoted(false),
            try Self.quoted(UUID(uuidString: "5E25FC7B-9F0B-4B84-AB76-58021DB5D71F")),
            try Self.quoted(YourRating(8.5)), try Self.quoted(String?.none), try Self.quoted(Int?.none),
        ] {
            #expect(quoted.ours == quoted.grdbs)
        }
    }
}
