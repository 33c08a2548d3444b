import Synchronization

/// Says yes exactly once, whichever thread asks first: for a warning given once per run.
final class OnceFlag: Sendable {
    private let done = Mutex(false)

    /// `true` the first time it is called, `false` ever after.
    func isFirstTime() -> Bool {
        done.withLock { done in
            defer { done = true }
            return !done
        }
    }
}
