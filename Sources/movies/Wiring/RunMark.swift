import Foundation

/// A mark made at most once in a run, read at its end (the library opened to change it): safe
/// to make from any task.
final class RunMark: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var made = false

    /// Makes the mark.
    func mark() {
        lock.withLock { made = true }
    }

    /// Whether the mark was made.
    var isMade: Bool { lock.withLock { made } }
}
