import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The dataset files of a folder as the IMDb dialect serves them: found by name (only
/// `NAME.tsv.gz` at the top of the folder), each with its size, a `Last-Modified` and a strong
/// `ETag` (a hash of its bytes, computed once for each version of the file).
final class IMDbDatasetFiles: Sendable {
    /// One file as it is now.
    struct File: Sendable {
        let path: String
        let size: Int
        /// To the second, as HTTP dates are.
        let lastModified: Date
        let etag: String
    }

    /// What a version of a file is known by: its size and modification time, to the nanosecond.
    private struct Version: Hashable {
        let size: Int
        let seconds: Int
        let nanoseconds: Int
    }

    private let settings: IMDbDatasetHostSettings
    private let etags = Mutex<[String: (version: Version, etag: String)]>([:])

    init(settings: IMDbDatasetHostSettings) {
        self.settings = settings
    }

    /// Whether `name` is a dataset file's: `title.basics.tsv.gz` and the like, no folder.
    static func isDatasetName(_ name: String) -> Bool {
        name.hasSuffix(".tsv.gz") && name.count > ".tsv.gz".count && !name.hasPrefix(".")
            && name.utf8.allSatisfy { byte in
                byte < 0x80
                    && (isalnum(Int32(byte)) != 0 || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                        || byte == UInt8(ascii: "-"))
            }
    }

    /// The file a request's path names (`/title.basics.tsv.gz`), as it is now; `nil` for any
    /// other name, or none there.
    func file(at requestPath: String) -> File? {
        guard requestPath.hasPrefix("/") else { return nil }
        let name = String(requestPath.dropFirst())
        guard Self.isDatasetName(name) else { return nil }
        let path = settings.folder.appendingPathComponent(name).path
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Glibc)
        let modified = status.st_mtim
        #else
        let modified = status.st_mtimespec
        #endif
        let version = Version(size: Int(status.st_size), seconds: modified.tv_sec, nanoseconds: modified.tv_nsec)
        guard let etag = etag(of: path, version: version) else { return nil }
        let seconds = settings.lastModified.map { $0.timeIntervalSince1970.rounded(.down) } ?? Double(version.seconds)
        let lastModified = Date(timeIntervalSince1970: seconds)
        return File(path: path, size: version.size, lastModified: lastModified, etag: etag)
    }

    private func etag(of path: String, version: Version) -> String? {
        if let known = etags.withLock({ $0[path] }), known.version == version { return known.etag }
        guard let etag = Self.hash(path) else { return nil }
        etags.withLock { $0[path] = (version, etag) }
        return etag
    }

    /// A strong tag for the bytes of the file at `path`: a 64-bit FNV-1a hash of them, eight bytes
    /// at a time, in hex, quoted; `nil` when it cannot be read.
    private static func hash(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                return nil
            }
            guard let chunk, !chunk.isEmpty else { break }
            chunk.withUnsafeBytes { bytes in
                var offset = 0
                while offset + 8 <= bytes.count {
                    hash =
                        (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01b3
                    offset += 8
                }
                while offset < bytes.count {
                    hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01b3
                    offset += 1
                }
            }
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }
}
