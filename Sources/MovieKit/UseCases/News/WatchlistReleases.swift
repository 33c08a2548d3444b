import Foundation

/// The coming cinema and digital release days of your watchlist's films in one region, soonest
/// first, read from their pages: cached, or fetched when missing or stale and the service may ask
/// (``CachingMovieService/finalAnswer(to:)``). What `movies calendar` exports; it prints nothing.
public struct WatchlistReleases: Sendable {
    /// How many films' pages are fetched at once.
    public static let jobs = 4

    /// A release day of a film on the watchlist.
    public struct Coming: Sendable, Hashable {
        /// The film: its id, title and year.
        public let film: FilmReference
        public let release: FilmRelease
        /// The film's page on the source's web site (TMDB's), when it has one.
        public let link: URL?

        public init(film: FilmReference, release: FilmRelease, link: URL? = nil) {
            self.film = film
            self.release = release
            self.link = link
        }
    }

    /// The page of the film `id` of `source` on the source's web site: TMDB's; `nil` for a
    /// source without one.
    public static func webPage(ofFilm id: Int, of source: MovieSource) -> URL? {
        source.described.filmIDs == .tmdbNumbers ? URL(string: "https://www.themoviedb.org/movie/\(id)") : nil
    }

    /// The release days found, and what was left out.
    public struct Report: Sendable {
        /// The coming days in cinemas and digitally, soonest first (then by title).
        public let coming: [Coming]
        /// How many films are on the watchlist.
        public let onWatchlist: Int
        /// Films whose source says nothing of release days by country (the demo, IMDb): skipped.
        public let skipped: Int
        /// Films whose page could not be had (not cached offline, or the source failed).
        public let unknown: Int
    }

    /// Your watchlist of the source's films.
    public let entries: [WatchlistEntry]
    /// Whose films they are.
    public let source: MovieSource

    /// Your watchlist of `source`'s films in `library` (none when there is no library).
    /// - Throws: the library's error when it cannot be read.
    public init(library: FilmLibrary?, source: MovieSource) throws(LibraryError) {
        entries = try library?.watchlist(of: source) ?? []
        self.source = source
    }

    /// The coming release days (`today` or later) of the watchlist's films in `region`, in
    /// cinemas (wide or limited) and digitally, each film's page as `service` answers it.
    public func coming(service: CachingMovieService, region: String, today: Date) async -> Report {
        guard source.described.has(.regionalReleases) else {
            return Report(coming: [], onWatchlist: entries.count, skipped: entries.count, unknown: 0)
        }
        let ids = entries.compactMap(\.film.id)
        let first = APIDate.format(today)
        var coming: [Coming] = []
        var unknown = entries.count - ids.count
        await BoundedConcurrency.run(
            ids, width: Self.jobs,
            perform: { id in try? await service.finalAnswer(to: .movie(id: id)).value },
            handle: { _, movie, _ in
                guard let movie, let page = movie.page else {
                    unknown += 1
                    return .goOn
                }
                let film = FilmReference(id: movie.id, title: movie.name, year: movie.year)
                for release in page.releases
                where release.country == region && (release.kind.isCinema || release.kind == .digital)
                    && APIDate.format(release.day) >= first
                {
                    coming.append(
                        Coming(film: film, release: release, link: Self.webPage(ofFilm: movie.id, of: source)))
                }
                return .goOn
            })
        coming.sort {
            ($0.release.day, $0.film.title, $0.film.id, $0.release.kind.rawValue) < (
                $1.release.day, $1.film.title, $1.film.id, $1.release.kind.rawValue
            )
        }
        return Report(coming: coming, onWatchlist: entries.count, skipped: 0, unknown: unknown)
    }
}
