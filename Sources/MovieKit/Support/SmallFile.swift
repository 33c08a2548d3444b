import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small file read whole: opened without waiting (a FIFO or a device put in its place is never
/// waited on), read only when it is a regular file, and never read past a limit, so a huge file in
/// its place costs one read of the limit.
enum SmallFile {
    /// Why the file's bytes could not be had.
    enum Failure: Error, Sendable, Equatable {
        /// Nothing at the path (nor its folder).
        case missing
        /// Something other than a regular file is there.
        case notAFile
        /// The file holds more than the limit.
        case tooLarge
        /// The system refused: its reason, in words.
        case unreadable(reason: String)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    static func bytes(atPath path: String, atMost limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .missing }
            throw .unreadable(reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw .notAFile }
        // One byte more than the limit tells a file over it, which is never read further.
        let wanted = limit + 1
        var bytes = [UInt8](repeating: 0, count: wanted)
        var count = 0
        while count < wanted {
            let read = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { systemRead(descriptor, $0 + count, wanted - count) } ?? 0
            }
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
            guard read > 0 else { break }
            count += read
        }
        guard count <= limit else { throw .tooLarge }
        return Array(bytes[..<count])
    }

    private static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, bytes, count)
        #else
        Darwin.read(descriptor, bytes, count)
        #endif
    }
}
