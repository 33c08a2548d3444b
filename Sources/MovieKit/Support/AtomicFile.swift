import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file replaced whole or not at all: the new contents go to a file beside it, flushed to disk,
/// then renamed over it, so a crash or a full disk leaves the old contents or the new, never half.
///
/// A link is replaced at its target, which is created when the link dangles (a settings file
/// kept among dotfiles stays a link, even before the file is there); the link itself is never
/// replaced. The file keeps its mode; a new file gets 0644 as the umask allows, in folders
/// created 0700.
struct AtomicFile: Sendable {
    /// Why the file could not be written, in words that name it.
    struct Failure: Error, Sendable {
        let reason: String
    }

    let path: String

    /// Replaces the contents with `bytes`, creating the file and its missing folders.
    func replace(with bytes: [UInt8]) throws(Failure) {
        let target = try Self.target(of: path)
        var existing = stat()
        // The umask may have narrowed the mode of the file it replaces: give it back.
        if stat(target, &existing) == 0 {
            try Self.replace(target, with: bytes, mode: existing.st_mode & 0o7777, exactly: true)
        } else {
            try Self.replace(target, with: bytes, mode: 0o644, exactly: false)
        }
    }

    /// Writes `bytes` to a new file beside `target` made with `mode` (as the umask allows, or
    /// `exactly`), flushes it and renames it over `target` (a link there is replaced, not
    /// followed), creating the missing folders.
    static func replace(_ target: String, with bytes: [UInt8], mode: mode_t, exactly: Bool) throws(Failure) {
        let folder = (target as NSString).deletingLastPathComponent
        guard makeFolders(folder) else {
            throw Failure(reason: "cannot create \(folder): \(String(cString: strerror(errno)))")
        }
        let temporary = target + ".\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw Failure(reason: "cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        let ok =
            writeAll(bytes, to: descriptor) && (!exactly || fchmod(descriptor, mode) == 0) && fsync(descriptor) == 0
        let reason = String(cString: strerror(errno))
        close(descriptor)
        guard ok, rename(temporary, target) == 0 else {
            let reason = ok ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw Failure(reason: "cannot write \(target): \(reason)")
        }
        flush(folder: folder)
    }

    /// The most links a path may go through, as Linux's `ELOOP` allows.
    private static let maximumLinks = 40

    /// What `path` names once each link in its place is followed: `path` itself when it is no
    /// link, or the file a link leads to, whether or not that file is there. A link's relative
    /// target is taken from the link's folder, as the system takes it.
    /// - Throws: ``Failure`` for more than ``maximumLinks`` links in a row (a loop, say).
    static func target(of path: String) throws(Failure) -> String {
        var current = path
        for _ in 0...maximumLinks {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            // Not a link (EINVAL), or nothing there (ENOENT): this is the file to write.
            guard length >= 0 else { return current }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else if let slash = current.lastIndex(of: "/") {
                current = current[...slash] + destination
            } else {
                current = destination
            }
        }
        throw Failure(reason: "cannot write \(path): \(String(cString: strerror(ELOOP)))")
    }

    /// Creates `path` and its missing parents, the new ones with mode 0700; `false` when one
    /// cannot be created or is not a folder.
    static func makeFolders(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, makeFolders(parent) else { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Makes the rename itself durable; a folder that cannot be opened or flushed is left as is.
    static func flush(folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
