import Foundation
import Logging

/// Keeps the TMDB credential `movies login tmdb` was given, in `tmdb-credential` under
/// `$XDG_CONFIG_HOME/movies/` (else `~/.config/movies/`): a file only the user can read (0600),
/// in a folder only the user can enter (0700), replaced atomically. A file found readable by
/// others is narrowed to 0600 with a warning.
public struct TMDBCredentialStore: Sendable {
    /// The credential file's name in its folder.
    public static let fileName = "tmdb-credential"

    /// The file the credential is kept in.
    public let fileURL: URL
    private let logger: Logger

    /// - Parameter folder: the folder of the credential file; by default ``XDGFolder/config``'s.
    public init(folder: URL = XDGFolder.config.moviesFolder(), logger: Logger = Logger(label: "movies.auth")) {
        self.fileURL = folder.appendingPathComponent(Self.fileName)
        self.logger = logger
    }

    /// The credential kept, or `nil` when there is none, it cannot be read, or its text is
    /// neither kind of credential (a warning says so, without quoting it).
    public func load() -> TMDBCredential? {
        guard let data = file.read(logger: logger) else { return nil }
        do {
            return try TMDBCredential(pasted: String(decoding: data, as: UTF8.self))
        } catch {
            logger.warning(
                "the TMDB credential file \(fileURL.path) holds no usable credential; run `movies login tmdb` again")
            return nil
        }
    }

    /// Keeps `credential`, replacing any earlier one.
    /// - Throws: ``TMDBCredentialError/cannotWrite(_:)`` naming the file or folder and why.
    public func save(_ credential: TMDBCredential) throws(TMDBCredentialError) {
        do {
            try file.write(Array((credential.value + "\n").utf8))
        } catch {
            throw .cannotWrite(error.reason)
        }
    }

    /// Deletes the kept credential; `false` when there was none.
    /// - Throws: ``TMDBCredentialError/cannotWrite(_:)`` when the file is there but cannot be removed.
    @discardableResult
    public func remove() throws(TMDBCredentialError) -> Bool {
        do {
            return try file.remove()
        } catch {
            throw .cannotWrite(error.reason)
        }
    }

    private var file: PrivateFile {
        PrivateFile(url: fileURL, name: "TMDB credential file")
    }
}
