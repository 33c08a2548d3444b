import Foundation

/// The value of one field of an entry, as a change file carries it: JSON's `null`, `true` or
/// `false`, a number, a string, or an array of strings (a viewing's tags).
enum SyncValue: Sendable, Hashable, Codable {
    case null
    case flag(Bool)
    case number(Double)
    case text(String)
    case texts([String])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self =
            try container.decodeScalar(null: .null, flag: Self.flag, number: Self.number, text: Self.text)
            ?? .texts(container.decode([String].self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .flag(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        case .texts(let texts): try container.encode(texts)
        }
    }

    /// `text`, or `null` for none.
    static func optional(_ text: String?) -> SyncValue { text.map(SyncValue.text) ?? .null }

    /// The value as the library keeps it in a column of text (JSON): the bytes ``SyncJSON``
    /// writes, a value that needs no escape written here directly (a sync keeps one for each of
    /// 120,000 fields, and an encoder's run cost more than the field's own row).
    var stored: String {
        switch self {
        case .null: return "null"
        case .flag(let flag): return flag ? "true" : "false"
        case .number(let number) where number.rounded() == number && abs(number) < 1e15 && number.sign == .plus:
            return String(Int64(number))
        case .text(let text) where SyncJSON.isPlain(text): return "\"" + text + "\""
        case .texts(let texts) where texts.allSatisfy(SyncJSON.isPlain):
            return "[" + texts.map { "\"" + $0 + "\"" }.joined(separator: ",") + "]"
        default: return SyncJSON.text(self)
        }
    }

    /// The value kept as ``stored`` wrote it; `nil` for text that is none.
    init?(stored: String) {
        guard let value = try? SyncJSON.value(SyncValue.self, from: Data(stored.utf8)) else { return nil }
        self = value
    }
}
