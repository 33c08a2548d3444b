import Foundation
import MovieKitTestSupport
import Synchronization
import Testing

@testable import MovieKit

/// What the TMDB service asks and how it puts the answers together, over a stub TMDB.
struct TMDBMovieServiceTests {
    private func service(
        _ transport: StubTransport, settings: TMDBMovieService.Settings = .init(), log: LogRecorder = LogRecorder()
    ) -> TMDBMovieService {
        TMDBMovieService(
            client: TMDBTestData.client(transport), settings: settings, logger: log.logger(), now: { day("2024-01-01") }
        )
    }

    private func list(
        _ service: TMDBMovieService, _ list: MovieList = .topGrossing, validators: ResponseFreshness? = nil
    ) async throws -> (movies: [any Movie], freshness: ResponseFreshness) {
        guard
            case .modified(let movies, _, let freshness) = try await service.movies(
                in: list, year: 2016, unlessMatching: validators)
        else {
            throw MovieServiceError.httpStatus(304)
        }
        return (movies, freshness)
    }

    private static func query(_ request: HTTPRequest) -> [String: String] {
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: true)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    @Test func asksDiscoverForAYearsTopGrossingFilmsThenEachFilmsDetails() async throws {
        let transport = TMDBTestData.transport(films: 25)
        let movies = try await list(service(transport)).movies
        #expect(movies.map(\.id) == Array(1...20))
        let discover = try #require(transport.requests.first)
        #expect(discover.url.path == "/3/discover/movie")
        #expect(
            Self.query(discover) == [
                "primary_release_year": "2016", "sort_by": "revenue.desc", "include_adult": "false",
                "include_video": "false", "page": "1",
            ])
        let details = transport.requests.dropFirst()
        #expect(details.count == 20)
        #expect(Set(details.map(\.url.path)) == Set((1...20).map { "/3/movie/\($0)" }))
        #expect(
            details.allSatisfy {
                Self.query($0) == [
                    "append_to_response": "credits,watch/providers,videos,external_ids,release_dates,recommendations",
                    "include_video_language": "en,null",
                ]
            })
    }

    @Test(arguments: [300, 1000])
    func asksForTopRatedFilmsAboveAVoteCountFloor(floor: Int) async throws {
        let transport = TMDBTestData.transport(films: 3)
        _ = try await list(service(transport, settings: .init(minimumVoteCount: floor)), .topRated)
        let discover = try #require(transport.requests.first)
        #expect(Self.query(discover)["sort_by"] == "vote_average.desc")
        #expect(Self.query(discover)["vote_count.gte"] == String(floor))
    }

    @Test func defaultsToAFloorOf300Votes() {
        #expect(TMDBMovieService.Settings().minimumVoteCount == 300)
        #expect(TMDBMovieService.Settings().listSize == 20)
    }

    @Test func fetchesTheFurtherPagesAListOf45Needs() async throws {
        let transport = TMDBTestData.transport(films: 100)
        let movies = try await list(service(transport, settings: .init(listSize: 45))).movies
        #expect(movies.map(\.id) == Array(1...45))
        let pages = transport.requests.filter { $0.url.path.hasSuffix("discover/movie") }.map {
            Self.query($0)["page"] ?? ""
        }
        #expect(pages.sorted() == ["1", "2", "3"])
        #expect(transport.requests.count == 3 + 45)
    }

    @Test func stopsAtTheLastPageTMDBHas() async throws {
        let transport = TMDBTestData.transport(films: 30)
        let movies = try await list(service(transport, settings: .init(listSize: 100))).movies
        #expect(movies.count == 30)
        #expect(transport.requests.filter { $0.url.path.hasSuffix("discover/movie") }.count == 2)
    }

    @Test func keepsAFilmThatMovedBetweenPagesOnceWhereItCameFirst() async throws {
        // Page 2 repeats film 20, as when the ranking shifts between the two requests.
        let transport = TMDBTestData.transport(films: 40) { request in
            guard request.url.path.hasSuffix("discover/movie"), TMDBTestData.query(request, "page") == "2" else {
                return nil
            }
            let page = TMDBDiscoverPage(
                page: 2, results: (20...39).map { TMDBListEntry(id: $0, title: "Film \($0)", voteAverage: 7) },
                totalPages: 2, totalResults: 40)
            return HTTPResponse(status: 200, body: Data(apiJSON(page).utf8))
        }
        let movies = try await list(service(transport, settings: .init(listSize: 40))).movies
        #expect(movies.map(\.id) == Array(1...39))
    }

    @Test func keepsTheListsOrderWhateverOrderTheDetailsArriveIn() async throws {
        let transport = TMDBTestData.transport(films: 20)
        let movies = try await list(service(transport, settings: .init(detailConcurrency: 20))).movies
        #expect(movies.map(\.id) == Array(1...20))
    }

    @Test func sendsAtMostTheDetailConcurrencyAtOnce() async throws {
        let gated = CountingTransport(TMDBTestData.transport(films: 20), holdingUntil: 3)
        let service = TMDBMovieService(
            client: TMDBTestData.client(gated), settings: .init(detailConcurrency: 3), now: { day("2024-01-01") })
        _ = try await service.movies(in: .topGrossing, year: 2016, unlessMatching: nil)
        #expect(gated.most == 3, "one at a time, or more than the concurrency asked")
    }

    @Test func leavesOutAFilmThatVanishedBetweenTheListAndItsDetailsWithAWarning() async throws {
        let log = LogRecorder()
        let transport = TMDBTestData.transport(films: 5) { request in
            request.url.path == "/3/movie/3" ? TMDBTestData.notFound : nil
        }
        let movies = try await list(service(transport, log: log)).movies
        #expect(movies.map(\.id) == [1, 2, 4, 5])
        #expect(log.recorded.map { "\($0.level)" } == ["warning"])
        #expect(log.text.contains("movie 3 (Film 3)"))
    }

    @Test(arguments: [
        (HTTPResponse(status: 500), "the movie API answered HTTP 500"),
        (
            HTTPResponse(status: 200, body: Data(#"{"id":3}"#.utf8)),
            "bad data from the movie API at title: missing field"
        ),
    ])
    func keepsAFilmWhoseDetailsFailForAReasonOfTheMomentAsTheListNamesIt(
        response: HTTPResponse, reason: String
    ) async throws {
        let log = LogRecorder()
        let transport = TMDBTestData.transport(films: 5) { request in
            request.url.path == "/3/movie/3" ? response : nil
        }
        let movies = try await list(service(transport, log: log)).movies
        #expect(movies.map(\.id) == [1, 2, 3, 4, 5])
        #expect(movies.map(\.incompleteReason) == [nil, nil, reason, nil, nil])
        #expect(movies[2].name == "Film 3" && movies[2].grossing == nil && movies[2].cast.isEmpty)
        #expect(log.recorded.map { "\($0.level)" } == ["warning"])
        #expect(log.text.contains("1 of 5 films came without their details (\(reason)): Film 3 (3)"), "\(log.text)")
    }

    @Test func failsTheWholeListWhenTMDBRefusesTheCredentialForAFilm() async {
        let transport = TMDBTestData.transport(films: 5) { request in
            request.url.path == "/3/movie/3" ? TMDBTestData.invalidKey : nil
        }
        await #expect(
            throws: MovieServiceError.authenticationFailed(
                "TMDB refused the credential: Invalid API key: You must be granted a valid key.")
        ) {
            try await list(service(transport))
        }
    }

    /// TMDB's failure body sent with a 200, as some of its paths have.
    private static func failure(code: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(
            status: 200, body: Data(#"{"success":false,"status_code":\#(code),"status_message":"\#(message)"}"#.utf8))
    }

    @Test func readsAFailureSentWithA200ForWhatTMDBSays() async throws {
        let transport = TMDBTestData.transport(films: 5) { request in
            switch request.url.path {
            case "/3/movie/2": Self.failure(code: 34, "The resource you requested could not be found.")
            case "/3/movie/3": Self.failure(code: 11, "Internal error: Something went wrong, contact TMDb.")
            default: nil
            }
        }
        let movies = try await list(service(transport)).movies
        #expect(movies.map(\.id) == [1, 3, 4, 5])
        #expect(
            movies[1].incompleteReason
                == "bad data from the movie API: TMDB answered 200 with a failure, code 11: Internal error: Something went wrong, contact TMDb."
        )

        let refused = TMDBTestData.transport(films: 5) { request in
            request.url.path == "/3/movie/3"
                ? Self.failure(code: 7, "Invalid API key: You must be granted a valid key.") : nil
        }
        await #expect(
            throws: MovieServiceError.authenticationFailed(
                "TMDB refused the credential: Invalid API key: You must be granted a valid key.")
        ) {
            try await list(service(refused))
        }
    }

    @Test func endsAListAtAPageRefusedAsBeyondTheLast() async throws {
        let transport = TMDBTestData.transport(films: 25) { request in
            TMDBTestData.query(request, "page") == "2" ? HTTPResponse(status: 400) : nil
        }
        let movies = try await list(service(transport, settings: .init(listSize: 40))).movies
        #expect(movies.map(\.id) == Array(1...20))
    }

    @Test func takesTheListsFreshnessFromItsFirstPage() async throws {
        let transport = TMDBTestData.transport(
            films: 3, headers: ["ETag": #""p1""#, "Cache-Control": "public, max-age=600"])
        let freshness = try await list(service(transport)).freshness
        #expect(freshness == ResponseFreshness(etag: #""p1""#, maxAge: 600))
    }

    @Test func asksForTheFirstPageOnConditionAndSendsNothingMoreWhenItDidNotChange() async throws {
        let transport = TMDBTestData.transport(films: 3) { request in
            request.headers["If-None-Match"] == #""p1""#
                ? HTTPResponse(status: 304, headers: ["Cache-Control": "max-age=600"]) : nil
        }
        let outcome = try await service(transport).movies(
            in: .topGrossing, year: 2016, unlessMatching: ResponseFreshness(etag: #""p1""#))
        guard case .notModified(let fetchedAt, let freshness) = outcome else {
            Issue.record("expected not modified, got \(outcome)")
            return
        }
        #expect(fetchedAt == day("2024-01-01"))
        #expect(freshness.maxAge == 600)
        #expect(transport.requests.count == 1)
    }

    @Test func asksForAFilmWithItsCreditsOnCondition() async throws {
        let transport = TMDBTestData.transport(films: 1)
        let outcome = try await service(transport).movie(id: 550, unlessMatching: ResponseFreshness(etag: #""m""#))
        guard case .modified(let movie, _, _) = outcome else {
            Issue.record("expected the film")
            return
        }
        #expect(movie.id == 550)
        #expect(movie.cast.map(\.name) == ["Lead 550", "Second 550"])
        let request = try #require(transport.requests.first)
        #expect(request.url.path == "/3/movie/550")
        #expect(
            Self.query(request) == [
                "append_to_response": "credits,watch/providers,videos,external_ids,release_dates,recommendations",
                "include_video_language": "en,null",
            ])
        #expect(request.headers["If-None-Match"] == #""m""#)
    }

    @Test func saysAnUnknownFilmIsNotFound() async {
        await #expect(throws: MovieServiceError.notFound("movie 99")) {
            try await service(TMDBTestData.transport(films: 1) { _ in TMDBTestData.notFound }).movie(
                id: 99, unlessMatching: nil)
        }
    }

    @Test func answersOnceWithAFreshList() async {
        let recorder = CompletionRecorder<[any Movie]>()
        service(TMDBTestData.transport(films: 2)).topRatedMovies(year: 2016, completion: recorder.completion)
        // Three requests and their task hops: on a loaded machine they can take a while.
        let results = await recorder.wait(for: 1, within: .seconds(60))
        #expect(results.count == 1)
        guard case .success(.fresh(let movies, let fetchedAt)) = results.first else {
            Issue.record("expected a fresh list, got \(results)")
            return
        }
        #expect(movies.map(\.id) == [1, 2])
        #expect(fetchedAt == day("2024-01-01"))
    }

    @Test func checksTheCredentialAgainstTMDB() async throws {
        let good = TMDBTestData.transport(films: 1) { request in
            request.url.path == "/3/authentication"
                ? HTTPResponse(status: 200, body: Data(#"{"success":true,"status_code":1}"#.utf8)) : nil
        }
        try await service(good).checkCredential()
        #expect(good.requests.first?.headers["Authorization"] == "Bearer \(TMDBTestData.token)")

        let bad = TMDBTestData.transport(films: 1) { _ in TMDBTestData.invalidKey }
        await #expect(
            throws: MovieServiceError.authenticationFailed(
                "TMDB refused the credential: Invalid API key: You must be granted a valid key.")
        ) {
            try await service(bad).checkCredential()
        }
        #expect(bad.requests.count == 1)
    }

    @Test func retriesA429AfterRetryAfter() async throws {
        let refused = Atomic(false)
        let transport = TMDBTestData.transport(films: 2) { request in
            guard request.url.path == "/3/movie/2", !refused.exchange(true, ordering: .sequentiallyConsistent) else {
                return nil
            }
            return HTTPResponse(
                status: 429, headers: ["Retry-After": "0"],
                body: Data(
                    #"{"status_code":25,"status_message":"Your request count (41) is over the allowed limit of (40).","success":false}"#
                        .utf8))
        }
        let movies = try await list(service(transport)).movies
        #expect(movies.map(\.id) == [1, 2])
        #expect(transport.requests.filter { $0.url.path == "/3/movie/2" }.count == 2)
    }
}

/// A transport that counts the requests under way at once while it answers.
final class CountingTransport: HTTPTransport {
    private let wrapped: StubTransport
    private let running = Mutex((now: 0, most: 0))
    private let holdingUntil: Int?

    /// - Parameter holdingUntil: how many films' details to hold back until that many are under
    ///   way at once (or two seconds pass): an implementation that sends fewer at once shows it.
    init(_ wrapped: StubTransport, holdingUntil: Int? = nil) {
        self.wrapped = wrapped
        self.holdingUntil = holdingUntil
    }

    /// The most requests that were under way at once.
    var most: Int { running.withLock { $0.most } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        running.withLock { state in
            state.now += 1
            state.most = max(state.most, state.now)
        }
        defer { running.withLock { $0.now -= 1 } }
        try? await Task.sleep(for: .milliseconds(2))
        if let holdingUntil, request.url.path.contains("/movie/") {
            let until = ContinuousClock.now + .seconds(2)
            while most < holdingUntil, ContinuousClock.now < until {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        return try await wrapped.send(request)
    }
}
