import Foundation
import Logging

/// A ``RevalidatingMovieService`` over TMDB (themoviedb.org): a year's lists from
/// `discover/movie`, each listed film's revenue and cast from its own `movie/{id}` request, and
/// one film from `movie/{id}?append_to_response=credits`.
///
/// Each completion call is invoked exactly once, as ``DemoMovieService``'s. A list is
/// ``Settings/listSize`` films long (fewer when TMDB has fewer): page 1 is asked first (on the
/// condition that it changed, when validators are given), then the further pages the size
/// needs, then every film's details, ``Settings/detailConcurrency`` at a time, through the same
/// client (so its retries, rate limit and deadline apply to each). The films come in TMDB's
/// order. A film whose details answer 404 (it went between the two requests) is left out with
/// a warning; any other failure fails the whole answer, so a cache keeps the answer it had.
/// The answer's freshness (`ETag`, `Cache-Control: max-age`) is page 1's.
public final class TMDBMovieService: RevalidatingMovieService {
    /// What the service asks for, beyond the client's own settings.
    public struct Settings: Sendable, Equatable {
        /// Films in a list by default: one TMDB page.
        public static let defaultListSize = 20
        /// The fewest votes a film needs to be in a year's top-rated list, by default.
        public static let defaultMinimumVoteCount = 300
        /// Detail requests under way at once, by default: a page's films all at once (the
        /// rate limiter's burst holds them).
        public static let defaultDetailConcurrency = 20

        /// How many films a list has, at most; further pages are fetched when it is over 20.
        public var listSize: Int
        /// The fewest votes a film needs to be in a top-rated list (TMDB's `vote_count.gte`).
        public var minimumVoteCount: Int
        /// How many detail requests (and further pages) are under way at once.
        public var detailConcurrency: Int
        /// The language answers are asked in (TMDB's `language`, like `de-DE`); `nil` asks none,
        /// which TMDB answers in en-US.
        public var language: String?

        public init(
            listSize: Int = Settings.defaultListSize, minimumVoteCount: Int = Settings.defaultMinimumVoteCount,
            detailConcurrency: Int = Settings.defaultDetailConcurrency, language: String? = nil
        ) {
            self.listSize = max(1, listSize)
            self.minimumVoteCount = max(0, minimumVoteCount)
            self.detailConcurrency = max(1, detailConcurrency)
            self.language = language
        }
    }

    /// TMDB's API, version 3.
    public static let defaultBaseURL = URL(string: "https://api.themoviedb.org/3/") ?? URL(fileURLWithPath: "/")

    /// The rate kept under, by default, per origin: TMDB documents its ceiling as somewhere
    /// around 40–50 requests a second.
    public static let defaultRequestsPerSecond = 30.0
    /// Requests sent at once after a quiet spell, by default: a page's 20 films, asked all at
    /// once. With ``defaultRequestsPerSecond``, at most 50 start in any one second (only the
    /// first after a quiet spell), then 30.
    public static let defaultBurst = 20

    /// The most pages of one list TMDB serves.
    static let maximumPages = 500
    /// The films on each page of a TMDB list.
    static let pageSize = 20

    let client: APIClient
    /// What the service asks for.
    public let settings: Settings
    let decoder: JSONDecoder
    let logger: Logger
    let now: @Sendable () -> Date

    /// - Parameters:
    ///   - client: a client for TMDB, as ``APIClient/tmdb(baseURL:credential:transport:rateLimiter:retryPolicy:deadline:logger:)`` makes.
    ///   - logger: where a film left out of a list is warned about.
    ///   - now: the clock that stamps fresh answers.
    public init(
        client: APIClient, settings: Settings = Settings(), logger: Logger = Logger(label: "movies.tmdb"),
        now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) {
        self.client = client
        self.settings = settings
        self.decoder = APICoding.makeDecoder()
        self.logger = logger
        self.now = now
    }

    /// Asks TMDB whether the client's credential is good (`authentication`).
    /// - Throws: ``MovieServiceError/authenticationFailed(_:)`` with TMDB's words when it is
    ///   refused, ``MovieServiceError/credentialMissing(_:)`` when there is none, and what any
    ///   request can throw when TMDB cannot be asked.
    public func checkCredential() async throws(MovieServiceError) {
        _ = try await client.body(of: TMDBEndpoint.authentication)
    }

    /// Asks on a condition; a list is ``Settings/listSize`` films long, each with its details.
    public var traits: MovieSourceTraits {
        MovieSourceTraits(revalidates: true, listsCarryDetails: true, listSize: settings.listSize)
    }

    public func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        let endpoint = TMDBEndpoint.movie(id: id, language: settings.language)
        return try await revalidation(of: endpoint, reading: TMDBMovieDetails.self, unlessMatching: validators) {
            TMDBMovie($0, language: settings.language)
        }
    }

    public func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        let minimumVoteCount = settings.minimumVoteCount, language = settings.language
        let firstPage = TMDBEndpoint.discover(
            list, year: year, minimumVoteCount: minimumVoteCount, language: language)
        return try await client.revalidation(of: firstPage, unlessMatching: validators, now: now) {
            body throws(MovieServiceError) -> [any Movie] in
            let page = try decode(TMDBDiscoverPage.self, from: body, asking: firstPage)
            let entries = try await entries(settings.listSize, firstPage: page) { page in
                TMDBEndpoint.discover(
                    list, year: year, page: page, minimumVoteCount: minimumVoteCount, language: language)
            }
            return try await details(of: entries, in: MovieQuestion.list(list, year: year).description)
        }
    }

    /// `body` read as `T`; a body that is TMDB's failure (`"success": false`), even with a 200,
    /// fails with what TMDB says (``TMDBErrorBody/serviceError(asking:)``) rather than as a body
    /// without the fields it needs.
    /// `endpoint`'s answer, on the condition that it changed when validators are given, read
    /// as TMDB's `Answer` and made into the value asked for.
    func revalidation<Answer: Decodable, Value: Sendable>(
        of endpoint: APIEndpoint, reading answer: Answer.Type, unlessMatching validators: ResponseFreshness?,
        _ value: (Answer) -> Value
    ) async throws(MovieServiceError) -> Revalidation<Value> {
        try await client.revalidation(of: endpoint, unlessMatching: validators, now: now) {
            body throws(MovieServiceError) -> Value in
            value(try decode(Answer.self, from: body, asking: endpoint))
        }
    }

    func decode<T: Decodable>(
        _ type: T.Type, from body: Data, asking endpoint: APIEndpoint
    ) throws(MovieServiceError) -> T {
        do throws(MovieServiceError) {
            return try APICoding.decode(type, from: body, using: decoder)
        } catch {
            guard let failure = TMDBErrorBody(body), failure.success == false else { throw error }
            throw failure.serviceError(asking: endpoint.description)
        }
    }
}
