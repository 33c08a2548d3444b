import Foundation
import Synchronization
import Testing

@testable import movies

/// A cached answer's task runs on the thread that asked for it, its child tasks and every
/// resumption too, and ``MainThreadExecutor/run(_:)`` returns only once it has ended.
struct MainThreadExecutorTests {
    @Test func aTaskItsChildAndItsResumptionsRunOnTheCallersThread() {
        let caller = UInt(pthread_self())
        let threads = ThreadsSeen()
        MainThreadExecutor.run {
            threads.note()
            await Task.yield()
            threads.note()
            async let child: Void = threads.note()
            await child
            threads.note()
        }
        #expect(threads.seen == Array(repeating: caller, count: 4))
    }
}

/// The threads a task ran on, in order.
private final class ThreadsSeen: Sendable {
    private let threads = Mutex<[UInt]>([])

    var seen: [UInt] { threads.withLock { $0 } }

    func note() {
        let thread = UInt(pthread_self())
        threads.withLock { $0.append(thread) }
    }
}
