import Foundation

/// JSON as a sync folder's files and the library's sync tables hold it: on one line, keys sorted
/// (the same value is the same bytes on every machine), slashes as they are.
///
/// One encoder and one decoder serve every value (a sync of 10,000 changes encodes a line and
/// several fields for each): making one per value cost more than some values' encoding.
enum SyncJSON {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static let decoder = JSONDecoder()

    /// `value`'s JSON; empty when it cannot be encoded (none of the sync's values).
    static func bytes(_ value: some Encodable) -> [UInt8] {
        (try? encoder.encode(value)).map(Array.init) ?? []
    }

    /// `value`'s JSON as text.
    static func text(_ value: some Encodable) -> String { String(decoding: bytes(value), as: UTF8.self) }

    /// Whether `text` is written in JSON as it is: printable ASCII, no quote or backslash.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    /// The value of type `type` that `bytes` hold.
    /// - Throws: `DecodingError` when they hold none.
    static func value<Value: Decodable>(_ type: Value.Type, from bytes: some DataProtocol) throws -> Value {
        try decoder.decode(type, from: Data(bytes))
    }
}
