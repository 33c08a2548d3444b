/// What `movies pick` shows of the film it chose: its title, year and runtime, and where it
/// streams in one region, your services first; from the film's page (cached, or fetched when
/// the cache may not answer alone), else what your watchlist knows of it.
public struct PickedFilm: Sendable {
    /// The watchlist's entry that was chosen.
    public let entry: WatchlistEntry
    /// The film's page, when it could be had.
    public let movie: (any Movie)?
    /// Where it can be watched in the region asked; `nil` when its page says nothing of it.
    public let whereToWatch: WhereToWatch?
    /// Why the film's page could not be had, when it could not.
    public let failure: MovieServiceError?

    public init(
        entry: WatchlistEntry, movie: (any Movie)?, whereToWatch: WhereToWatch?, failure: MovieServiceError? = nil
    ) {
        self.entry = entry
        self.movie = movie
        self.whereToWatch = whereToWatch
        self.failure = failure
    }

    /// `entry`'s film with its page as `service` answers it (the cache's, fetched when it is
    /// missing or stale and the service may ask), where to watch it in `region` with `services`
    /// first. Never throws: a film whose page cannot be had is shown by what the watchlist knows.
    public static func of(
        _ entry: WatchlistEntry, service: CachingMovieService, region: String, services: StreamingServices
    ) async -> PickedFilm {
        guard let id = entry.film.id else { return PickedFilm(entry: entry, movie: nil, whereToWatch: nil) }
        do {
            let answer = try await service.finalAnswer(to: .movie(id: id))
            let watch = WhereToWatch(answer.value?.page, region: region, services: services)
            return PickedFilm(entry: entry, movie: answer.value, whereToWatch: watch, failure: answer.failure)
        } catch {
            return PickedFilm(entry: entry, movie: nil, whereToWatch: nil, failure: error)
        }
    }

    /// The title, the page's else the watchlist's; `nil` when neither knows it.
    public var title: String? { movie?.name ?? entry.film.title }

    /// The release year, the page's else the watchlist's.
    public var year: Int? { movie?.year ?? entry.film.year }

    /// The running time in minutes, when the page gives it.
    public var runtime: Int? { movie?.runtime }

    /// The services it streams on (included in a subscription) in the region, yours first;
    /// `nil` when its page says nothing of the region.
    public var streams: [WhereToWatch.Provider]? { whereToWatch?.providers(.stream) }
}
