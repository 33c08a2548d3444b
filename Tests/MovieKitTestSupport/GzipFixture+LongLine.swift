import MovieKit

extension GzipFixture {
    /// A gzip file of `prefix` followed by `mebibytes` MiB of `byte` and nothing else (no newline):
    /// a few megabytes that inflate to gigabytes, as a hostile dataset file's endless line would.
    /// Written in members of 1 MiB, each one the same DEFLATE block made by hand (one literal,
    /// then copies of 258 bytes at distance 1, 13 bits each in fixed Huffman codes), so that
    /// making it costs one member's checksum; `gzip -d` reads it whole.
    public static func longLine(after prefix: String, of byte: UInt8, mebibytes: Int) -> [UInt8] {
        let count = 1 << 20
        let repeated = member(
            deflate: repeatedByteBlock(byte, count: count), of: [UInt8](repeating: byte, count: count))
        var file = member(Array(prefix.utf8))
        file.reserveCapacity(file.count + repeated.count * mebibytes)
        for _ in 0..<mebibytes { file += repeated }
        return file
    }

    /// One final DEFLATE block of fixed Huffman codes that inflates to `count` times `byte`.
    private static func repeatedByteBlock(_ byte: UInt8, count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        bits.writeLiteral(byte)
        var left = count - 1
        while left >= 258 {
            bits.writeCode(0b1100_0101, count: 8)  // length 258 (code 285)
            bits.writeCode(0, count: 5)  // distance 1 (code 0)
            left -= 258
        }
        for _ in 0..<left { bits.writeLiteral(byte) }
        bits.writeCode(0, count: 7)  // end of block (code 256)
        return bits.finished()
    }
}

/// Bits packed as DEFLATE packs them (RFC 1951): values from their least significant bit,
/// Huffman codes from their most significant.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var pending: UInt32 = 0
    private var pendingCount = 0

    mutating func write(_ value: UInt32, count: Int) {
        pending |= value << UInt32(pendingCount)
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    mutating func writeCode(_ code: UInt32, count: Int) {
        var reversed: UInt32 = 0
        for bit in 0..<count { reversed |= ((code >> UInt32(bit)) & 1) << UInt32(count - 1 - bit) }
        write(reversed, count: count)
    }

    /// A literal byte in the fixed codes: 8 bits from 0x30 below 144, 9 bits from 0x190 above.
    mutating func writeLiteral(_ byte: UInt8) {
        if byte < 144 {
            writeCode(0x30 + UInt32(byte), count: 8)
        } else {
            writeCode(0x190 + UInt32(byte) - 144, count: 9)
        }
    }

    mutating func finished() -> [UInt8] {
        if pendingCount > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        pending = 0
        pendingCount = 0
        return bytes
    }
}
