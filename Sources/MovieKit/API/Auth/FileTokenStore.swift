import Foundation
import Logging

/// Keeps each origin's token in a file of its own that only the user can read (mode 0600), in
/// a folder only the user can enter (0700), like `~/.local/state/movies/token-https_api.example_443`.
///
/// A token file found readable by others is narrowed to 0600, with a warning through the logger.
/// Files are replaced atomically, so a crash leaves the old token or the new one.
public struct FileTokenStore: TokenStore {
    /// The folder the token files are in.
    public let folder: URL
    private let logger: Logger

    public init(folder: URL = XDGFolder.state.moviesFolder(), logger: Logger = Logger(label: "movies.auth")) {
        self.folder = folder
        self.logger = logger
    }

    /// The file `origin`'s token is kept in.
    public func fileURL(for origin: APIOrigin) -> URL {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-")
        let name = "\(origin.scheme)_\(origin.host)_\(origin.port)".map { allowed.contains($0) ? $0 : "_" }
        return folder.appendingPathComponent("token-" + String(name))
    }

    public func token(for origin: APIOrigin) -> BearerToken? {
        guard let data = file(for: origin).read(logger: logger) else { return nil }
        return BearerToken(String(decoding: data, as: UTF8.self))
    }

    public func save(_ token: BearerToken, for origin: APIOrigin) throws(TokenStoreError) {
        do {
            try file(for: origin).write(Array((token.value + "\n").utf8))
        } catch {
            throw .cannotWrite(error.reason)
        }
    }

    private func file(for origin: APIOrigin) -> PrivateFile {
        PrivateFile(url: fileURL(for: origin), name: "token file")
    }
}
