/// A title's ``TitleGrams/normalized(_:)`` bytes worked out from its UTF-8 alone, without
/// Foundation, for the characters ``FoldedScalars`` knows (ASCII, accented Latin letters,
/// typographic punctuation, fullwidth letters): a fuzzy search normalizes every title it scores,
/// and Foundation's folding costs thousands of instructions a title.
enum TitleBytes {
    /// What became of a title's bytes.
    enum Outcome: Equatable {
        /// `count` bytes were written: the title normalized.
        case normalized(count: Int)
        /// A character needs Foundation's folding (``TitleGrams/normalized(_:)``). Normalized,
        /// the title holds at most `asciiAlphanumerics` ASCII letters and digits, or any number
        /// (`nil`) when one of its characters might fold to several.
        case needsFolding(asciiAlphanumerics: Int?)
    }

    /// How many bytes `normalize(_:into:)` may write for a title of `count` UTF-8 bytes (a
    /// two-byte letter can fold to three bytes, a break between words is one byte).
    static func capacity(for count: Int) -> Int {
        2 * count + 1
    }

    /// Writes `utf8` normalized into `output`, which holds at least ``capacity(for:)`` bytes.
    static func normalize(
        _ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Outcome {
        var count = 0, pendingSpace = false, index = 0
        var needsFolding = false, unbounded = false, asciiAlphanumerics = 0
        func append(_ byte: UInt8) {
            guard count < output.count else { return }
            if pendingSpace, count + 1 < output.count {
                output[count] = UInt8(ascii: " ")
                count += 1
            }
            pendingSpace = false
            output[count] = byte
            count += 1
            if byte < 0x80 { asciiAlphanumerics += 1 }
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                index += 1
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): append(byte | 0x20)
                default: pendingSpace = count > 0
                }
                continue
            }
            let (scalar, length) = decode(utf8, at: index)
            index += length
            switch FoldedScalars.fold(scalar) {
            case .dropped?: break
            case .separator?: pendingSpace = count > 0
            case .bytes(let packed, let byteCount)?:
                for shift in 0..<byteCount { append(UInt8(truncatingIfNeeded: packed >> (8 * UInt32(shift)))) }
            case nil:
                needsFolding = true
                if !FoldedScalars.neverFoldsToASCII(scalar) { unbounded = true }
            }
        }
        guard !needsFolding, count < output.count else {
            return .needsFolding(asciiAlphanumerics: unbounded || !needsFolding ? nil : asciiAlphanumerics)
        }
        return .normalized(count: count)
    }

    /// The scalar whose UTF-8 starts at `index` (not ASCII), and how many bytes it takes; a
    /// malformed sequence is read as U+FFFD of one byte.
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = utf8[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= utf8.count else { return (0xFFFD, 1) }
        var scalar = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            let next = utf8[index + offset]
            guard next & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        return (scalar, length)
    }
}
