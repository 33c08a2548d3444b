import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

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
