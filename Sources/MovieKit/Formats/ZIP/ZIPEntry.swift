/// One entry of a ZIP file as its central-directory record describes it.
struct ZIPEntry: Sendable {
    static let directorySignature: UInt32 = 0x0201_4B50
    static let localHeaderSignature: UInt32 = 0x0403_4B50
    /// The fixed part of a central-directory record and of a local header.
    static let directoryRecordLength = 46
    static let localHeaderLength = 30

    /// The path in the archive, `/`-separated; read as UTF-8, with bytes that are not (an old
    /// tool's CP437) replaced.
    let name: String
    let flags: UInt16
    /// 0 stored, 8 deflate, anything else unread.
    let method: UInt16
    let crc32: UInt32
    let compressedSize: UInt32
    let uncompressedSize: UInt32
    let localHeaderOffset: UInt32
    /// The offset of the record after this one.
    let nextRecordOffset: Int

    /// The record at `offset`, which must lie wholly within `directory`.
    init(in bytes: [UInt8], at offset: Int, within directory: Range<Int>) throws(ZIPArchiveError) {
        guard directory.contains(offset), directory.upperBound <= bytes.count,
            directory.upperBound - offset >= Self.directoryRecordLength
        else {
            throw .truncated
        }
        guard bytes.littleEndianUInt32(at: offset) == Self.directorySignature else {
            throw .malformed(reason: "a central directory record has no signature")
        }
        let field16 = { (at: Int) in bytes.littleEndianUInt16(at: offset + at) ?? 0 }
        let field32 = { (at: Int) in bytes.littleEndianUInt32(at: offset + at) ?? 0 }
        let nameStart = offset + Self.directoryRecordLength
        let nameEnd = nameStart + Int(field16(28))
        nextRecordOffset = nameEnd + Int(field16(30)) + Int(field16(32))
        guard nextRecordOffset <= directory.upperBound else { throw .truncated }
        name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        flags = field16(8)
        method = field16(10)
        crc32 = field32(16)
        compressedSize = field32(20)
        uncompressedSize = field32(24)
        localHeaderOffset = field32(42)
    }

    /// A folder, which holds no data: its name ends in `/`.
    var isDirectory: Bool { name.hasSuffix("/") }

    /// Bit 0 of the general-purpose flags: the data is encrypted.
    var isEncrypted: Bool { flags & 1 != 0 }

    /// A size or the offset is 0xFFFFFFFF: the real value is in a ZIP64 extra field.
    var usesZIP64: Bool {
        [compressedSize, uncompressedSize, localHeaderOffset].contains(0xFFFF_FFFF)
    }

    /// Where the entry's data lies in `bytes`: after its local header, whose name and extra field
    /// may differ in length from the central directory's.
    func dataRange(in bytes: [UInt8]) throws(ZIPArchiveError) -> Range<Int> {
        let header = Int(localHeaderOffset)
        guard bytes.count - Self.localHeaderLength >= header else { throw .truncated }
        guard bytes.littleEndianUInt32(at: header) == Self.localHeaderSignature else {
            throw .malformed(reason: "entry \(name) has no local header")
        }
        let nameLength = Int(bytes.littleEndianUInt16(at: header + 26) ?? 0)
        let extraLength = Int(bytes.littleEndianUInt16(at: header + 28) ?? 0)
        let start = header + Self.localHeaderLength + nameLength + extraLength
        guard start <= bytes.count, bytes.count - start >= Int(compressedSize) else { throw .truncated }
        return start..<start + Int(compressedSize)
    }
}
