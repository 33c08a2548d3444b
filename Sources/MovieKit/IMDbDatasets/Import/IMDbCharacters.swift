/// The characters a person plays, as title.principals writes them: a JSON array of strings in one
/// field (`["Rick Deckard","Replicant"]`), JSON's escapes and all. Read by hand: a field of a few
/// bytes per cast line does not need a JSON parser.
enum IMDbCharacters {
    /// The strings of the array in `bytes`, in order; `nil` when `bytes` is not a JSON array of
    /// strings (or a string is not UTF-8).
    static func decode(_ bytes: UnsafeRawBufferPointer) -> [String]? {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        guard reader.take(UInt8(ascii: "[")) else { return nil }
        var strings: [String] = []
        reader.skipSpace()
        if reader.take(UInt8(ascii: "]")) { return reader.isAtEnd ? strings : nil }
        while true {
            reader.skipSpace()
            guard let string = reader.string() else { return nil }
            strings.append(string)
            reader.skipSpace()
            if reader.take(UInt8(ascii: "]")) { return reader.isAtEnd ? strings : nil }
            guard reader.take(UInt8(ascii: ",")) else { return nil }
        }
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        var isAtEnd: Bool {
            mutating get {
                skipSpace()
                return index == bytes.count
            }
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A JSON string starting here, its escapes decoded.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var utf8: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: utf8, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard escape(into: &utf8) else { return nil }
                case 0..<0x20:
                    return nil
                default:
                    utf8.append(byte)
                }
            }
            return nil
        }

        /// The escape after a backslash: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX`
        /// (a surrogate pair as two).
        mutating func escape(into utf8: inout [UInt8]) -> Bool {
            guard index < bytes.count else { return false }
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            default: return unicodeEscape(letter, into: &utf8)
            }
            return true
        }

        /// `\uXXXX` when `letter` is `u` (a surrogate pair as two); `false` for any other letter.
        mutating func unicodeEscape(_ letter: UInt8, into utf8: inout [UInt8]) -> Bool {
            guard letter == UInt8(ascii: "u"), var unit = hex4() else { return false }
            if (0xD800..<0xDC00).contains(unit) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(),
                    (0xDC00..<0xE000).contains(low)
                else { return false }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(unit) else { return false }
            utf8.append(contentsOf: String(scalar).utf8)
            return true
        }

        mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
