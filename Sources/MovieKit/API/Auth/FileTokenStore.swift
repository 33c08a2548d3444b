import Foundation
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps each origin's token in a file of its own that only the user can read (mode 0600), in
/// a folder only the user can enter (0700), like `~/.local/state/movies/token-https_api.example_443`.
///
/// A token file found readable by others is narrowed to 0600, with a warning through the logger.
/// Files are replaced atomically, so a crash leaves the old token or the new one.
public struct FileTokenStore: TokenStore {
    /// The folder the token files are in.
    public let folder: URL
    private let logger: Logger

    public init(folder: URL = TokenLocation.resolve(), logger: Logger = Logger(label: "movies.auth")) {
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
        let path = fileURL(for: origin).path
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let mode = status.st_mode & 0o777
        if mode & 0o077 != 0 {
            if chmod(path, 0o600) == 0 {
                logger.warning("the token file \(path) was readable by others (mode \(String(mode, radix: 8))); it is now 0600")
            } else {
                logger.warning("the token file \(path) is readable by others (mode \(String(mode, radix: 8))) and could not be narrowed; not using it")
                return nil
            }
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return BearerToken(String(decoding: data, as: UTF8.self))
    }

    public func save(_ token: BearerToken, for origin: APIOrigin) throws(TokenStoreError) {
        guard mkdirs(folder.path) else {
            throw .cannotWrite("cannot create \(folder.path): \(String(cString: strerror(errno)))")
        }
        let path = fileURL(for: origin).path
        let temporary = path + ".\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw .cannotWrite("cannot create \(temporary): \(String(cString: strerror(errno)))")
        }
        let bytes = Array((token.value + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        // The umask may have narrowed the mode further, never widened it; make it exactly 0600.
        let ok = written == bytes.count && fchmod(descriptor, 0o600) == 0 && fsync(descriptor) == 0
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite("cannot write \(path): \(reason)")
        }
    }

    /// Creates `path` and its missing parents, the new ones with mode 0700.
    private func mkdirs(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        let parent = (path as NSString).deletingLastPathComponent
        guard parent != path, mkdirs(parent) else { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }
}
