import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ZIP file read whole into memory, as a Letterboxd export comes: its file entries by name, and
/// each one's contents, unpacked and checked, on request.
///
/// Entries may be stored (method 0) or deflated (method 8, inflated by the system's zlib, as
/// ``RawDeflate`` does, loaded when a deflated entry is first read). Encrypted entries, other methods and
/// ZIP64 are listed but refused when read, with a ``ZIPArchiveError`` naming the entry. Folders
/// are not listed. Nothing is trusted: every offset and size in the file is checked against the
/// file's length, and no entry unpacks to more than ``sizeLimit`` bytes, whatever its header says.
public struct ZIPArchive: Sendable {
    /// The size limit unless another is given: 256 MiB, far above any export of a film diary.
    public static let defaultSizeLimit = 256 << 20

    /// The largest file ``init(contentsOf:sizeLimit:)`` reads, and the most bytes any one entry
    /// may unpack to.
    public let sizeLimit: Int
    private let bytes: [UInt8]
    /// The file entries (not folders) in the central directory's order.
    private let entries: [ZIPEntry]

    /// Reads the ZIP file at `url` and its central directory.
    ///
    /// - Throws: ``ZIPArchiveError/cannotRead(path:reason:)`` when there is no file, or it is a
    ///   folder or unreadable; ``ZIPArchiveError/archiveTooLarge(size:limit:)`` when it is larger
    ///   than `sizeLimit`; else as ``init(bytes:sizeLimit:)``.
    public init(contentsOf url: URL, sizeLimit: Int = defaultSizeLimit) throws(ZIPArchiveError) {
        try self.init(bytes: Self.readFile(atPath: url.path, sizeLimit: sizeLimit), sizeLimit: sizeLimit)
    }

    /// Reads the central directory of the ZIP file `bytes`.
    ///
    /// - Throws: ``ZIPArchiveError/notAZIPFile`` when there is no end-of-central-directory
    ///   record; ``ZIPArchiveError/truncated`` when the directory runs past the end;
    ///   ``ZIPArchiveError/malformed(reason:)``, ``ZIPArchiveError/multipart`` or
    ///   ``ZIPArchiveError/zip64Archive`` for a directory that cannot be read.
    public init(bytes: [UInt8], sizeLimit: Int = defaultSizeLimit) throws(ZIPArchiveError) {
        let end = try ZIPEndRecord(in: bytes)
        var entries: [ZIPEntry] = []
        var offset = end.directoryRange.lowerBound
        for _ in 0..<end.entryCount {
            let entry = try ZIPEntry(in: bytes, at: offset, within: end.directoryRange)
            offset = entry.nextRecordOffset
            if !entry.isDirectory { entries.append(entry) }
        }
        self.bytes = bytes
        self.entries = entries
        self.sizeLimit = max(0, sizeLimit)
    }

    /// The paths of the file entries, in the order the archive lists them (folders left out).
    public var entryNames: [String] { entries.map(\.name) }

    /// Refuses, before any is unpacked, the entries at paths `names` (those the archive has) when
    /// their headers say one unpacks to more than `entryLimit` bytes, or all of them to more than
    /// `totalLimit`. An entry never unpacks to more than its header says (``contents(of:)``
    /// stops it there), so what they unpack to is held within both.
    ///
    /// - Throws: ``ZIPArchiveError/entryTooLarge(name:size:limit:)`` naming the first entry over
    ///   `entryLimit`; ``ZIPArchiveError/entriesTooLarge(size:limit:)`` past `totalLimit`.
    public func checkUnpackedSizes(of names: [String], entryLimit: Int, totalLimit: Int) throws(ZIPArchiveError) {
        var total = 0
        for name in names {
            guard let entry = entries.first(where: { $0.name == name }) else { continue }
            let size = Int(entry.uncompressedSize)
            guard size <= entryLimit else { throw .entryTooLarge(name: name, size: size, limit: entryLimit) }
            total += size
        }
        guard total <= totalLimit else { throw .entriesTooLarge(size: total, limit: totalLimit) }
    }

    /// The unpacked contents of the entry at path `name` (exactly, as ``entryNames`` gives it);
    /// `nil` when there is none. The first of two entries with one name is read.
    ///
    /// - Throws: ``ZIPArchiveError`` naming the entry when it is encrypted, compressed with
    ///   another method, uses ZIP64, unpacks to more than ``sizeLimit`` bytes, or is damaged
    ///   (does not decode, has another size than its header gives, or fails its CRC-32 check);
    ///   ``ZIPArchiveError/truncated`` when its data runs past the end of the file;
    ///   ``ZIPArchiveError/zlibUnavailable(reason:)`` when it is deflated and zlib is missing.
    public func contents(of name: String) throws(ZIPArchiveError) -> [UInt8]? {
        guard let entry = entries.first(where: { $0.name == name }) else { return nil }
        return try contents(of: entry)
    }

    /// The unpacked contents of the file called `fileName` at the shallowest depth of the
    /// archive, whatever folders it is in; `nil` when there is none.
    ///
    /// An export zipped with its folder (`letterboxd-name-2024/diary.csv`) is read as one zipped
    /// bare (`diary.csv`), while `deleted/diary.csv` beside a top-level `diary.csv` is not the one
    /// read. Among matches at the same depth, the first listed wins. Names match exactly.
    /// - Throws: as ``contents(of:)``.
    public func contents(ofFileNamed fileName: String) throws(ZIPArchiveError) -> [UInt8]? {
        let matches = entries.filter { $0.name.split(separator: "/").last.map(String.init) == fileName }
        guard let shallowest = matches.min(by: { $0.depth < $1.depth }) else { return nil }
        return try contents(of: shallowest)
    }

    private func contents(of entry: ZIPEntry) throws(ZIPArchiveError) -> [UInt8] {
        guard !entry.usesZIP64 else { throw .zip64Entry(name: entry.name) }
        guard !entry.isEncrypted else { throw .encryptedEntry(name: entry.name) }
        guard entry.method == 0 || entry.method == 8 else {
            throw .unsupportedMethod(name: entry.name, method: entry.method)
        }
        let size = Int(entry.uncompressedSize)
        guard size <= sizeLimit else { throw .entryTooLarge(name: entry.name, size: size, limit: sizeLimit) }
        let range = try entry.dataRange(in: bytes)
        let contents = entry.method == 0 ? Array(bytes[range]) : try inflate(entry, range: range)
        guard contents.count == size else {
            throw .damagedEntry(
                name: entry.name, reason: "it holds \(contents.count) bytes where its header gives \(size)")
        }
        guard CRC32.checksum(of: contents) == entry.crc32 else {
            throw .damagedEntry(name: entry.name, reason: "CRC mismatch")
        }
        return contents
    }

    private func inflate(_ entry: ZIPEntry, range: Range<Int>) throws(ZIPArchiveError) -> [UInt8] {
        let size = Int(entry.uncompressedSize)
        do throws(RawDeflateError) {
            return try bytes.withUnsafeBufferPointer { (buffer) throws(RawDeflateError) in
                try RawDeflate.inflate(UnsafeBufferPointer(rebasing: buffer[range]), outputLimit: size)
            }
        } catch .zlibUnavailable(let reason) {
            throw .zlibUnavailable(reason: reason)
        } catch .outputOverLimit {
            throw .damagedEntry(name: entry.name, reason: "it unpacks to more than the \(size) bytes its header gives")
        } catch {
            throw .damagedEntry(name: entry.name, reason: error.description)
        }
    }

    /// The bytes of the regular file at `path`, refused beyond `sizeLimit`.
    private static func readFile(atPath path: String, sizeLimit: Int) throws(ZIPArchiveError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .cannotRead(path: path, reason: "it is not a file")
        }
        guard status.st_size <= sizeLimit else { throw .archiveTooLarge(size: Int(status.st_size), limit: sizeLimit) }
        let data: Data
        do {
            // One byte more than the limit, in case the file grew since fstat.
            let readLimit = max(0, min(sizeLimit, Int.max - 1)) + 1
            data =
                try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).read(upToCount: readLimit)
                ?? Data()
        } catch {
            throw .cannotRead(path: path, reason: error.localizedDescription)
        }
        guard data.count <= sizeLimit else { throw .archiveTooLarge(size: data.count, limit: sizeLimit) }
        return [UInt8](data)
    }
}

extension ZIPEntry {
    /// How many folders deep the entry is: 0 for `diary.csv`, 1 for `export/diary.csv`.
    fileprivate var depth: Int { name.split(separator: "/").count - 1 }
}
