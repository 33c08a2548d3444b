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

    /// How many bytes `normalize(_:into:)` may write for a title of `count` UTF-8 bytes: a
    /// two-byte letter can fold to three bytes, a break between words is one byte.
    static func capacity(for count: Int) -> Int {
        2 * count + 4
    }

    /// Writes `utf8` normalized into `output`, which holds at least ``capacity(for:)`` bytes.
    static func normalize(
        _ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Outcome {
        asciiFolds.withUnsafeBufferPointer { asciiFolds in
            normalize(utf8, into: output, asciiFolds: asciiFolds)
        }
    }

    /// Each ASCII byte as a normalized title holds it: a letter in lower case, a digit as it is,
    /// anything else 0 (a break between words).
    private static let asciiFolds: [UInt8] = (0..<128).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt8(byte) | 0x20
        default: 0
        }
    }

    /// ``normalize(_:into:)``, the ASCII table at hand.
    private static func normalize(
        _ utf8: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>,
        asciiFolds: UnsafeBufferPointer<UInt8>
    ) -> Outcome {
        var count = 0, pendingSpace = false, index = 0
        var needsFolding = false, unbounded = false, asciiAlphanumerics = 0
        // Room for a break and three bytes, kept before each character (the capacity leaves it).
        let last = output.count - 4
        while index < utf8.count {
            guard count <= last else { return .needsFolding(asciiAlphanumerics: nil) }
            let byte = utf8[index]
            if byte < 0x80 {
                index += 1
                let folded = asciiFolds[Int(byte)]
                guard folded != 0 else {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    output[count] = UInt8(ascii: " ")
                    count += 1
                    pendingSpace = false
                }
                output[count] = folded
                count += 1
                asciiAlphanumerics += 1
                continue
            }
            let (scalar, length) = decode(utf8, at: index)
            index += length
            switch FoldedScalars.fold(scalar) {
            case .dropped?: break
            case .separator?: pendingSpace = count > 0
            case .bytes(let packed, let byteCount)?:
                if pendingSpace {
                    output[count] = UInt8(ascii: " ")
                    count += 1
                    pendingSpace = false
                }
                for shift in 0..<byteCount {
                    let folded = UInt8(truncatingIfNeeded: packed >> (8 * UInt32(shift)))
                    output[count] = folded
                    count += 1
                    if folded < 0x80 { asciiAlphanumerics += 1 }
                }
            case nil:
                needsFolding = true
                if !FoldedScalars.neverFoldsToASCII(scalar) { unbounded = true }
            }
        }
        guard needsFolding else { return .normalized(count: count) }
        return .needsFolding(asciiAlphanumerics: unbounded ? nil : asciiAlphanumerics)
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
