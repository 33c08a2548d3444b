/// The ids of the films a title gram occurs in, as `titleGram.films` of IMDb's import holds them:
/// sorted ascending, each written as its difference from the one before (the first as itself) in
/// LEB128 (seven bits a byte, low bits first, the high bit set on every byte but a number's last).
/// Nearby ids cost a byte or two each, so the rows of common grams stay small.
public enum FilmIDPostings {
    /// Appends `id`, which must be greater than `previous` (0 before the first), to `bytes`.
    public static func append(_ id: Int, after previous: Int, to bytes: inout [UInt8]) {
        precondition(id > previous, "film ids must ascend")
        var delta = UInt64(id - previous)
        while delta >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: delta) | 0x80)
            delta >>= 7
        }
        bytes.append(UInt8(delta))
    }

    /// The postings of `ids`, which must ascend, each greater than 0.
    public static func encode(_ ids: some Sequence<Int>) -> [UInt8] {
        var bytes: [UInt8] = []
        var previous = 0
        for id in ids {
            append(id, after: previous, to: &bytes)
            previous = id
        }
        return bytes
    }

    /// The ids `bytes` holds, ascending; `nil` when they are not postings (a number cut short or
    /// too large).
    public static func decode(_ bytes: some Sequence<UInt8>) -> [Int]? {
        var ids: [Int] = []
        var previous = 0
        var delta: UInt64 = 0
        var shift: UInt64 = 0
        var inNumber = false
        for byte in bytes {
            guard shift < 63 else { return nil }
            delta |= UInt64(byte & 0x7F) << shift
            inNumber = true
            if byte & 0x80 == 0 {
                guard delta > 0, delta <= UInt64(Int.max - previous) else { return nil }
                previous += Int(delta)
                ids.append(previous)
                delta = 0
                shift = 0
                inNumber = false
            } else {
                shift += 7
            }
        }
        return inNumber ? nil : ids
    }
}
