import Foundation
import Logging
import MovieKit

/// Builds the service a command asks: the cache decorator over the API (or the bundled
/// catalogue), as the options say.
///
/// An API gets retries (``RetryPolicy``) and bearer-token authentication, with the token kept
/// in a ``FileTokenStore``; every request of the command shares one deadline, `--timeout`
/// seconds from now. The bundled catalogue needs neither.
enum ServiceStack {
    static func make(options: GlobalOptions, console: Console) throws -> CachingMovieService {
        ConsoleLogHandler.bootstrap(console: console, level: options.verbose ? .debug : .warning)
        let client: APIClient
        if let baseURL = try options.apiBaseURL() {
            client = makeClient(baseURL: baseURL, timeout: options.timeout)
        } else {
            client = BundledCatalogue.makeClient()
        }
        let database: CacheDatabase
        do {
            database = try CacheDatabase.open(at: CacheLocation.resolve(explicitPath: options.cache))
        } catch {
            throw CommandFailure(error)
        }
        return CachingMovieService(
            wrapping: APIMovieService(client: client), database: database, policy: options.cachePolicy)
    }

    /// A client for the API at `baseURL` that retries, authenticates when asked to, and gives
    /// up `timeout` seconds from now.
    static func makeClient(baseURL: URL, timeout: Double) -> APIClient {
        let logger = Logger(label: "movies.api")
        return APIClient.authenticated(
            baseURL: baseURL, transport: NetworkHelperTransport(timeout: timeout), tokenStore: FileTokenStore(logger: logger),
            deadline: .after(.milliseconds(Int64((timeout * 1000).rounded()))), logger: logger)
    }
}
