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
/// A missing file holds no settings; a file that does not read is refused whole, naming the line
/// at fault, never read in part. It is written only when asked to (``set(_:to:)``,
/// ``unset(_:)``), atomically, keeping every line it does not change.
public struct ConfigFile: Sendable {
    /// The file's name in its folder.
    public static let fileName = "config"

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
    ///   ``ConfigFileError/cannotRead(path:reason:)`` when the file is there but unreadable.
    public func read() throws(ConfigFileError) -> Settings {
        try text()?.settings ?? Settings()
    }

    /// Sets `key` to `value`, written as ``ConfigKey/normalized(_:)`` writes it: its line is
    /// replaced, or one is added, every other line kept; the file and its folder (0700) are
    /// created when missing.
    /// - Returns: the value as written.
    /// - Throws: ``ConfigFileError/badValue(key:reason:)`` for a value that does not read, as
    ///   ``read()`` does for a file that does not (nothing is written then), and
    ///   ``ConfigFileError/cannotWrite(path:reason:)``.
    @discardableResult
    public func set(_ key: ConfigKey, to value: String) throws(ConfigFileError) -> String {
        var text = try text() ?? ConfigFileText(emptyAt: path)
        let normalized: String
        do {
            normalized = try key.normalized(value)
        } catch {
            throw .badValue(key: key, reason: error.reason)
        }
        try text.set(key, to: normalized, path: path)
        try write(text)
        return normalized
    }

    /// Removes `key`'s line, every other line kept; `false` (and nothing written) when no line
    /// sets it.
    /// - Throws: as ``read()`` does, and ``ConfigFileError/cannotWrite(path:reason:)``.
    @discardableResult
    public func unset(_ key: ConfigKey) throws(ConfigFileError) -> Bool {
        guard var text = try text(), text.unset(key) else { return false }
        try write(text)
        return true
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
        let bytes: Data
        do {
            bytes = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
        } catch {
            throw .cannotRead(path: path, reason: error.localizedDescription)
        }
        return try ConfigFileText(bytes, path: path)
    }
}
