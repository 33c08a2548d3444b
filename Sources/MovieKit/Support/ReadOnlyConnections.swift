import GRDB
import Synchronization

/// What becomes of a read-only SQLite connection once its owner (``CacheDatabase``,
/// ``FilmLibrary``) is done with it: released, as any object, unless the program asked
/// (``keepClosedUntilExit()``) that it be closed and kept until the process ends.
///
/// Releasing GRDB's `DatabaseQueue` removes it from `NotificationCenter`, and that removal's
/// first dynamic cast scans every protocol conformance in the binary: 0.88 M of the 6.45 M
/// instructions `movies show 1 --offline` took (bench/ANALYSIS.md, issue 49). A program that exits
/// as soon as its one command is done has nothing to gain from it. Connections that write are
/// released as always, so that closing them still checkpoints their log as SQLite does.
public enum ReadOnlyConnections {
    /// The connections kept, closed; `nil` until ``keepClosedUntilExit()``.
    private static let kept = Mutex<[DatabaseQueue]?>(nil)

    /// From now on, a read-only connection its owner is done with is closed and kept, never
    /// released, until the process ends: for a program that exits when its work is done.
    public static func keepClosedUntilExit() {
        kept.withLock { kept in
            if kept == nil { kept = [] }
        }
    }

    /// Closes `connection` and keeps it, when it only reads and ``keepClosedUntilExit()`` was
    /// asked; otherwise leaves it to be released as usual.
    static func retire(_ connection: (any DatabaseReader)?) {
        guard let queue = connection as? DatabaseQueue, queue.configuration.readonly else { return }
        kept.withLock { kept in
            guard kept != nil else { return }
            try? queue.close()
            kept?.append(queue)
        }
    }
}
