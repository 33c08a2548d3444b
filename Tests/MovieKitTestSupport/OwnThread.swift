import Foundation

/// Runs `body` on a thread of its own, so that its blocking waits (a lock, SQLite's busy handler,
/// a sleep) hold none of the few threads tasks share: on two cores the cooperative pool has two,
/// and a test whose own task must run to end the wait (releasing a lock it holds) would otherwise
/// wait for the blocked one.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) -> Task<T, any Error> {
    Task {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }
}

/// Runs `body` on `count` threads of their own at once (``onOwnThread(_:)``) and returns what
/// each gave, in order.
public func onOwnThreads<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) async throws -> [T] {
    let threads = (0..<count).map { index in onOwnThread { body(index) } }
    var results: [T] = []
    for thread in threads { results.append(try await thread.value) }
    return results
}
