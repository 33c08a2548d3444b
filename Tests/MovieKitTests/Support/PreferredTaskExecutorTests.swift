import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// The tasks MovieKit starts on its own prefer the executor a program set for a span of its work.
struct PreferredTaskExecutorTests {
    @Test func theAnswersOfACachedQuestionAreProducedOnTheExecutorSetForThem() async throws {
        let cache = try CacheDatabase.inMemory()
        try cache.saveMovies(makeMovies(2), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: Date())
        let service = CachingMovieService(
            wrapping: StubMovieService(serving: makeMovies(2), fetchedAt: Date()), catalogue: .builtInDemo,
            database: cache, policy: .cacheOnly)
        let executor = CountingExecutor()

        let answers = await PreferredTaskExecutor.$current.withValue(executor) {
            var answers = 0
            for await _ in service.answers(to: .list(.topGrossing, year: 2016)) { answers += 1 }
            return answers
        }

        #expect(answers == 1)
        #expect(executor.jobsRun > 0)
    }
}

/// A task executor that runs each job at once on the thread that enqueues it, counting them.
private final class CountingExecutor: TaskExecutor {
    private let count = Atomic(0)

    var jobsRun: Int { count.load(ordering: .relaxed) }

    func enqueue(_ job: consuming ExecutorJob) {
        count.add(1, ordering: .relaxed)
        let job = UnownedJob(job)
        DispatchQueue.global().async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
