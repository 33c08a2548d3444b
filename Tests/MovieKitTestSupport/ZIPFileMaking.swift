/// An entry of a ZIP file made by a test: its data as stored, and what its headers say of it
/// (which a test may make lie).
public struct ZIPTestEntry: Sendable {
    public var name: String
    /// 0 stored, 8 deflate.
    public var method: UInt16
    public var data: [UInt8]
    public var crc32: UInt32
    public var uncompressedSize: UInt32

    public init(name: String, method: UInt16, data: [UInt8], crc32: UInt32, uncompressedSize: UInt32) {
        self.name = name
        self.method = method
        self.data = data
        self.crc32 = crc32
        self.uncompressedSize = uncompressedSize
    }

    /// `text`, stored as it is.
    public static func stored(_ name: String, _ text: String) -> ZIPTestEntry {
        let bytes = Array(text.utf8)
        return ZIPTestEntry(
            name: name, method: 0, data: bytes, crc32: CRC32ForTests.checksum(bytes),
            uncompressedSize: UInt32(bytes.count))
    }
}

/// A ZIP file of `entries`, laid out as ZIP tools lay one out: each local header and its data,
/// then the central directory, then the end record and `comment`.
public func makeZIPFile(_ entries: [ZIPTestEntry], comment: [UInt8] = []) -> [UInt8] {
    var file: [UInt8] = []
    var directory: [UInt8] = []
    for entry in entries {
        let name = Array(entry.name.utf8)
        let sizes = fourBytes(entry.crc32) + fourBytes(UInt32(entry.data.count)) + fourBytes(entry.uncompressedSize)
        let localHeaderOffset = UInt32(file.count)
        // Signature, version needed, flags, method, time and date, sizes, name and extra lengths.
        file += fourBytes(0x0403_4B50) + twoBytes(20) + twoBytes(0) + twoBytes(entry.method) + fourBytes(0)
        file += sizes + twoBytes(UInt16(name.count)) + twoBytes(0) + name + entry.data
        // Signature, versions made by and needed, flags, method, time and date, sizes, name, extra
        // and comment lengths, disk, attributes, local header offset.
        directory += fourBytes(0x0201_4B50) + twoBytes(20) + twoBytes(20) + twoBytes(0) + twoBytes(entry.method)
        directory += fourBytes(0) + sizes + twoBytes(UInt16(name.count)) + twoBytes(0) + twoBytes(0) + twoBytes(0)
        directory += twoBytes(0) + fourBytes(0) + fourBytes(localHeaderOffset) + name
    }
    let directoryOffset = UInt32(file.count)
    file += directory
    // Signature, disk numbers, entries on this disk and in all, directory size and offset, comment.
    file += fourBytes(0x0605_4B50) + twoBytes(0) + twoBytes(0) + twoBytes(UInt16(entries.count))
    file += twoBytes(UInt16(entries.count)) + fourBytes(UInt32(directory.count)) + fourBytes(directoryOffset)
    file += twoBytes(UInt16(comment.count)) + comment
    return file
}

private func twoBytes(_ value: UInt16) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
}

private func fourBytes(_ value: UInt32) -> [UInt8] {
    twoBytes(UInt16(truncatingIfNeeded: value)) + twoBytes(UInt16(truncatingIfNeeded: value >> 16))
}

/// The test's own CRC-32, bit by bit, so that a ZIP file made here does not lean on the code
/// under test.
public enum CRC32ForTests {
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// Changes to a ZIP file's bytes, as damage or a hostile tool would make them.
extension [UInt8] {
    /// The offset of the central directory record of the entry called `name`.
    public func centralDirectoryRecord(of name: String) -> Int? {
        let name = Array(name.utf8)
        return indices.dropLast(46).first { offset in
            self[offset..<offset + 4].elementsEqual([0x50, 0x4B, 0x01, 0x02])
                && Int(self[offset + 28]) | Int(self[offset + 29]) << 8 == name.count
                && self[(offset + 46)...].starts(with: name)
        }
    }

    /// The offset of the end-of-central-directory record, by the comment it ends with.
    public var endRecord: Int? {
        indices.dropLast(21).last { self[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 0x05, 0x06]) }
    }

    /// These bytes with `value` written little-endian over `width` bytes at `offset`.
    public func writing(_ value: UInt32, width: Int, at offset: Int) -> [UInt8] {
        var bytes = self
        for index in 0..<width {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (index * 8))
        }
        return bytes
    }

    /// These bytes with a field of `name`'s central directory record changed: `field` bytes into
    /// the record (8 flags, 10 method, 16 CRC-32, 20 compressed size, 42 local header offset).
    public func settingCentralDirectoryField(_ field: Int, width: Int, of name: String, to value: UInt32) -> [UInt8] {
        guard let record = centralDirectoryRecord(of: name) else { return self }
        return writing(value, width: width, at: record + field)
    }
}
