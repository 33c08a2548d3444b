import Foundation
import Logging
import MovieKit

/// Builds the service a command asks: the cache decorator over the service of the source
/// `--source` names, built by that source's maker (``maker(for:)``). With
/// ``SourceServiceMaker``'s file it is the command line's one table of the sources: nothing
/// else in `movies` asks which source a key is; everything else reads the source's
/// ``MovieSourceDescription`` (`source.described`).
///
/// By default every request of the command shares one deadline, `--timeout` seconds from now;
/// a command that runs long by nature (`sync`) asks instead that `--timeout` bound each request.
/// The cache is opened for reading (a read-only connection); it is opened for writing only when
/// an answer is saved. A wait for another `movies` holding the cache lasts at most `--timeout`.
enum ServiceStack {
    /// The source a command asks when neither `--source` nor `$MOVIES_SOURCE` names one.
    static let defaultSource = MovieSource.demo

    /// Each source's way to build its service, by `--source`: a switch, so that a source without
    /// a maker does not build.
    static func maker(for source: MovieSource) -> any SourceServiceMaker.Type {
        switch source {
        case .demo: DemoServiceMaker.self
        case .tmdb: TMDBServiceMaker.self
        case .imdb: IMDbServiceMaker.self
        }
    }

    /// The catalogue whose answers `source` gives from `apiURL` (else its own origin) in
    /// `language`, when it takes one (TMDB); a source with one language is kept under none.
    static func catalogue(of source: MovieSource, apiURL: URL?, language: String) -> Catalogue {
        let language = source.described.takesLanguage ? language : ""
        guard let apiURL else {
            return Catalogue(source: source, origin: maker(for: source).defaultOrigin, language: language)
        }
        return Catalogue(source: source, baseURL: apiURL, language: language)
    }

    /// - Parameters:
    ///   - listSize: how many movies a list should hold (`--limit`), for a source that gives
    ///     lists in pages.
    ///   - asksAtOnce: whether a command that will ask the API (no cache file yet, `--refresh`)
    ///     asks it as soon as it can, so that `movies-http` starts at once; `false` where the API
    ///     may be asked for nothing, the helper started by the first request.
    static func make(
        options: GlobalOptions, console: Console, timeoutScope: RequestLimits.Scope = .command, listSize: Int? = nil,
        asksAtOnce: Bool = true
    ) throws -> CachingMovieService {
        ConsoleLogHandler.bootstrap(console: console, level: options.verbose ? .debug : .warning)
        let maker = maker(for: options.source)
        // With no cache file yet, nothing cached can answer: the API is asked.
        let policy = options.cachePolicy
        let asksTheAPI =
            asksAtOnce
            && (policy == .networkOnly
                || policy != .cacheOnly && CacheFiles(url: options.location.url).entry == .missing)
        let limits = RequestLimits(timeout: options.timeout, scope: timeoutScope, asksTheAPI: asksTheAPI)
        let (service, catalogue) = try maker.service(options: options, limits: limits, listSize: listSize)
        let database: CacheDatabase
        do {
            database = try CacheDatabase.openForReading(
                at: options.location.url,
                waiting: CacheWaiting.wait(limit: CacheWaiting.limit(seconds: options.timeout), console: console))
        } catch {
            throw CommandFailure(error)
        }
        return CachingMovieService(
            wrapping: service, catalogue: catalogue, database: database, policy: options.cachePolicy)
    }
}
