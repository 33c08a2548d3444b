/// The CRC-32 that ZIP files (and gzip, PNG, Ethernet) check their contents with: reflected
/// polynomial 0xEDB88320, starting from and finishing with all bits inverted.
public enum CRC32 {
    /// The checksum of `bytes`; `"123456789"` gives 0xCBF43926.
    public static func checksum(of bytes: [UInt8]) -> UInt32 {
        let table = Self.table
        return bytes.withUnsafeBufferPointer { buffer in
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in buffer {
                crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8)
            }
            return ~crc
        }
    }

    /// The CRC of each byte value, so that a byte costs one look-up rather than eight shifts.
    private static let table: [UInt32] = (0...255).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 {
            crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1
        }
        return crc
    }
}
