import Foundation
import MovieKit
import Testing

@testable import movies

struct AnswerPresenterTests {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let recording = RecordingConsole()

    private func present(
        _ results: [MovieServiceResult<String>], live: Bool, policy: CachePolicy = .cacheThenNetwork,
        verbose: Bool = false, console: Console? = nil
    ) async throws(CommandFailure) {
        let presenter = AnswerPresenter<String>(
            console: console ?? recording.console(isTerminal: live), policy: policy, isLive: live,
            render: { $0 + "\n" }, now: { [now] in now }, verbose: verbose)
        let stream = AsyncStream<MovieServiceResult<String>> { continuation in
            results.forEach { continuation.yield($0) }
            continuation.finish()
        }
        try await presenter.present(stream)
    }

    private var threeHoursAgo: Date { now.addingTimeInterval(-3 * 3600) }

    @Test func withVerboseShowsTheCachedAnswerAtOnceThenTheChangedFreshOneBelowIt() async throws {
        try await present(
            [.success(.cached("old", fetchedAt: threeHoursAgo)), .success(.fresh("new", fetchedAt: now))], live: true,
            verbose: true)
        #expect(recording.output == "old\nnew\n")
        #expect(recording.error == "cached 3 h ago, refreshing…\nupdated:\n")
    }

    @Test func withVerboseSaysUpToDateWhenTheFreshAnswerReadsTheSame() async throws {
        try await present(
            [.success(.cached("same", fetchedAt: threeHoursAgo)), .success(.fresh("same", fetchedAt: now))], live: true,
            verbose: true)
        #expect(recording.output == "same\n")
        #expect(recording.error == "cached 3 h ago, refreshing…\nup to date\n")
    }

    @Test func saysNothingOfARefreshThatChangedNothing() async throws {
        try await present(
            [.success(.cached("same", fetchedAt: threeHoursAgo)), .success(.fresh("same", fetchedAt: now))], live: true)
        #expect(recording.output == "same\n")
        #expect(recording.error == "")
    }

    /// A terminal of `height` rows that counts them, as ``Console/standard(environment:)`` does.
    private func terminal(height: Int) -> Console {
        recording.console(isTerminal: true, rows: ScreenRows(columns: 80, height: height))
    }

    @Test func theCachedAnswersFootnoteGoesOnceTheLiveAnswerCameThoughItReadsTheSame() async throws {
        var presenter = AnswerPresenter<String>(
            console: terminal(height: 24), policy: .cacheThenNetwork, isLive: true, render: { _ in "same\n" },
            now: { [now] in now })
        presenter.remark = { $0 == "assembled" ? "from 21 cached films" : nil }
        try await presenter.present(
            AsyncStream { continuation in
                continuation.yield(.success(.cached("assembled", fetchedAt: threeHoursAgo)))
                continuation.yield(.success(.fresh("live", fetchedAt: now)))
                continuation.finish()
            })
        #expect(recording.output == "same\n\r\u{1B}[2A\u{1B}[Jsame\n", "drawn again, the footnote erased")
        #expect(recording.error == "from 21 cached films\n")
    }

    @Test func drawsTheChangedFreshAnswerOverTheCachedOne() async throws {
        try await present(
            [.success(.cached("old\nrows", fetchedAt: threeHoursAgo)), .success(.fresh("new", fetchedAt: now))],
            live: true, console: terminal(height: 24))
        #expect(recording.output == "old\nrows\n\r\u{1B}[2A\u{1B}[Jnew\n")
        #expect(recording.error == "")
    }

    @Test func printsTheChangedFreshAnswerBelowACachedOneTallerThanTheScreen() async throws {
        try await present(
            [.success(.cached("1\n2\n3", fetchedAt: threeHoursAgo)), .success(.fresh("new", fetchedAt: now))],
            live: true, console: terminal(height: 3))
        #expect(recording.output == "1\n2\n3\nnew\n")
        #expect(recording.error == "updated:\n")
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

    @Test func saysNothingOnATerminalWhenARecentAnswerCouldNotBeRefreshedForWantOfTheNetwork() async throws {
        try await present(
            [.success(.cached("old", fetchedAt: now.addingTimeInterval(-300))), .failure(.unreachable("offline"))],
            live: true)
        #expect(recording.output == "old\n")
        #expect(recording.error == "")
    }

    @Test func warnsOnATerminalWhenARecentAnswerCouldNotBeRefreshedForAnotherReason() async throws {
        try await present(
            [.success(.cached("old", fetchedAt: now.addingTimeInterval(-300))), .failure(.httpStatus(500))],
            live: true)
        #expect(
            recording.error
                == "warning: could not refresh: the movie API answered HTTP 500; showing the answer cached 5 min ago\n")
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

    @Test func saysNoAgeOfAnAnswerTheCachePutTogetherFromNoneOfItsFilms() async throws {
        try await present([.success(.cached("none match", fetchedAt: .ageless)), .failure(.timedOut)], live: true)
        #expect(recording.output == "none match\n")
        #expect(
            recording.error
                == "warning: could not refresh: the movie API did not answer in time; showing the answer from the cache\n"
        )
    }

    @Test func saysNoAgeOfAnAgelessAnswerOffline() async throws {
        try await present([.success(.cached("none match", fetchedAt: .ageless))], live: false, policy: .cacheOnly)
        #expect(recording.error == "from the cache (offline)\n")
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

    @Test(arguments: [(true, ""), (false, "cached 5 min ago (offline)\n")])
    func saysHowOldARecentOfflineAnswerIsOffATerminalOnly(live: Bool, said: String) async throws {
        try await present(
            [.success(.cached("old", fetchedAt: now.addingTimeInterval(-300)))], live: live, policy: .cacheOnly)
        #expect(recording.output == "old\n")
        #expect(recording.error == said)
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
