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
        let bytes: [UInt8]
        do {
            bytes = try SmallFile.bytes(atPath: path, atMost: Self.maximumSize)
        } catch {
            switch error {
            case .missing: return nil
            case .notAFile: throw .cannotRead(path: path, reason: "it is not a file")
            case .tooLarge: throw .tooLarge(path: path, limit: Self.maximumSize)
            case .unreadable(let reason): throw .cannotRead(path: path, reason: reason)
            }
        }
        return try ConfigFileText(bytes, path: path)
    }
}
