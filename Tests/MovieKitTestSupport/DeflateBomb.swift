/// Raw DEFLATE data made in the tests that is small however much it holds: a ZIP bomb's entry.
///
/// One fixed-Huffman block (RFC 1951 §3.2.6): `head` and the first `row` as literals, then the
/// rest of the rows as copies of the row before, 258 bytes a copy in 13 bits or so, about 160
/// bytes out for each byte in. 250 MB of rows is some 1.6 MB of data.
public struct DeflateBomb: Sendable {
    /// The raw DEFLATE data.
    public let data: [UInt8]
    /// How many bytes it inflates to.
    public let inflatedSize: Int

    /// Data that inflates to `head`, then `row` `count` times; `row` holds 1 to 32,768 bytes.
    public init(head: [UInt8] = [], row: [UInt8], count: Int) {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        for byte in head + (count > 0 ? row : []) { bits.writeLiteral(byte) }
        var left = row.count * max(count - 1, 0)
        while left > 0 {
            // A copy is 3 to 258 bytes: never leave fewer than 3 for the last one.
            let length = left > 258 ? (left - 258 >= 3 ? 258 : left - 3) : left
            if length < 3 {
                let at = row.count * count - left
                for offset in 0..<length { bits.writeLiteral(row[(at + offset) % row.count]) }
            } else {
                bits.writeCopy(length: length, distance: row.count)
            }
            left -= length
        }
        bits.writeCode(0, length: 7)  // end of block: symbol 256
        data = bits.finished
        inflatedSize = head.count + row.count * max(count, 0)
    }

    /// A ZIP entry of this data, deflated, its header giving `declaredSize` (the true size unless
    /// told) and `crc32` (none unless told: checked only once the entry is read whole).
    public func entry(_ name: String, declaredSize: Int? = nil, crc32: UInt32 = 0) -> ZIPTestEntry {
        ZIPTestEntry(
            name: name, method: 8, data: data, crc32: crc32,
            uncompressedSize: UInt32(truncatingIfNeeded: declaredSize ?? inflatedSize))
    }
}

/// Bits written as DEFLATE packs them: from the lowest bit of each byte, Huffman codes with
/// their first bit first.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// `value`'s lowest `count` bits, lowest first (header fields and extra bits).
    mutating func write(_ value: Int, count bitCount: Int) {
        buffer |= UInt64(value & ((1 << bitCount) - 1)) << count
        count += bitCount
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// A Huffman code of `length` bits, its highest bit first.
    mutating func writeCode(_ code: Int, length: Int) {
        var reversed = 0
        for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
        write(reversed, count: length)
    }

    mutating func writeLiteral(_ byte: UInt8) {
        if byte < 144 { writeCode(0x30 + Int(byte), length: 8) } else { writeCode(0x190 + Int(byte) - 144, length: 9) }
    }

    mutating func writeCopy(length: Int, distance: Int) {
        let lengthIndex = (Self.lengthBases.lastIndex { $0 <= length }) ?? 0
        let symbol = 257 + lengthIndex
        if symbol < 280 { writeCode(symbol - 256, length: 7) } else { writeCode(0xC0 + symbol - 280, length: 8) }
        write(length - Self.lengthBases[lengthIndex], count: Self.lengthExtraBits[lengthIndex])
        let distanceIndex = (Self.distanceBases.lastIndex { $0 <= distance }) ?? 0
        writeCode(distanceIndex, length: 5)
        write(distance - Self.distanceBases[distanceIndex], count: Self.distanceExtraBits[distanceIndex])
    }

    /// The bytes written, the last one filled up with zero bits.
    var finished: [UInt8] { count > 0 ? bytes + [UInt8(truncatingIfNeeded: buffer)] : bytes }

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
}
