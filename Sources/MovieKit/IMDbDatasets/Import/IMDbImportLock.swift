import Foundation

/// The lock on an ``IMDbFolder`` that one import (or download) at a time holds: `flock` on its
/// `import.lock`, released when this value is released (or by ``release()``), or when the process
/// ends, however it ends.
///
/// `flock` locks of one process on two descriptors exclude each other too: code that holds this
/// lock passes it to ``IMDbDatasetImport/run(holding:progress:)`` rather than taking it again.
public final class IMDbImportLock: @unchecked Sendable {
    /// The folder it locks.
    public let folder: IMDbFolder
    private let descriptor: Int32
    private let released = NSLock()
    private var isReleased = false

    /// How long a wait for the lock lasts unless told otherwise: as long as one for the cache's.
    public static let defaultWait: Duration = .seconds(10)

    /// Takes the lock on `folder`, creating the folder and its lock file when need be, waiting
    /// while another process (or another import of this one) holds it, at most `limit`;
    /// `whileWaiting` is called once, before waiting, only when it must wait.
    /// - Throws: ``IMDbImportError/busy(path:waited:)`` when the lock was held for all of
    ///   `limit`; ``IMDbImportError/cannotWrite(path:reason:)`` when the lock file cannot be made
    ///   or locked.
    public init(
        folder: IMDbFolder, waitingAtMost limit: Duration = IMDbImportLock.defaultWait, whileWaiting: () -> Void = {}
    ) throws(IMDbImportError) {
        self.folder = folder
        try Self.makeFolder(folder.url)
        descriptor = try Self.lock(path: folder.lock.path, waitingAtMost: limit, whileWaiting: whileWaiting)
    }

    /// A descriptor of the file at `path` (made when need be), locked exclusively: asked again
    /// and again, with short sleeps between, as SQLite waits for its own locks.
    private static func lock(
        path: String, waitingAtMost limit: Duration, whileWaiting: () -> Void
    ) throws(IMDbImportError) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        let clock = ContinuousClock(), started = clock.now
        var tries = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            switch code {
            case EINTR:
                continue
            case EWOULDBLOCK:
                if tries == 0 { whileWaiting() }
                guard clock.now - started < limit else {
                    close(descriptor)
                    throw .busy(path: path, waited: limit)
                }
                Thread.sleep(forTimeInterval: CacheWait.delay(afterTry: tries))
                tries += 1
            default:
                close(descriptor)
                throw .cannotWrite(path: path, reason: "cannot lock it (\(String(cString: strerror(code))))")
            }
        }
        return descriptor
    }

    deinit { release() }

    /// Releases the lock; releasing it again does nothing.
    public func release() {
        released.lock()
        defer { released.unlock() }
        guard !isReleased else { return }
        isReleased = true
        close(descriptor)
    }

    /// Makes the folder at `url` unless it is there, and its parents when they are not.
    private static func makeFolder(_ url: URL) throws(IMDbImportError) {
        if mkdir(url.path, 0o755) == 0 || errno == EEXIST { return }
        let code = errno
        if code == ENOENT, (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil
        {
            return
        }
        throw .cannotWrite(path: url.path, reason: String(cString: strerror(code)))
    }
}
