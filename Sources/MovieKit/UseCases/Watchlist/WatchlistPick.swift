/// Chooses a film from your watchlist at random, among those discover's filters
/// (``DiscoverRequest``) let through, read from the cached films: a film of the watchlist that is
/// not cached is fetched first (unless the cache alone may answer, when it is left out and
/// counted). What `movies pick` does; it prints nothing.
public struct WatchlistPick: Sendable {
    /// How many films' pages are fetched at once, to be filtered.
    public static let jobs = 4

    /// Your watchlist of the source's films, the last added first.
    public let entries: [WatchlistEntry]

    /// Your watchlist of `source`'s films in `library`.
    /// - Throws: ``WatchlistPickError/emptyWatchlist(_:)`` when it has none (or there is no
    ///   library), ``WatchlistPickError/library(_:)`` when the library cannot be read.
    public init(library: FilmLibrary?, source: MovieSource) throws(WatchlistPickError) {
        do {
            entries = try library?.watchlist(of: source) ?? []
        } catch {
            throw .library(error)
        }
        guard !entries.isEmpty else { throw .emptyWatchlist(source) }
    }

    /// What a pick chose, and from how many.
    public struct Choice: Sendable, Equatable {
        /// The film chosen; `nil` when none passes the filters.
        public let chosen: WatchlistEntry?
        /// How many of the watchlist's films pass the filters.
        public let passing: Int
        /// How many films are on the watchlist.
        public let onWatchlist: Int
        /// How many were not looked at, not being cached (0 with no filter).
        public let notCached: Int
        /// Whether the film to avoid was chosen again, no other passing the filters.
        public var chosenAgain = false
    }

    /// The films of the watchlist a pick chooses among, and how many were not looked at.
    public struct Passing: Sendable, Equatable {
        /// The entries whose films pass the filters, in the watchlist's order.
        public let entries: [WatchlistEntry]
        /// How many were not looked at, not being cached (0 with no filter).
        public let notCached: Int
    }

    /// The films of the watchlist `request`'s filters let through, as `service`'s cache holds
    /// them (fetched first unless the cache alone may answer); every film when it sets no filter.
    /// What ``choose(filteredBy:service:avoiding:using:)`` chooses among, for a picker that rolls again.
    /// - Throws: as ``choose(filteredBy:service:avoiding:using:)``.
    public func passing(
        filteredBy request: DiscoverRequest, service: CachingMovieService
    ) async throws(WatchlistPickError) -> Passing {
        let (entries, notCached) =
            request.filters.isEmpty ? (entries, 0) : try await filtered(by: request, service: service)
        return Passing(entries: entries, notCached: notCached)
    }

    /// A film of the watchlist chosen with `generator` among those `request`'s filters let
    /// through, as `service`'s cache holds them; any film when it sets no filter. Never the
    /// film whose id is `avoiding` (the one shown last, for `pick --again`) unless no other
    /// passes, when ``Choice/chosenAgain`` says so.
    /// - Throws: ``WatchlistPickError/filters(_:)`` for filters the source's films cannot be
    ///   filtered by (or names that could not be learnt), ``WatchlistPickError/cache(_:)``.
    public func choose(
        filteredBy request: DiscoverRequest, service: CachingMovieService, avoiding: Int? = nil,
        using generator: inout some RandomNumberGenerator
    ) async throws(WatchlistPickError) -> Choice {
        let found = try await self.passing(filteredBy: request, service: service)
        let (passing, notCached) = (found.entries, found.notCached)
        let others = passing.filter { avoiding == nil || $0.film.id != avoiding }
        var choice = Choice(
            chosen: (others.isEmpty ? passing : others).randomElement(using: &generator), passing: passing.count,
            onWatchlist: entries.count, notCached: notCached)
        choice.chosenAgain = others.isEmpty && choice.chosen != nil
        return choice
    }

    /// ``choose(filteredBy:service:avoiding:using:)`` with the system's random numbers.
    public func choose(
        filteredBy request: DiscoverRequest, service: CachingMovieService, avoiding: Int? = nil
    ) async throws(WatchlistPickError) -> Choice {
        var generator = SystemRandomNumberGenerator()
        return try await choose(filteredBy: request, service: service, avoiding: avoiding, using: &generator)
    }

    /// The entries whose films `request` selects among the cached films, fetching (when the
    /// source may be asked) those not cached first; and how many were not cached.
    private func filtered(
        by request: DiscoverRequest, service: CachingMovieService
    ) async throws(WatchlistPickError) -> (passing: [WatchlistEntry], notCached: Int) {
        let query: DiscoverQuery
        do {
            query = try await service.discoverQuery(for: request)
        } catch {
            throw .filters(error)
        }
        let ids = entries.compactMap(\.film.id)
        do throws(CacheError) {
            var found = try service.cachedFilms(among: ids, selectedBy: query)
            let missing = ids.filter { !found.cached.contains($0) }
            if !missing.isEmpty && service.policy != .cacheOnly {
                await BoundedConcurrency.run(
                    missing, width: Self.jobs,
                    perform: { id in _ = try? await service.finalAnswer(to: .movie(id: id)) },
                    handle: { _, _, _ in .goOn })
                found = try service.cachedFilms(among: ids, selectedBy: query)
            }
            let selected = Set(found.selected.map(\.id))
            let passing = entries.filter { $0.film.id.map(selected.contains) ?? false }
            return (passing, ids.count - found.cached.count + (entries.count - ids.count))
        } catch {
            throw .cache(error)
        }
    }
}
