/// The end-of-central-directory record that closes every ZIP file: where the central directory
/// is and how many entries it lists.
struct ZIPEndRecord {
    static let signature: UInt32 = 0x0605_4B50
    /// The record's length without its comment.
    static let length = 22

    let entryCount: Int
    let directoryRange: Range<Int>

    /// The record of `bytes`, found by searching backwards from the end past a comment of up to
    /// 65,535 bytes. A record whose comment ends exactly at the end of the file is preferred; else
    /// the last one found, as though bytes were added after the archive.
    init(in bytes: [UInt8]) throws(ZIPArchiveError) {
        guard let offset = Self.offset(in: bytes) else {
            // A file that starts as a ZIP file but has lost its end.
            throw bytes.littleEndianUInt32(at: 0) == ZIPEntry.localHeaderSignature ? .truncated : .notAZIPFile
        }
        let field = { (at: Int) in Int(bytes.littleEndianUInt16(at: offset + at) ?? 0) }
        let directorySize = Int(bytes.littleEndianUInt32(at: offset + 12) ?? 0)
        let directoryOffset = Int(bytes.littleEndianUInt32(at: offset + 16) ?? 0)
        guard field(10) != 0xFFFF, directorySize != 0xFFFF_FFFF, directoryOffset != 0xFFFF_FFFF else {
            throw .zip64Archive
        }
        guard field(4) == 0, field(6) == 0, field(8) == field(10) else { throw .multipart }
        guard directoryOffset + directorySize <= offset else { throw .truncated }
        entryCount = field(10)
        directoryRange = directoryOffset..<directoryOffset + directorySize
    }

    private static func offset(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= length else { return nil }
        let latest = bytes.count - length
        var fallback: Int?
        for offset in stride(from: latest, through: max(0, latest - 0xFFFF), by: -1)
        where bytes[offset] == 0x50 && bytes.littleEndianUInt32(at: offset) == signature {
            let commentLength = Int(bytes.littleEndianUInt16(at: offset + 20) ?? 0)
            if offset + length + commentLength == bytes.count { return offset }
            if fallback == nil, offset + length + commentLength < bytes.count { fallback = offset }
        }
        return fallback
    }
}
