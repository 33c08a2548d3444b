import Foundation

/// Reads a line of a change file written as movies writes them (``SyncChange/line``: one JSON
/// object, no space, no escape in its strings, plain numbers, `null` only as a field's value) without a JSON decoder, which
/// costs more than the rest of the line's reading: a first sync of 10,000 viewings reads 30,000
/// lines.
///
/// Anything else (an escape, a space, a film's `null`, an exponent, a key twice or one it does not know, a
/// value of another kind) is left to the decoder: ``line(_:)`` returns `nil`, and the decoder
/// reads it or refuses it as it always did. So a line the scanner reads is the line the decoder
/// would read.
struct SyncLineScanner {
    private let bytes: ArraySlice<UInt8>
    private var index: Int

    private init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// What `bytes` hold, read as the decoder reads a line; `nil` when they are not written as
    /// movies writes a line.
    static func line(_ bytes: ArraySlice<UInt8>) -> SyncChange.Line? {
        var scanner = SyncLineScanner(bytes)
        guard let line = scanner.line(), scanner.index == bytes.endIndex else { return nil }
        return line
    }

    private mutating func line() -> SyncChange.Line? {
        var entry: SyncEntryKind?, film: LibraryFilm?, viewing: UUID?, list: UUID?
        var fields: [String: SyncValue]?, clock: String?, machine: String?
        let read = members { scanner, key in
            switch key {
            case "entry": scanner.read(&entry) { $0.string().flatMap(SyncEntryKind.init(rawValue:)) }
            case "film": scanner.read(&film) { $0.film() }
            case "viewing": scanner.read(&viewing) { $0.string().flatMap(UUID.init(uuidString:)) }
            case "list": scanner.read(&list) { $0.string().flatMap(UUID.init(uuidString:)) }
            case "fields": scanner.read(&fields) { $0.fields() }
            case "clock": scanner.read(&clock) { $0.string() }
            case "machine": scanner.read(&machine) { $0.string() }
            default: false
            }
        }
        guard read, let entry, let fields, let clock, let machine else { return nil }
        return SyncChange.Line(
            entry: entry, film: film, viewing: viewing, list: list, fields: fields, clock: clock, machine: machine)
    }

    private mutating func film() -> LibraryFilm? {
        var source: MovieSource?, id: Int?, imdbID: String?, title: String?, year: Int?
        let read = members { scanner, key in
            switch key {
            case "source": scanner.read(&source) { $0.string().flatMap(MovieSource.init(rawValue:)) }
            case "id": scanner.read(&id) { $0.integer() }
            case "imdbID": scanner.read(&imdbID) { $0.string() }
            case "title": scanner.read(&title) { $0.string() }
            case "year": scanner.read(&year) { $0.integer() }
            default: false
            }
        }
        guard read, let source else { return nil }
        // As the decoder makes it: its values as they are, the IMDb id not made over.
        var film = LibraryFilm(source: source, id: id, title: title, year: year)
        film.imdbID = imdbID
        return film
    }

    private mutating func fields() -> [String: SyncValue]? {
        var fields: [String: SyncValue] = [:]
        let read = members { scanner, key in
            guard let value = scanner.value() else { return false }
            fields[key] = value
            return true
        }
        return read ? fields : nil
    }

    /// A field's value: `null`, `true`, `false`, a number, a string, or an array of strings.
    private mutating func value() -> SyncValue? {
        guard index < bytes.endIndex else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return string().map(SyncValue.text)
        case UInt8(ascii: "t"): return take("true") ? .flag(true) : nil
        case UInt8(ascii: "f"): return take("false") ? .flag(false) : nil
        case UInt8(ascii: "n"): return take("null") ? .null : nil
        case UInt8(ascii: "["): return texts().map(SyncValue.texts)
        default: return number().map(SyncValue.number)
        }
    }

    private mutating func texts() -> [String]? {
        guard take("[") else { return nil }
        var texts: [String] = []
        if take("]") { return texts }
        repeat {
            guard let text = string() else { return nil }
            texts.append(text)
        } while take(",")
        return take("]") ? texts : nil
    }

    /// An object whose members `read` reads, each key once: `read` is given the scanner at the
    /// member's value and says whether it read one it takes.
    private mutating func members(_ read: (inout SyncLineScanner, String) -> Bool) -> Bool {
        guard take("{") else { return false }
        if take("}") { return true }
        var keys: Set<String> = []
        repeat {
            guard let key = string(), keys.insert(key).inserted, take(":"), read(&self, key) else { return false }
        } while take(",")
        return take("}")
    }

    /// Sets `value` to what `reading` reads here; whether it read one.
    private mutating func read<Value>(_ value: inout Value?, _ reading: (inout Self) -> Value?) -> Bool {
        value = reading(&self)
        return value != nil
    }

    /// A string with no escape and no control character in it.
    private mutating func string() -> String? {
        guard take("\"") else { return nil }
        let start = index
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            }
            guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        return nil
    }

    /// A whole number of at most 18 digits, not starting with 0 unless it is 0.
    private mutating func integer() -> Int? {
        let start = index
        guard let digits = digits(), digits <= 18, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        return Int(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A number as JSON writes it, with no exponent: an optional minus, whole digits (no leading
    /// 0 but 0 itself), an optional fraction.
    private mutating func number() -> Double? {
        let start = index
        _ = take("-")
        let whole = index
        guard let digits = digits(), digits == 1 || bytes[whole] != UInt8(ascii: "0") else { return nil }
        if take(".") {
            guard self.digits() != nil else { return nil }
        }
        guard index - start <= 24 else { return nil }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// How many ASCII digits were read; `nil` for none.
    private mutating func digits() -> Int? {
        let start = index
        while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index > start ? index - start : nil
    }

    /// Reads `text` where it comes next; whether it did.
    private mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.endIndex - index >= count else { return false }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
        index += count
        return true
    }
}
