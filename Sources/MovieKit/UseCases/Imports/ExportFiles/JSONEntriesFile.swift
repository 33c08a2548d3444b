import Foundation

/// A JSON file that is one list of entries (Trakt's), read an entry at a time: each entry is
/// parsed on its own, and known by the line it starts on, so that an entry that does not read
/// is named by its file and line.
struct JSONEntriesFile {
    /// The file, as a person names it.
    let name: String
    private let bytes: Data
    private let ranges: [Range<Int>]

    /// The entries of `bytes`.
    /// - Throws: ``ImportFileError`` for what is not a JSON list, naming the line it stops reading at.
    init(bytes: Data, name: String, what: String) throws(ImportFileError) {
        self.name = name
        self.bytes = bytes
        guard let ranges = JSONListScanner.elementRanges(in: bytes) else {
            let start = bytes.firstIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
            guard let start, bytes[start] == UInt8(ascii: "[") else {
                throw ImportFileError(file: name, line: 1, reason: "not a JSON list of entries, as \(what) writes")
            }
            let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let last = bytes.last == 0x0A ? lines - 1 : lines
            throw ImportFileError(file: name, line: max(last, 1), reason: "the JSON list is cut short or damaged")
        }
        self.ranges = ranges
    }

    /// Calls `body` with each entry, an object, and the line it starts on, in order.
    /// - Throws: ``ImportFileError`` for an entry that is not a JSON object, or what `body` throws.
    func forEachEntry(_ body: ([String: Any], Int) throws(ImportFileError) -> Void) throws(ImportFileError) {
        var line = 1
        var counted = 0
        for range in ranges {
            line += bytes[counted..<range.lowerBound].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
            counted = range.lowerBound
            let value = try? JSONSerialization.jsonObject(with: bytes.subdata(in: range), options: [.fragmentsAllowed])
            guard let entry = value as? [String: Any] else {
                throw ImportFileError(file: name, line: line, reason: "the entry is not a JSON object")
            }
            try body(entry, line)
        }
    }
}
