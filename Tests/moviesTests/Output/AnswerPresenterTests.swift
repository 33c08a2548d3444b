import Foundation
import MovieKit
import Testing

@testable import movies

struct AnswerPresenterTests {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let recording = RecordingConsole()

    private func present(
        _ results: [MovieServiceResult<String>], live: Bool, policy: CachePolicy = .cacheThenNetwork
    ) async throws(CommandFailure) {
        let presenter = AnswerPresenter<String>(
            console: recording.console(isTerminal: live), policy: policy, isLive: live, render: { $0 + "\n" },
            now: { [now] in now })
        let stream = AsyncStream<MovieServiceResult<String>> { continuation in
            results.forEach { continuation.yield($0) }
            continuation.finish()
        }
        try await presenter.present(stream)
    }

    private var threeHoursAgo: Date { now.addingTimeInterval(-3 * 3600) }

    @Test func showsTheCachedAnswerAtOnceThenTheChangedFreshOne() async throws {
        try await present(
            [.success(.cached("old", fetchedAt: threeHoursAgo)), .success(.fresh("new", fetchedAt: now))], live: true)
        #expect(recording.output == "old\nnew\n")
        #expect(recording.error == "cached 3 h ago, refreshing…\nupdated:\n")
    }

    @Test func saysUpToDateWhenTheFreshAnswerReadsTheSame() async throws {
        try await present(
            [.success(.cached("same", fetchedAt: threeHoursAgo)), .success(.fresh("same", fetchedAt: now))], live: true)
        #expect(recording.output == "same\n")
        #expect(recording.error == "cached 3 h ago, refreshing…\nup to date\n")
    }

    @Test func keepsTheCachedAnswerOnATerminalWhenTheNetworkFails() async throws {
        try await present(
            [.success(.cached("old", fetchedAt: threeHoursAgo)), .failure(.unreachable("offline"))], live: true)
        #expect(recording.output == "old\n")
        #expect(
            recording.error.hasSuffix(
                "warning: could not refresh: the movie API is unreachable: offline; showing the answer cached 3 h ago\n"
            ))
    }

    @Test func printsOnlyTheFreshAnswerOffATerminal() async throws {
        try await present(
            [.success(.cached("old", fetchedAt: threeHoursAgo)), .success(.fresh("new", fetchedAt: now))], live: false)
        #expect(recording.output == "new\n")
        #expect(recording.error == "")
    }

    @Test func printsTheCachedAnswerWithAWarningOffATerminalWhenTheNetworkFails() async throws {
        try await present([.success(.cached("old", fetchedAt: threeHoursAgo)), .failure(.timedOut)], live: false)
        #expect(recording.output == "old\n")
        #expect(
            recording.error
                == "warning: could not refresh: the movie API did not answer in time; showing the answer cached 3 h ago\n"
        )
    }

    @Test(arguments: [
        (MovieServiceError.unreachable("offline"), MoviesExitCode.unavailable),
        (.notFound("movie 42"), .notFound),
        (.badData(path: "[0].id", reason: "missing field"), .badData),
        (.httpStatus(500), .unavailable),
        (.authenticationFailed("the API refused the token"), .authenticationFailed),
    ])
    func failsWithTheErrorsExitStatusWhenNothingIsCached(error: MovieServiceError, status: MoviesExitCode) async {
        await #expect(throws: CommandFailure(error.description, status: status)) {
            try await present([.success(.notCached), .failure(error)], live: false)
        }
        #expect(recording.output == "")
    }

    @Test func trustsTheAPIOverTheCacheWhenItSaysTheThingIsGone() async {
        await #expect(throws: CommandFailure("not found: movie 1", status: .notFound)) {
            try await present(
                [.success(.cached("old", fetchedAt: threeHoursAgo)), .failure(.notFound("movie 1"))], live: false)
        }
        #expect(recording.output == "")
    }

    @Test(arguments: [true, false])
    func saysHowOldAnOfflineAnswerIs(live: Bool) async throws {
        try await present([.success(.cached("old", fetchedAt: threeHoursAgo))], live: live, policy: .cacheOnly)
        #expect(recording.output == "old\n")
        #expect(recording.error == "cached 3 h ago (offline)\n")
    }

    @Test func failsOfflineWhenNothingIsCached() async {
        await #expect(throws: CommandFailure(.notCached)) {
            try await present([.success(.notCached)], live: false, policy: .cacheOnly)
        }
    }

    @Test func printsTheFreshAnswerOnceWhenNothingWasCached() async throws {
        try await present([.success(.notCached), .success(.fresh("new", fetchedAt: now))], live: true)
        #expect(recording.output == "new\n")
        #expect(recording.error == "")
    }
}
