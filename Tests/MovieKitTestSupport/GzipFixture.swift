import MovieKit

/// Gzip files written in the tests without a tool: members whose DEFLATE data is stored blocks
/// (the bytes as they are), or DEFLATE data compressed elsewhere, with gzip's header and its
/// CRC-32 and length trailer (RFC 1952). Any gzip reader reads them as `gzip -d` would.
public enum GzipFixture {
    /// One gzip member holding `bytes` in stored blocks.
    public static func member(_ bytes: [UInt8]) -> [UInt8] {
        var deflate: [UInt8] = []
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = UInt16(end - start)
            // BFINAL on the last block, BTYPE 00 (stored), then LEN and its complement.
            deflate.append(end == bytes.count ? 1 : 0)
            deflate += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            deflate += bytes[start..<end]
            start = end
        } while start < bytes.count
        return member(deflate: deflate, of: bytes)
    }

    /// One gzip member of `deflate`, raw DEFLATE data that inflates to `bytes`.
    public static func member(deflate: [UInt8], of bytes: [UInt8]) -> [UInt8] {
        // Magic, CM 8 (deflate), no flags, no time, no extra flags, OS unknown.
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        return header + deflate + littleEndian(CRC32.checksum(of: bytes))
            + littleEndian(UInt32(truncatingIfNeeded: bytes.count))
    }

    /// `text` as a gzip file of `members` members one after another, the text split evenly
    /// between them.
    public static func file(_ text: String, members: Int = 1) -> [UInt8] {
        let bytes = Array(text.utf8)
        let size = max((bytes.count + members - 1) / max(members, 1), 1)
        var file: [UInt8] = []
        var start = 0
        for _ in 0..<max(members, 1) {
            let end = min(start + size, bytes.count)
            file += member(Array(bytes[start..<end]))
            start = end
        }
        return file
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
