import Foundation
import MovieKit
import Testing

/// The one answer a command acts on: the source's when it came, else the cached one when asking
/// failed for a reason of the moment (and that reason), else the failure.
struct FinalAnswerTests {
    private let then = Date(timeIntervalSince1970: 1_700_000_000)

    private func final(_ results: [MovieServiceResult<String>]) async throws(MovieServiceError) -> FinalAnswer<String> {
        try await FinalAnswer(
            of: AsyncStream { continuation in
                for result in results { continuation.yield(result) }
                continuation.finish()
            })
    }

    @Test func takesTheSourcesAnswerOverTheCachedOne() async throws {
        let answer = try await final([
            .success(.cached("old", fetchedAt: then)), .success(.fresh("new", fetchedAt: then)),
        ])
        #expect(answer.value == "new" && answer.failure == nil)
        let recent = try await final([.success(.recent("kept", fetchedAt: then))])
        #expect(recent.value == "kept" && recent.failure == nil)
    }

    @Test func takesTheCachedAnswerWhenAskingFailedForAReasonOfTheMomentAndSaysWhy() async throws {
        let answer = try await final([.success(.cached("old", fetchedAt: then)), .failure(.timedOut)])
        #expect(answer.value == "old" && answer.failure == .timedOut)
        let cachedOnly = try await final([.success(.cached("old", fetchedAt: then))])
        #expect(cachedOnly.value == "old" && cachedOnly.failure == nil)
    }

    @Test func throwsAFailureNothingCachedCanStandInFor() async throws {
        await #expect(throws: MovieServiceError.timedOut) {
            _ = try await final([.success(.notCached), .failure(.timedOut)])
        }
        await #expect(throws: MovieServiceError.notFound("movie 7")) {
            _ = try await final([.success(.cached("old", fetchedAt: then)), .failure(.notFound("movie 7"))])
        }
    }

    @Test func hasNoValueWhenNothingIsCachedOrFetched() async throws {
        let answer = try await final([.success(.notCached)])
        #expect(answer.value == nil && answer.failure == nil)
    }
}
