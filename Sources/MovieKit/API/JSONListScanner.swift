import Foundation

/// Finds where each element of a JSON list lies in a body, without parsing the elements, so that
/// a long list can be decoded a part at a time: the decoder's parse then never holds more than
/// one part of the body.
enum JSONListScanner {
    /// The byte offsets (from `body.startIndex`) of the top-level list's elements, in order,
    /// without their surrounding white space.
    ///
    /// Strings (with their escapes) and nesting are followed, but values are not checked: the
    /// decoder checks each element. `nil` when the body is not a list at the top level, is cut
    /// short, has an empty element or has anything after the list; the whole-body decoder then
    /// says what is wrong.
    static func elementRanges(in body: Data) -> [Range<Int>]? {
        body.withUnsafeBytes { bytes -> [Range<Int>]? in
            let count = bytes.count
            var offset = 0
            func skipWhiteSpace() {
                while offset < count, isWhiteSpace(bytes[offset]) { offset += 1 }
            }

            skipWhiteSpace()
            guard offset < count, bytes[offset] == UInt8(ascii: "[") else { return nil }
            offset += 1
            skipWhiteSpace()
            var ranges: [Range<Int>] = []
            if offset < count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                skipWhiteSpace()
                return offset == count ? ranges : nil
            }
            while true {
                skipWhiteSpace()
                let start = offset
                var depth = 0
                scan: while offset < count {
                    switch bytes[offset] {
                    case UInt8(ascii: "\""):
                        guard let end = endOfString(startingAt: offset, in: bytes) else { return nil }
                        offset = end
                        continue scan
                    case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: "]"), UInt8(ascii: "}"):
                        if depth == 0 { break scan }
                        depth -= 1
                    case UInt8(ascii: ","):
                        if depth == 0 { break scan }
                    default: break
                    }
                    offset += 1
                }
                guard offset < count else { return nil }
                var end = offset
                while end > start, isWhiteSpace(bytes[end - 1]) { end -= 1 }
                guard end > start else { return nil }
                ranges.append(start..<end)
                switch bytes[offset] {
                case UInt8(ascii: ","):
                    offset += 1
                case UInt8(ascii: "]"):
                    offset += 1
                    skipWhiteSpace()
                    return offset == count ? ranges : nil
                default:
                    return nil
                }
            }
        }
    }

    /// The offset just past the quote that ends the string whose opening quote is at `start`;
    /// `nil` when the body ends first. Jumps from quote to quote with `memchr`, since strings are
    /// most of a list's bytes.
    private static func endOfString(startingAt start: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var searchFrom = start + 1
        while searchFrom < bytes.count {
            guard let found = memchr(base + searchFrom, Int32(UInt8(ascii: "\"")), bytes.count - searchFrom) else {
                return nil
            }
            let quote = base.distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while bytes[quote - 1 - backslashes] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes.isMultiple(of: 2) { return quote + 1 }
            searchFrom = quote + 1
        }
        return nil
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
