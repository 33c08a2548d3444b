import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// With no cache file yet, the command that asks the API makes the cache while the API answers,
/// so that the answer is saved as soon as it comes; an existing file waits for the answer.
struct CacheMadeWhileAskingTests {
    /// An API that answers a movie only once it has seen whether `file` exists (or 10 s passed),
    /// and says what it saw.
    private final class WatchingService: MovieService {
        let file: URL
        let sawFile = Mutex<Bool?>(nil)

        init(watching file: URL) {
            self.file = file
        }

        func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>) {
            Task {
                let deadline = ContinuousClock.now + .seconds(10)
                var exists = FileManager.default.fileExists(atPath: file.path)
                while !exists && ContinuousClock.now < deadline {
                    try? await Task.sleep(for: .milliseconds(5))
                    exists = FileManager.default.fileExists(atPath: file.path)
                }
                sawFile.withLock { $0 = exists }
                completion(.success(.fresh(makeMovie(id: id, name: "Asked"), fetchedAt: Date())))
            }
        }

        func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
            completion(.failure(.notFound("list")))
        }

        func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
            completion(.failure(.notFound("list")))
        }
    }

    /// An API that fails a movie once `ready` is set (or 10 s passed).
    private final class FailingService: MovieService {
        let ready = Mutex(false)

        func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>) {
            Task {
                let deadline = ContinuousClock.now + .seconds(10)
                while !ready.withLock({ $0 }) && ContinuousClock.now < deadline {
                    try? await Task.sleep(for: .milliseconds(5))
                }
                completion(.failure(.unreachable("no route")))
            }
        }

        func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
            completion(.failure(.notFound("list")))
        }

        func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
            completion(.failure(.notFound("list")))
        }
    }

    @Test func aFailureIsDeliveredOnlyOnceTheCacheItBeganMakingIsWhole() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            // Another process holds the lock that making a cache takes: the making waits for it.
            let lock = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            let locked = lock >= 0 && flock(lock, LOCK_EX) == 0
            #expect(locked)
            let api = FailingService()
            // The making says it waits as soon as it does: the API fails only then, mid-making.
            let wait = CacheWait(limit: .seconds(60), noticeAfter: .zero) { api.ready.withLock { $0 = true } }
            let cache = try CacheDatabase.openForReading(at: url, waiting: wait)
            let events = Mutex<[String]>([])
            CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache).movie(id: 1) { result in
                let whole =
                    FileManager.default.fileExists(atPath: url.path) && (try? RecordedSchema(of: url).isCurrent) == true
                events.withLock { $0.append("\(result.kind())\(whole ? " (cache whole)" : "")") }
            }
            let deadline = ContinuousClock.now + .seconds(1)
            while events.withLock({ $0.count }) < 2 && ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(5))
            }
            events.withLock { $0.append("lock released") }
            close(lock)
            let settled = ContinuousClock.now + .seconds(20)
            while events.withLock({ $0.count }) < 3 && ContinuousClock.now < settled {
                try? await Task.sleep(for: .milliseconds(5))
            }
            #expect(events.withLock { $0 } == ["notCached", "lock released", "failure (cache whole)"])
            try cache.close()
        }
    }

    @Test func makesAMissingCacheBeforeTheAPIAnswersAndSavesTheAnswerInIt() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let api = WatchingService(watching: url)
            let cache = try CacheDatabase.openForReading(at: url)
            let recorder = CompletionRecorder<any Movie>()
            CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache).movie(
                id: 1, completion: recorder.completion)
            let results = await recorder.wait(for: 2, within: .seconds(20))
            #expect(results.map { $0.kind() } == ["notCached", "fresh"])
            #expect(api.sawFile.withLock { $0 } == true)
            #expect(try cache.movie(id: 1, from: .builtInDemo)?.movie.name == "Asked")
            try cache.close()
            #expect(try RecordedSchema(of: url).isCurrent)
        }
    }
}
