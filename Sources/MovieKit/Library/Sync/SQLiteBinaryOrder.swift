import Foundation

/// The order of SQLite's `BINARY` collation, the one `syncField`'s key is kept in: two texts
/// compared by `memcmp` of their UTF-8 bytes, the shorter first where one begins the other. Not
/// String's `<`, which compares by Unicode's canonical equivalence (two spellings of "é" are equal
/// to it, and two keys to SQLite).
enum SQLiteBinaryOrder {
    /// Whether `lhs` comes before `rhs`.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs
        var rhs = rhs
        // A native string's bytes lie in one piece already: `withUTF8` copies nothing for them.
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let common = min(left.count, right.count)
                if common > 0, let leftBytes = left.baseAddress, let rightBytes = right.baseAddress {
                    let order = memcmp(leftBytes, rightBytes, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
    }
}
