import Foundation
import Logging
import MovieKit

/// Builds the service a command asks: the cache decorator over the API (or the bundled
/// catalogue), as the options say.
///
/// An API gets retries (``RetryPolicy``) and bearer-token authentication, with the token kept
/// in a ``FileTokenStore``. By default every request of the command shares one deadline,
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

    static func make(options: GlobalOptions, console: Console, timeoutScope: TimeoutScope = .command) throws -> CachingMovieService {
        ConsoleLogHandler.bootstrap(console: console, level: options.verbose ? .debug : .warning)
        let client: APIClient
        if let baseURL = try options.apiBaseURL() {
            client = makeClient(baseURL: baseURL, timeout: options.timeout, scope: timeoutScope)
        } else {
            client = BundledCatalogue.makeClient()
        }
        let database: CacheDatabase
        do {
            database = try CacheDatabase.openForReading(
                at: CacheLocation.resolve(explicitPath: options.cache),
                waiting: CacheWaiting.wait(limit: CacheWaiting.limit(seconds: options.timeout), console: console))
        } catch {
            throw CommandFailure(error)
        }
        return CachingMovieService(
            wrapping: APIMovieService(client: client), database: database, policy: options.cachePolicy)
    }

    /// A client for the API at `baseURL` that retries, authenticates when asked to, and gives
    /// up `timeout` seconds from now (or, for `.request`, on a request that takes longer).
    static func makeClient(baseURL: URL, timeout: Double, scope: TimeoutScope = .command) -> APIClient {
        let logger = Logger(label: "movies.api")
        let deadline: Deadline = switch scope {
        case .command: .after(.milliseconds(Int64((timeout * 1000).rounded())))
        case .request: .never
        }
        return APIClient.authenticated(
            baseURL: baseURL, transport: NetworkHelperTransport(timeout: timeout), tokenStore: FileTokenStore(logger: logger),
            deadline: deadline, logger: logger)
    }
}
