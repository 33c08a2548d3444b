import Foundation

/// The lock one sync of a library at a time holds (``AccountSync/run(confirmed:waiting:)``):
/// `flock` on `NAME-account-sync.lock` beside the library file, from before the sync reads either
/// side until it has written its last change, released when this value is released or the
/// process ends, however it ends. A second sync waits for the first, or, not to wait, is refused;
/// so no sync reads the account while another writes it.
///
/// A library in memory has no file to lock beside: its syncs are not kept apart.
final class AccountSyncLock: Sendable {
    private let descriptor: Int32?

    /// How long a waiting sync sleeps between two tries.
    static let pause: Duration = .milliseconds(50)

    /// Takes the lock of `library`, waiting as `waiting` says.
    /// - Throws: ``AccountSyncError/busy`` when another sync holds it and `waiting` is
    ///   ``AccountSyncWaiting/refuse``; ``AccountSyncError/cannotLock(path:reason:)`` when the lock
    ///   file cannot be made or locked; `CancellationError` when the task is cancelled while waiting.
    init(of library: FilmLibrary, waiting: AccountSyncWaiting) async throws {
        guard let file = library.file else {
            descriptor = nil
            return
        }
        let path = file.path + "-account-sync.lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AccountSyncError.cannotLock(path: path, reason: String(cString: strerror(errno)))
        }
        var told = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(descriptor)
                throw AccountSyncError.cannotLock(path: path, reason: String(cString: strerror(code)))
            }
            if code == EINTR { continue }
            switch waiting {
            case .refuse:
                close(descriptor)
                throw AccountSyncError.busy
            case .wait(let whileWaiting):
                if !told {
                    told = true
                    whileWaiting()
                }
            }
            do {
                try await Task.sleep(for: Self.pause)
            } catch {
                close(descriptor)
                throw error
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        if let descriptor { close(descriptor) }
    }
}

/// What a sync does when another sync of the same library runs.
public enum AccountSyncWaiting: Sendable {
    /// It waits for the other to end; `whileWaiting` is called once, before it waits, only when it
    /// must.
    case wait(whileWaiting: @Sendable () -> Void)
    /// It is refused at once (``AccountSyncError/busy``), nothing changed (`--no-wait`).
    case refuse

    /// Waiting, saying nothing.
    public static let wait = AccountSyncWaiting.wait(whileWaiting: {})
}
