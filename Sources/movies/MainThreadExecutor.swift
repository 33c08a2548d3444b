import Dispatch
import MovieKit
import Synchronization

/// Runs a task on the thread that calls ``run(_:)``, the main thread, until it ends: its own
/// jobs and those of its child tasks run here, in turn, so a command that needs no other thread
/// starts none.
///
/// Swift's global executor starts Dispatch's worker threads for the first job it is given: three
/// for a cached answer, and 8 context switches where it now makes 1 (bench/ANALYSIS.md, issue 49).
/// MovieKit's own tasks prefer it too (``PreferredTaskExecutor``). A job the task hands to
/// another executor (another unstructured `Task`, a default actor's) runs there as before. No job
/// may block this thread waiting for another job of the task: none would run meanwhile.
final class MainThreadExecutor: TaskExecutor {
    private let queue = Mutex(Jobs())
    private let ready = DispatchSemaphore(value: 0)

    private struct Jobs {
        var waiting: [UnownedJob] = []
        var ended = false
    }

    /// Runs `body` as a task on this thread and returns when it has ended.
    static func run(_ body: sending @escaping () async -> Void) {
        let executor = MainThreadExecutor()
        Task(executorPreference: executor) {
            await PreferredTaskExecutor.$current.withValue(executor) { await body() }
            executor.end()
        }
        executor.runJobs()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.waiting.append(job) }
        ready.signal()
    }

    private func end() {
        queue.withLock { $0.ended = true }
        ready.signal()
    }

    private func runJobs() {
        while true {
            ready.wait()
            let next: UnownedJob? = queue.withLock { jobs in
                jobs.waiting.isEmpty ? nil : jobs.waiting.removeFirst()
            }
            guard let next else {
                if queue.withLock({ $0.ended && $0.waiting.isEmpty }) { return }
                continue
            }
            next.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
