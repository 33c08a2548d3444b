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
        let service: any MovieService, catalogue: Catalogue
        switch options.source {
        case .demo:
            if let baseURL = try options.apiBaseURL() {
                service = APIMovieService(client: makeClient(baseURL: baseURL, timeout: options.timeout, scope: timeoutScope))
                catalogue = Catalogue(source: .demo, baseURL: baseURL)
            } else {
                service = APIMovieService(client: BundledCatalogue.makeClient())
                catalogue = .builtInDemo
            }
        case .tmdb:
            throw CommandFailure("--source tmdb is not wired yet", status: .usage)
        }
        let database: CacheDatabase
        do {
            database = try CacheDatabase.open(at: CacheLocation.resolve(explicitPath: options.cache))
        } catch {
            throw CommandFailure(error)
        }
        return CachingMovieService(wrapping: service, catalogue: catalogue, database: database, policy: options.cachePolicy)
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
