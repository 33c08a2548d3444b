/// The films of your watchlist you can stream now on your services in one region (with a
/// subscription, or free), read from their cached pages: what `movies watchlist --streaming`
/// lists. It asks nothing of the network; `movies news` revalidates the pages.
public struct WatchlistStreaming: Sendable {
    /// A film of the watchlist and your services it streams on there, in the source's order.
    public struct Film: Sendable, Hashable {
        public let entry: WatchlistEntry
        public let title: String
        public let year: Int?
        public let services: [String]
    }

    /// The films found, and what was left out.
    public struct Report: Sendable {
        /// The films streaming on your services, in the watchlist's order (the last added first).
        public let films: [Film]
        /// How many films are on the watchlist.
        public let onWatchlist: Int
        /// Films whose page is not cached, so not looked at.
        public let notCached: Int
        /// Films of a source that says nothing of where films stream (the demo, IMDb): skipped.
        public let skipped: Int
    }

    /// The watchlist's films of `service`'s source (``WatchlistEntry``s), as your library lists them.
    public let entries: [WatchlistEntry]

    public init(entries: [WatchlistEntry]) {
        self.entries = entries
    }

    /// The films streaming in `region` on one of `services` (any service when it is
    /// ``StreamingServices/any``), by the pages `service`'s cache holds.
    public func films(service: CachingMovieService, region: String, services: StreamingServices) async -> Report {
        guard service.described.has(.watchProviders) else {
            return Report(films: [], onWatchlist: entries.count, notCached: 0, skipped: entries.count)
        }
        var films: [Film] = []
        var notCached = 0
        for entry in entries {
            guard let id = entry.film.id, let movie = try? await service.finalAnswer(to: .movie(id: id)).value,
                let page = movie.page
            else {
                notCached += 1
                continue
            }
            let options = page.watch[region] ?? WatchOptions()
            var yours: [String] = []
            for name in options.stream + options.free
            where (services.isAny || services.contains(name)) && !yours.contains(name) {
                yours.append(name)
            }
            guard !yours.isEmpty else { continue }
            films.append(Film(entry: entry, title: movie.name, year: movie.year, services: yours))
        }
        return Report(films: films, onWatchlist: entries.count, notCached: notCached, skipped: 0)
    }
}
