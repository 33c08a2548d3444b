import Foundation

/// JSON as a sync folder's files and the library's sync tables hold it: on one line, keys sorted
/// (the same value is the same bytes on every machine), slashes as they are.
enum SyncJSON {
    /// `value`'s JSON; empty when it cannot be encoded (none of the sync's values).
    static func bytes(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map(Array.init) ?? []
    }

    /// `value`'s JSON as text.
    static func text(_ value: some Encodable) -> String { String(decoding: bytes(value), as: UTF8.self) }
}
