import Foundation
import Logging
import MovieKit

/// Builds the service a command asks: the cache decorator over the API (or the bundled
/// catalogue), as the options say.
enum ServiceStack {
    static func make(options: GlobalOptions, console: Console) throws -> CachingMovieService {
        ConsoleLogHandler.bootstrap(console: console)
        let client: APIClient
        if let baseURL = try options.apiBaseURL() {
            client = APIClient(baseURL: baseURL, transport: NetworkHelperTransport(timeout: options.timeout))
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
}
