/// Reads records from UTF-8 bytes, one byte at a time, keeping count of lines.
struct CSVScanner {
    /// Where the scanner is: a byte offset, and the 1-based line it is on.
    struct Position: Sendable {
        var index: Int
        var line: Int

        static let start = Position(index: 0, line: 1)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    /// The 1-based line `index` is on.
    private var line: Int

    /// A scanner of `bytes` from `position` (at the start, past a UTF-8 byte-order mark).
    init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Position = .start) {
        self.bytes = bytes
        index = position.index
        line = position.line
        if index == 0, bytes.starts(with: Self.byteOrderMark) { index = Self.byteOrderMark.count }
    }

    /// Where the next record starts.
    var position: Position { Position(index: index, line: line) }

    /// Every record of the file, the header first.
    mutating func records() throws(CSVError) -> [CSVRecord] {
        try checkUTF8()
        var records: [CSVRecord] = []
        while let record = try nextRecord() { records.append(record) }
        return records
    }

    /// - Throws: ``CSVError/notUTF8(line:)`` naming the first line of the bytes that is not UTF-8.
    func checkUTF8() throws(CSVError) {
        guard String(validating: bytes, as: UTF8.self) == nil else { return }
        throw .notUTF8(line: firstLineNotUTF8())
    }

    /// The next record, blank lines skipped; `nil` at the end of the bytes.
    mutating func nextRecord() throws(CSVError) -> CSVRecord? {
        while index < bytes.count, isLineBreak(bytes[index]) { skipLineBreak() }
        guard index < bytes.count else { return nil }
        let firstLine = line
        var fields: [String] = []
        repeat {
            fields.append(try field())
        } while skipComma()
        skipLineBreak()
        return CSVRecord(line: firstLine, fields: fields)
    }

    private func isLineBreak(_ byte: UInt8) -> Bool {
        byte == Self.lineFeed || byte == Self.carriageReturn
    }

    /// Whether `index` is at the end of a field: a comma, a line break or the end of the file.
    private var isAtFieldEnd: Bool {
        index == bytes.count || bytes[index] == Self.comma || isLineBreak(bytes[index])
    }

    private mutating func skipComma() -> Bool {
        guard index < bytes.count, bytes[index] == Self.comma else { return false }
        index += 1
        return true
    }

    /// Steps over CRLF, LF or CR (one line) when `index` is at one.
    private mutating func skipLineBreak() {
        guard index < bytes.count, isLineBreak(bytes[index]) else { return }
        if bytes[index] == Self.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == Self.lineFeed {
            index += 1
        }
        index += 1
        line += 1
    }

    private mutating func field() throws(CSVError) -> String {
        guard index < bytes.count, bytes[index] == Self.quote else {
            let start = index
            while !isAtFieldEnd { index += 1 }
            return text(start..<index)
        }
        return try quotedField()
    }

    /// A field that opens with a quote, up to the comma or line break after its closing quote.
    private mutating func quotedField() throws(CSVError) -> String {
        let openingLine = line
        index += 1
        var value: [UInt8] = []
        var chunkStart = index  // the unquoted bytes not yet copied to `value`
        while true {
            guard index < bytes.count else { throw .unclosedQuote(line: openingLine) }
            let byte = bytes[index]
            index += 1
            if byte == Self.quote {
                value.append(contentsOf: bytes[chunkStart..<index - 1])
                guard index < bytes.count, bytes[index] == Self.quote else { break }
                chunkStart = index  // a doubled quote: the second one starts the next chunk
                index += 1
            } else if byte == Self.lineFeed
                || (byte == Self.carriageReturn && (index == bytes.count || bytes[index] != Self.lineFeed))
            {
                line += 1
            }
        }
        // Python's csv keeps what follows the closing quote, up to the next separator.
        let tailStart = index
        while !isAtFieldEnd { index += 1 }
        value.append(contentsOf: bytes[tailStart..<index])
        return String(decoding: value, as: UTF8.self)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The first line holding bytes that are not UTF-8. Line breaks are ASCII and never part of a
    /// longer sequence, so each line can be checked alone.
    private func firstLineNotUTF8() -> Int {
        var line = 1
        var lineStart = 0
        var position = 0
        while position < bytes.count {
            if isLineBreak(bytes[position]) {
                if String(validating: bytes[lineStart..<position], as: UTF8.self) == nil { return line }
                if bytes[position] == Self.carriageReturn, position + 1 < bytes.count,
                    bytes[position + 1] == Self.lineFeed
                {
                    position += 1
                }
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        return line
    }
}
