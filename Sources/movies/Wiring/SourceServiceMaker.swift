import Foundation
import Logging
import MovieKit

/// How `movies` builds the service of one source: each `--source` is one entry of
/// ``ServiceStack/maker(for:)``, and its maker alone knows how that source is asked.
protocol SourceServiceMaker: Sendable {
    /// The service the options ask for, and the catalogue whose answers it gives.
    /// - Parameter listSize: how many movies a list should hold (`--limit`), for a source that
    ///   gives lists in pages.
    static func service(
        options: GlobalOptions, limits: RequestLimits, listSize: Int?
    ) throws -> (service: any RevalidatingMovieService, catalogue: Catalogue)

    /// The origin the source's answers come from when no `--api-url` is given.
    static var defaultOrigin: String { get }
}

/// The demo catalogue: the one built into the tool, or a demo API at `--api-url`, asked with
/// retries and bearer-token authentication (the token kept in a ``FileTokenStore``).
enum DemoServiceMaker: SourceServiceMaker {
    static let defaultOrigin = Catalogue.builtInDemo.origin

    static func service(
        options: GlobalOptions, limits: RequestLimits, listSize: Int?
    ) throws -> (service: any RevalidatingMovieService, catalogue: Catalogue) {
        guard let baseURL = try options.api.baseURL() else {
            return (DemoMovieService(client: BundledCatalogue.makeClient()), .builtInDemo)
        }
        let client = APIClient.authenticated(
            baseURL: baseURL, transport: limits.makeTransport(), tokenStore: FileTokenStore(logger: limits.logger),
            deadline: limits.deadline, logger: limits.logger)
        return (DemoMovieService(client: client), Catalogue(source: .demo, baseURL: baseURL))
    }
}

/// TMDB: its credential (the environment's, else the one `movies login tmdb` kept), retries,
/// and a rate limit shared by every request of the process; lists of at least a page.
enum TMDBServiceMaker: SourceServiceMaker {
    static let defaultOrigin = Catalogue(source: .tmdb, baseURL: TMDBMovieService.defaultBaseURL).origin

    static func service(
        options: GlobalOptions, limits: RequestLimits, listSize: Int?
    ) throws -> (service: any RevalidatingMovieService, catalogue: Catalogue) {
        let baseURL = try options.api.baseURL() ?? TMDBMovieService.defaultBaseURL
        // --offline never sends a request, so it never needs (or reads) a credential.
        let credential = options.offline ? nil : try credential()
        let settings = TMDBMovieService.Settings(
            listSize: max(
                listSize ?? TMDBMovieService.Settings.defaultListSize, TMDBMovieService.Settings.defaultListSize),
            minimumVoteCount: options.tmdb.topRatedVoteFloor, language: options.language)
        let client = client(
            baseURL: baseURL, credential: credential, limits: limits, requestsPerSecond: options.tmdb.requestsPerSecond)
        return (
            TMDBMovieService(client: client, settings: settings),
            Catalogue(source: .tmdb, baseURL: baseURL, language: options.language)
        )
    }

    /// A client for TMDB at `baseURL` that signs with `credential` and keeps under `requestsPerSecond`.
    static func client(
        baseURL: URL, credential: TMDBCredential?, limits: RequestLimits, requestsPerSecond: Int
    ) -> APIClient {
        APIClient.tmdb(
            baseURL: baseURL, credential: credential, transport: limits.makeTransport(canSend: credential != nil),
            rateLimiter: RateLimiter(
                requestsPerSecond: Double(requestsPerSecond),
                burst: min(TMDBMovieService.defaultBurst, requestsPerSecond)),
            deadline: limits.deadline, logger: limits.logger)
    }

    /// The TMDB credential of the environment, else the one `movies login tmdb` kept, else `nil`.
    /// - Throws: a failure with exit status 77 when a variable holds something no request can carry.
    static func credential() throws(CommandFailure) -> TMDBCredential? {
        do {
            return try TMDBCredential.resolve(store: TMDBCredentialStore(logger: Logger(label: "movies.auth")))
        } catch {
            throw CommandFailure(error.description, status: .authenticationFailed)
        }
    }
}

/// IMDb's datasets: the import beside the cache, answered on this machine (`movies sync --source
/// imdb` downloads and imports them); `--min-votes` is the floor of its top-rated lists.
enum IMDbServiceMaker: SourceServiceMaker {
    static let defaultOrigin = Catalogue(source: .imdb, baseURL: IMDbDatasetDownload.defaultBaseURL).origin

    static func service(
        options: GlobalOptions, limits: RequestLimits, listSize: Int?
    ) throws -> (service: any RevalidatingMovieService, catalogue: Catalogue) {
        let settings = IMDbMovieService.Settings(
            listSize: listSize ?? IMDbMovieService.Settings().listSize,
            minimumVoteCount: options.tmdb.minimumVotes ?? IMDbMovieService.Settings.defaultMinimumVoteCount)
        return (
            IMDbMovieService(folder: IMDbFolder(cacheURL: options.location.url), settings: settings),
            Catalogue(source: .imdb, origin: defaultOrigin)
        )
    }
}
