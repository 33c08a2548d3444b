import Foundation
import Logging

/// Keeps the linked media servers, one file each (`jellyfin`, …) in `connections/` under
/// `$XDG_STATE_HOME/movies/` (else `~/.local/state/movies/`), as the TMDB session is kept: files
/// only the user can read (0600), in folders only the user can enter (0700), replaced atomically.
public struct MediaServerConnectionStore: Sendable {
    /// The folder the connections are kept in.
    public let folder: URL
    private let logger: Logger

    /// - Parameter stateFolder: `movies`' state folder; by default ``XDGFolder/state``'s.
    public init(
        stateFolder: URL = XDGFolder.state.moviesFolder(), logger: Logger = Logger(label: "movies.connections")
    ) {
        folder = stateFolder.appendingPathComponent("connections", isDirectory: true)
        self.logger = logger
    }

    /// The connection of `kind`, or `nil` when there is none or it cannot be read (a warning
    /// says so, without quoting it).
    public func load(_ kind: MediaServerConnection.Kind) -> MediaServerConnection? {
        guard let data = file(kind).read(logger: logger) else { return nil }
        guard let connection = try? JSONDecoder().decode(MediaServerConnection.self, from: data) else {
            logger.warning(
                "the connection file \(file(kind).url.path) does not read; run `movies connect \(kind.rawValue)` again")
            return nil
        }
        return connection
    }

    /// Every connection kept, by name.
    public func all() -> [MediaServerConnection] {
        MediaServerConnection.Kind.allCases.compactMap(load)
    }

    /// Keeps `connection`, replacing any earlier one of its kind.
    /// - Throws: ``AccountStoreError`` naming the file or folder and why.
    public func save(_ connection: MediaServerConnection) throws(AccountStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = (try? encoder.encode(connection)) ?? Data()
            try file(connection.kind).write(Array(data) + Array("\n".utf8))
        } catch {
            throw AccountStoreError(reason: error.reason)
        }
    }

    /// Forgets the connection of `kind`; `false` when there was none.
    /// - Throws: ``AccountStoreError`` when the file is there but cannot be removed.
    @discardableResult
    public func remove(_ kind: MediaServerConnection.Kind) throws(AccountStoreError) -> Bool {
        do {
            return try file(kind).remove()
        } catch {
            throw AccountStoreError(reason: error.reason)
        }
    }

    private func file(_ kind: MediaServerConnection.Kind) -> PrivateFile {
        PrivateFile(url: folder.appendingPathComponent(kind.rawValue), name: "\(kind.rawValue) connection file")
    }
}
