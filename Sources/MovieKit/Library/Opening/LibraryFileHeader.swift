import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first 100 bytes of a library file, SQLite's database header, read before SQLite opens
/// the file: whether it is a database at all, and whether it is a library's
/// (``LibraryMigrations/applicationID``). A file that fails is refused before SQLite touches it,
/// so nothing is written to it.
///
/// Whether the file holds every page is SQLite's to say, never the header's: a checkpoint writes
/// the first page first, so a checkpoint killed (or stopped by a full disk) leaves a header that
/// counts pages only the write-ahead log holds yet, an intact library that SQLite reads whole.
struct LibraryFileHeader {
    static let size = 100
    private static let magic = Array("SQLite format 3\0".utf8)

    let bytes: [UInt8]
    let fileSize: Int

    /// Reads the header of the file at `path`; the descriptor is closed before SQLite opens the
    /// file. (A system call or two: it is read on every `show`.)
    init(path: String) throws(LibraryError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        var header = [UInt8](repeating: 0, count: Self.size)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, Self.size) }
        guard count >= 0, fstat(descriptor, &status) == 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        bytes = Array(header.prefix(count))
        fileSize = Int(status.st_size)
    }

    init(bytes: [UInt8], fileSize: Int) {
        self.bytes = bytes
        self.fileSize = fileSize
    }

    /// Why the file cannot be opened as a library, or `nil` when it can.
    func refusal(path: String) -> LibraryError? {
        guard bytes.count == Self.size else {
            return fileSize == 0
                ? .notALibrary(path: path, reason: "the file is empty")
                : .notALibrary(path: path, reason: "\(fileSize) bytes, too short to be a database")
        }
        guard Array(bytes[0..<16]) == Self.magic else {
            return .notALibrary(path: path, reason: "not an SQLite database")
        }
        guard applicationID == LibraryMigrations.applicationID else {
            return .notALibrary(path: path, reason: "another program's SQLite database")
        }
        return nil
    }

    /// "truncated: N bytes of M" when the header counts more pages than the file holds; else
    /// `nil`. Only SQLite can say whether that is damage (the log may hold the rest).
    var shortfall: String? {
        guard bytes.count == Self.size else { return nil }
        let pages = Int(bigEndian32(at: 28))
        // The page count is only to be trusted when its "valid-for" number matches the change counter.
        guard pages > 0, bigEndian32(at: 92) == bigEndian32(at: 24), pages * pageSize > fileSize else { return nil }
        return "truncated: \(fileSize) bytes of \(pages * pageSize)"
    }

    /// SQLite's page size: 65536 is written as 1.
    var pageSize: Int {
        let size = Int(bytes[16]) << 8 | Int(bytes[17])
        return size == 1 ? 65_536 : size
    }

    var applicationID: Int32 { Int32(bitPattern: bigEndian32(at: 68)) }

    private func bigEndian32(at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
