import Synchronization

/// Numbers requests 1, 2, 3… in the order they arrive.
final class RequestCounter: Sendable {
    private let count = Mutex(0)

    /// The next request's number.
    func next() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}
