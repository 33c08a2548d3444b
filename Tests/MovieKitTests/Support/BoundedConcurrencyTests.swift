import MovieKit
import Synchronization
import Testing

/// The one bounded queue of work: never more than its width under way, every job run, results
/// handed over one at a time, jobs added on the way run too, and a stop cancels what is left.
struct BoundedConcurrencyTests {
    /// What the jobs of one run saw, shared between them.
    final class Record: Sendable {
        private let state = Mutex((running: 0, most: 0, started: [Int](), cancelled: [Int]()))

        func start(_ job: Int) {
            state.withLock {
                $0.running += 1
                $0.most = max($0.most, $0.running)
                $0.started.append(job)
            }
        }

        func end(_ job: Int, cancelled: Bool) {
            state.withLock {
                $0.running -= 1
                if cancelled { $0.cancelled.append(job) }
            }
        }

        var most: Int { state.withLock { $0.most } }
        var started: [Int] { state.withLock { $0.started } }
        var cancelled: [Int] { state.withLock { $0.cancelled } }
    }

    /// A job that takes `seconds` unless cancelled, and says which.
    static func job(_ job: Int, seconds: Double, record: Record) async -> Int {
        record.start(job)
        let cancelled = (try? await Task.sleep(for: .seconds(seconds))) == nil
        record.end(job, cancelled: cancelled)
        return job
    }

    @Test func keepsAtMostItsWidthUnderWayAndRunsEveryJob() async {
        let record = Record()
        var handled: [Int] = []
        await BoundedConcurrency.run(Array(0..<10), width: 3) { job in
            await Self.job(job, seconds: 0.2, record: record)
        } handle: { _, output, _ in
            handled.append(output)
            return .goOn
        }
        #expect(handled.sorted() == Array(0..<10))
        #expect(record.most == 3, "three at once, not fewer and not more")
    }

    @Test func runsTheJobsAddedOnTheWay() async {
        let record = Record()
        var handled: [Int] = []
        await BoundedConcurrency.run([1, 2], width: 2) { job in
            await Self.job(job, seconds: 0, record: record)
        } handle: { job, _, queue in
            handled.append(job)
            if job < 10 { queue.append(job * 10) }
            return .goOn
        }
        #expect(handled.sorted() == [1, 2, 10, 20])
    }

    @Test func aStopStartsNothingMoreAndCancelsWhatIsUnderWay() async {
        let record = Record()
        var handled: [Int] = []
        await BoundedConcurrency.run(Array(0..<10), width: 2) { job in
            await Self.job(job, seconds: job == 0 ? 0 : 30, record: record)
        } handle: { job, _, _ in
            handled.append(job)
            return .stop
        }
        #expect(handled == [0])
        #expect(record.started.sorted() == [0, 1], "nothing started after the stop")
        #expect(record.cancelled == [1])
    }
}
