import Foundation
import Logging

/// Keeps the linked account's session, in `tmdb-session` under `$XDG_STATE_HOME/movies/` (else
/// `~/.local/state/movies/`), as the API key is kept: a file only the user can read (0600), in a
/// folder only the user can enter (0700; found open to others, it is narrowed to 0700 with a
/// warning), replaced atomically. Anything but a file at its path (a folder, a FIFO) is named in a
/// warning at once and not used.
public struct TMDBAccountSessionStore: Sendable {
    /// The session file's name in its folder.
    public static let fileName = "tmdb-session"
    /// The file the session is kept in.
    public let fileURL: URL
    private let logger: Logger

    /// - Parameter folder: the folder of the session file; by default ``XDGFolder/state``'s.
    public init(folder: URL = XDGFolder.state.moviesFolder(), logger: Logger = Logger(label: "movies.account")) {
        fileURL = folder.appendingPathComponent(Self.fileName)
        self.logger = logger
    }

    /// The session kept, or `nil` when there is none or it cannot be read (a warning says so,
    /// without quoting it).
    public func load() -> TMDBAccountSession? {
        guard let data = file.read(logger: logger) else { return nil }
        guard let session = try? JSONDecoder().decode(TMDBAccountSession.self, from: data) else {
            logger.warning("the TMDB session file \(fileURL.path) does not read; run `movies account login` again")
            return nil
        }
        return session
    }

    /// Keeps `session`, replacing any earlier one.
    /// - Throws: ``AccountStoreError`` naming the file or folder and why.
    public func save(_ session: TMDBAccountSession) throws(AccountStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = (try? encoder.encode(session)) ?? Data()
            try file.write(Array(data) + Array("\n".utf8))
        } catch {
            throw AccountStoreError(reason: error.reason)
        }
    }

    /// Keeps `session` in place of the one kept, which it returns (`nil`: none): the two steps
    /// under a lock (`flock` on `tmdb-session.lock` beside the file), so that of logins finishing
    /// at once each gets the session the one before kept, and ends it.
    /// - Throws: ``AccountStoreError`` naming the file or folder and why.
    public func replace(with session: TMDBAccountSession) throws(AccountStoreError) -> TMDBAccountSession? {
        let folder = fileURL.deletingLastPathComponent()
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let lockPath = folder.appendingPathComponent(Self.fileName + ".lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AccountStoreError(reason: "cannot lock \(lockPath): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw AccountStoreError(reason: "cannot lock \(lockPath): \(String(cString: strerror(errno)))")
            }
        }
        let replaced = load()
        try save(session)
        return replaced
    }

    /// Deletes the kept session; `false` when there was none.
    /// - Throws: ``AccountStoreError`` when the file is there but cannot be removed.
    @discardableResult
    public func remove() throws(AccountStoreError) -> Bool {
        do {
            return try file.remove()
        } catch {
            throw AccountStoreError(reason: error.reason)
        }
    }

    private var file: PrivateFile {
        PrivateFile(url: fileURL, name: "TMDB session file", narrowingFolder: true)
    }
}

/// Why the session file could not be written or removed, in words that name it.
public struct AccountStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}
