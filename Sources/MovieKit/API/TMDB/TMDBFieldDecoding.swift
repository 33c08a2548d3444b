import Foundation

/// How TMDB's irregular fields are read: where TMDB says "unknown" with an empty string, a null,
/// a zero or nothing at all, the value is `nil`; anything else must be well formed, and an error
/// names the field.
extension KeyedDecodingContainer {
    /// A `yyyy-MM-dd` date, or `nil` for `""`, `null` or no field.
    func decodeTMDBDate(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
        guard let date = APIDate.parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected a date as yyyy-MM-dd, got \"\(text)\"")
        }
        return date
    }

    /// A text, or `nil` for `""` (or only whitespace), `null` or no field.
    func decodeTMDBText(forKey key: Key) throws -> String? {
        guard let text = try decodeIfPresent(String.self, forKey: key),
            !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return nil }
        return text
    }

    /// A positive whole number, or `nil` for `0`, `null` or no field (TMDB's "unknown" for
    /// revenue and runtime); a negative one is an error.
    func decodeTMDBAmount(forKey key: Key) throws -> Int? {
        guard let value = try decodeIfPresent(Int.self, forKey: key) else { return nil }
        try check(value >= 0, key, "expected zero or more, got \(value)")
        return value == 0 ? nil : value
    }

    /// An ISO 639-1 language code (`fr`), lowercased, or `nil` for `""`, `null`, no field or one
    /// that is no such code (letters only, 2 or 3 of them; TMDB has `xx` for "no language"), so
    /// a hostile value is never kept as a code.
    func decodeTMDBLanguage(forKey key: Key) throws -> String? {
        guard let code = try? decodeIfPresent(String.self, forKey: key), (2...3).contains(code.utf8.count),
            code.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) })
        else { return nil }
        return code.lowercased()
    }

    /// A TMDB identifier: a positive integer.
    func decodeTMDBID(forKey key: Key) throws -> Int {
        let id = try decode(Int.self, forKey: key)
        try check(id > 0, key, "expected a positive id, got \(id)")
        return id
    }

    /// A title: a string with something in it.
    func decodeTMDBTitle(forKey key: Key) throws -> String {
        let title = try decode(String.self, forKey: key)
        try check(
            !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, key, "expected a title, got an empty string"
        )
        return title
    }

    /// An average vote on TMDB's scale, 0 to 10.
    func decodeTMDBVoteAverage(forKey key: Key) throws -> Double {
        let average = try decode(Double.self, forKey: key)
        try check(average.isFinite && (0...10).contains(average), key, "expected a rating from 0 to 10, got \(average)")
        return average
    }

    private func check(_ condition: Bool, _ key: Key, _ message: String) throws {
        if !condition {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: message)
        }
    }
}
