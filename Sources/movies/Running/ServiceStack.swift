import Foundation
import Logging
import MovieKit

/// Builds the service a command asks: the cache decorator over the source's API (or the
/// bundled demo catalogue), as the options say.
///
/// A demo API gets retries (``RetryPolicy``) and bearer-token authentication, with the token
/// kept in a ``FileTokenStore``. TMDB gets its credential (the environment's, else the one
/// `movies login tmdb` kept), retries, and a rate limit shared by every request of the process. By default every request of the command shares one deadline,
/// `--timeout` seconds from now; a command that runs long by nature (`sync`) asks instead that
/// `--timeout` bound each request. The bundled catalogue needs neither.
///
/// The cache is opened for reading (a read-only connection); it is opened for writing only when
/// an answer is saved. A wait for another `movies` holding the cache lasts at most `--timeout`.
enum ServiceStack {
    /// What `--timeout` bounds.
    enum TimeoutScope {
        /// The whole command: no request starts, and no retry waits, past it.
        case command
        /// Each request, retries included, however long the command runs.
        case request
    }

    /// - Parameter listSize: how many movies a list should hold (`--limit`); TMDB fetches at
    ///   least one page of 20, and further pages for more.
    static func make(
        options: GlobalOptions, console: Console, timeoutScope: TimeoutScope = .command, listSize: Int? = nil
    ) throws -> CachingMovieService {
        ConsoleLogHandler.bootstrap(console: console, level: options.verbose ? .debug : .warning)
        let service: any MovieService, catalogue: Catalogue, pagedListSize: Int?
        switch options.source {
        case .demo:
            if let baseURL = try options.apiBaseURL() {
                service = APIMovieService(client: makeClient(baseURL: baseURL, timeout: options.timeout, scope: timeoutScope))
                catalogue = Catalogue(source: .demo, baseURL: baseURL)
            } else {
                service = APIMovieService(client: BundledCatalogue.makeClient())
                catalogue = .builtInDemo
            }
            pagedListSize = nil
        case .tmdb:
            let baseURL = try options.apiBaseURL() ?? TMDBMovieService.defaultBaseURL
            // --offline never sends a request, so it never needs (or reads) a credential.
            let credential = options.offline ? nil : try tmdbCredential()
            let settings = TMDBMovieService.Settings(
                listSize: max(listSize ?? TMDBMovieService.Settings.defaultListSize, TMDBMovieService.Settings.defaultListSize),
                minimumVoteCount: options.tmdb.minimumVotes)
            let client = makeTMDBClient(
                baseURL: baseURL, credential: credential, timeout: options.timeout, scope: timeoutScope,
                requestsPerSecond: options.tmdb.requestsPerSecond)
            service = TMDBMovieService(client: client, settings: settings)
            catalogue = Catalogue(source: .tmdb, baseURL: baseURL)
            pagedListSize = settings.listSize
        }
        let database: CacheDatabase
        do {
            database = try CacheDatabase.openForReading(
                at: options.location.url,
                waiting: CacheWaiting.wait(limit: CacheWaiting.limit(seconds: options.timeout), console: console))
        } catch {
            throw CommandFailure(error)
        }
        return CachingMovieService(
            wrapping: service, catalogue: catalogue, database: database, policy: options.cachePolicy, listSize: pagedListSize)
    }

    /// A client for the API at `baseURL` that retries, authenticates when asked to, and gives
    /// up `timeout` seconds from now (or, for `.request`, on a request that takes longer).
    static func makeClient(baseURL: URL, timeout: Double, scope: TimeoutScope = .command) -> APIClient {
        let logger = Logger(label: "movies.api")
        return APIClient.authenticated(
            baseURL: baseURL, transport: NetworkHelperTransport(timeout: timeout), tokenStore: FileTokenStore(logger: logger),
            deadline: deadline(timeout: timeout, scope: scope), logger: logger)
    }

    /// A client for TMDB at `baseURL` that signs with `credential`, keeps under
    /// `requestsPerSecond`, retries, and gives up as ``makeClient(baseURL:timeout:scope:)`` does.
    static func makeTMDBClient(
        baseURL: URL, credential: TMDBCredential?, timeout: Double, scope: TimeoutScope = .command, requestsPerSecond: Int
    ) -> APIClient {
        APIClient.tmdb(
            baseURL: baseURL, credential: credential, transport: NetworkHelperTransport(timeout: timeout),
            rateLimiter: RateLimiter(requestsPerSecond: Double(requestsPerSecond), burst: TMDBMovieService.defaultBurst),
            deadline: deadline(timeout: timeout, scope: scope), logger: Logger(label: "movies.api"))
    }

    /// The TMDB credential of the environment, else the one `movies login tmdb` kept, else `nil`.
    /// - Throws: a failure with exit status 77 when a variable holds something no request can carry.
    static func tmdbCredential() throws(CommandFailure) -> TMDBCredential? {
        do {
            return try TMDBCredential.resolve(store: TMDBCredentialStore(logger: Logger(label: "movies.auth")))
        } catch {
            throw CommandFailure(error.description, status: .authenticationFailed)
        }
    }

    private static func deadline(timeout: Double, scope: TimeoutScope) -> Deadline {
        switch scope {
        case .command: .after(.milliseconds(Int64((timeout * 1000).rounded())))
        case .request: .never
        }
    }
}
