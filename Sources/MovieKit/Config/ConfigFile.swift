import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The user's settings, `config` in `$XDG_CONFIG_HOME/movies/` (else `~/.config/movies/`): a
/// text file of `key = value` lines (``ConfigKey``), `#` comments and blank lines, written by
/// hand or by `movies config set`.
///
/// A missing file holds no settings; a file that does not read, or is over ``maximumSize``, is
/// refused whole, naming the line at fault, never read in part. It is written only when asked
/// to (``set(_:to:)``, ``unset(_:)``), atomically, keeping every line it does not change, by one
/// process at a time (``ConfigFileLock``), so that changes made at once all stay.
public struct ConfigFile: Sendable {
    /// The file's name in its folder.
    public static let fileName = "config"
    /// The largest file read, in bytes: a few settings take a few hundred, and every command that
    /// takes a setting reads the file.
    public static let maximumSize = 64 * 1024

    /// The config file's path.
    public let path: String

    /// The config file.
    public var url: URL { URL(fileURLWithPath: path) }

    /// - Parameter folder: the folder of the file; by default ``XDGFolder/config``'s.
    public init(folder: URL = XDGFolder.config.moviesFolder()) {
        path = folder.appendingPathComponent(Self.fileName).path
    }

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// What the file says; no settings when there is no file.
    /// - Throws: ``ConfigFileError/badLine(path:line:reason:)`` for a line that does not read,
    ///   ``ConfigFileError/tooLarge(path:limit:)`` for a file over ``maximumSize`` (of which no
    ///   more than that is read), ``ConfigFileError/cannotRead(path:reason:)`` when the file is
    ///   there but unreadable.
    public func read() throws(ConfigFileError) -> Settings {
        try text()?.settings ?? Settings()
    }

    /// Sets `key` to `value`, written as ``ConfigKey/normalized(_:)`` writes it: its line is
    /// replaced, or one is added, every other line kept; the file and its folder (0700) are
    /// created when missing. A link in the file's place is written through to its target, made
    /// when missing; the link stays.
    ///
    /// The file is read and replaced holding ``ConfigFileLock``, waiting for another process
    /// that holds it, so a setting another process writes meanwhile is kept.
    /// - Returns: the value as written.
    /// - Throws: ``ConfigFileError/badValue(key:reason:)`` for a value that does not read, as
    ///   ``read()`` does for a file that does not (nothing is written then), and
    ///   ``ConfigFileError/cannotWrite(path:reason:)``.
    @discardableResult
    public func set(_ key: ConfigKey, to value: String) throws(ConfigFileError) -> String {
        let normalized: String
        do {
            normalized = try key.normalized(value)
        } catch {
            throw .badValue(key: key, reason: error.reason)
        }
        return try ConfigFileLock.withLock(beside: path) { () throws(ConfigFileError) -> String in
            var text = try text() ?? ConfigFileText(emptyAt: path)
            try text.set(key, to: normalized, path: path)
            try write(text)
            return normalized
        }
    }

    /// Removes `key`'s line, every other line kept, holding ``ConfigFileLock`` as
    /// ``set(_:to:)`` does; `false` (and nothing written) when no line sets it.
    /// - Throws: as ``read()`` does, and ``ConfigFileError/cannotWrite(path:reason:)``.
    @discardableResult
    public func unset(_ key: ConfigKey) throws(ConfigFileError) -> Bool {
        // Nothing to remove, nothing to lock: no lock file is made beside a file without the key.
        // (The text is bound first: reading its settings through an optional chain in the guard
        // crashed Swift 6.3.1's optimizer in a release build.)
        let current = try text()
        guard let current, current.settings.line(of: key) != nil else { return false }
        return try ConfigFileLock.withLock(beside: path) { () throws(ConfigFileError) -> Bool in
            guard var text = try text(), text.unset(key) else { return false }
            try write(text)
            return true
        }
    }

    private func write(_ text: ConfigFileText) throws(ConfigFileError) {
        do {
            try AtomicFile(path: path).replace(with: text.bytes)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// The file's text; `nil` when there is no file (nor folder).
    private func text() throws(ConfigFileError) -> ConfigFileText? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .cannotRead(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .cannotRead(path: path, reason: "it is not a file")
        }
        // One byte more than the limit tells a file over it, which is never read further.
        let bytes = try Self.bytes(of: descriptor, atMost: Self.maximumSize + 1, path: path)
        guard bytes.count <= Self.maximumSize else { throw .tooLarge(path: path, limit: Self.maximumSize) }
        return try ConfigFileText(bytes, path: path)
    }

    /// The first `limit` bytes of the file open at `descriptor`, or all of them if fewer.
    private static func bytes(
        of descriptor: Int32, atMost limit: Int, path: String
    ) throws(ConfigFileError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < limit {
            let read = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { systemRead(descriptor, $0 + count, limit - count) } ?? 0
            }
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else { throw .cannotRead(path: path, reason: String(cString: strerror(errno))) }
            guard read > 0 else { break }
            count += read
        }
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
