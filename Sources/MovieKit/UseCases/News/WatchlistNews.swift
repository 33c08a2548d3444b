import Foundation

/// What changed for the films of your watchlist in one region since a moment (you last looked,
/// or a day): now streaming on one of your services, no longer streaming there, released in
/// cinemas or digitally, a release day that moved; then their coming release days, soonest first.
/// Read from what the cache kept of each film and since when (``FilmHistoryEntry``), after
/// revalidating the films' pages (``revalidate(service:jobs:progress:)``). What `movies news`
/// does; it prints nothing.
public struct WatchlistNews: Sendable {
    /// How many films' pages are revalidated at once by default.
    public static let jobs = 4

    /// A change to report.
    public struct Change: Sendable, Hashable {
        public enum Kind: String, Sendable {
            /// Now streaming on ``service``.
            case streaming
            /// No longer streaming on ``service``.
            case left
            /// Out in cinemas or digitally (``way``) on ``date``.
            case released
            /// Its day in cinemas or digitally (``way``) moved from ``formerDate`` to ``date``.
            case moved
        }

        public let film: FilmReference
        public let kind: Kind
        /// The service, for ``Kind/streaming`` and ``Kind/left``.
        public let service: String?
        /// The way it comes out, for ``Kind/released`` and ``Kind/moved``.
        public let way: FilmRelease.Kind?
        /// The day it happened: the day the cache saw it stream or leave, the release day.
        public let date: Date
        /// The day a release was set for before it moved.
        public let formerDate: Date?
        /// When the cache learnt it.
        public let since: Date
    }

    /// The changes and the coming days.
    public struct Report: Sendable {
        /// What changed, in the order the cache learnt it.
        public let changes: [Change]
        /// The coming days in cinemas and digitally, soonest first.
        public let coming: [WatchlistReleases.Coming]
        /// Since when the changes are; `nil` at the first look, which has nothing to compare with.
        public let since: Date?
        /// How many films are on the watchlist.
        public let onWatchlist: Int
        /// Films of a source that says nothing of where films stream (the demo, IMDb): skipped.
        public let skipped: Int
    }

    /// The watchlist's films of the source.
    public let entries: [WatchlistEntry]

    public init(entries: [WatchlistEntry]) {
        self.entries = entries
    }

    private var ids: [Int] { entries.compactMap(\.film.id) }

    /// Asks the source again for each film's page, whatever its max-age (on the condition that it
    /// changed, so an unchanged page costs a 304), `jobs` at once, saving what changed; `progress`
    /// is told of each film done. Returns how many could not be revalidated.
    public func revalidate(
        service: CachingMovieService, jobs: Int = Self.jobs, progress: @escaping (RequestProgress) -> Void = { _ in }
    ) async -> Int {
        guard service.described.has(.watchProviders) else { return 0 }
        var state = RequestProgress(total: ids.count)
        progress(state)
        await BoundedConcurrency.run(
            ids, width: jobs,
            perform: { id -> Bool in
                do {
                    _ = try await service.refresh(.movie(id: id))
                    return true
                } catch {
                    return false
                }
            },
            handle: { _, succeeded, _ in
                state.done += 1
                if !succeeded { state.failed += 1 }
                progress(state)
                return .goOn
            })
        return state.failed
    }

    /// What `movies news` asks, in one call: unless `offline`, each film's page asked again
    /// (``revalidate(service:jobs:progress:)``), then the report of what the cache holds
    /// (``report(service:region:services:since:now:)``); beside it, how many pages could not be
    /// asked again. `now` is read once they were, so that the look kept is later than what they
    /// told the cache.
    /// - Throws: the cache's error when it cannot be read or the look kept.
    public func look(
        service: CachingMovieService, offline: Bool, region: String, services: StreamingServices, since: Date?,
        now: @autoclosure () -> Date, jobs: Int = Self.jobs, progress: @escaping (RequestProgress) -> Void = { _ in }
    ) async throws(CacheError) -> (report: Report, failed: Int) {
        let failed = offline ? 0 : await revalidate(service: service, jobs: jobs, progress: progress)
        return (try report(service: service, region: region, services: services, since: since, now: now()), failed)
    }

    /// The changes since `since` (else since the last look, kept in `service`'s cache) in
    /// `region` on `services`, and the coming days from `today`, by what the cache holds; the
    /// look is kept as made at `now`.
    /// - Throws: the cache's error when it cannot be read or the look kept.
    public func report(
        service: CachingMovieService, region: String, services: StreamingServices, since: Date?, now: Date
    ) throws(CacheError) -> Report {
        guard service.described.has(.watchProviders) else {
            return Report(changes: [], coming: [], since: since, onWatchlist: entries.count, skipped: entries.count)
        }
        let catalogue = service.catalogue
        let database = service.database
        var from = since
        if from == nil { from = try database.lastNewsLook(of: catalogue, region: region) }
        let history = try database.history(ofFilms: ids, from: catalogue, region: region)
        let changes = from.map { Self.changes(in: history, after: $0, services: services, today: now) } ?? []
        let today = APIDate.format(now)
        var coming: [WatchlistReleases.Coming] = []
        for entry in history where entry.kind == .release && entry.until == nil && entry.value >= today {
            guard let way = Self.way(entry.subject), let day = APIDate.parse(entry.value) else { continue }
            coming.append(
                WatchlistReleases.Coming(
                    film: entry.film, release: FilmRelease(country: region, kind: way, day: day),
                    link: WatchlistReleases.webPage(ofFilm: entry.film.id, of: catalogue.source)))
        }
        coming.sort {
            ($0.release.day, $0.film.title, $0.release.kind.rawValue) < (
                $1.release.day, $1.film.title, $1.release.kind.rawValue
            )
        }
        if !database.isReadOnly {
            try database.recordNewsLook(of: catalogue, region: region, at: now)
        }
        return Report(changes: changes, coming: coming, since: from, onWatchlist: entries.count, skipped: 0)
    }

    /// The way named `name` (``FilmRelease/Kind/name``).
    static func way(_ name: String) -> FilmRelease.Kind? {
        FilmRelease.Kind.allCases.first { $0.name == name }
    }

    /// The changes `history` holds after `moment`: services on `services` (any, when it is
    /// ``StreamingServices/any``) reached or left, release days moved, and days passed by `today`.
    static func changes(
        in history: [FilmHistoryEntry], after moment: Date, services: StreamingServices, today: Date
    ) -> [Change] {
        var changes: [Change] = []
        let firstDay = APIDate.format(moment)
        let lastDay = APIDate.format(today)
        for entry in history {
            switch entry.kind {
            case .streaming:
                guard services.isAny || services.contains(entry.subject) else { continue }
                if !entry.first && entry.since > moment {
                    changes.append(
                        Change(
                            film: entry.film, kind: .streaming, service: entry.subject, way: nil, date: entry.since,
                            formerDate: nil, since: entry.since))
                }
                if let until = entry.until, until > moment {
                    changes.append(
                        Change(
                            film: entry.film, kind: .left, service: entry.subject, way: nil, date: until,
                            formerDate: nil, since: until))
                }
            case .release:
                guard let way = way(entry.subject), let day = APIDate.parse(entry.value) else { continue }
                if !entry.first && entry.since > moment,
                    let former = history.first(where: {
                        $0.film.id == entry.film.id && $0.kind == .release && $0.subject == entry.subject
                            && $0.until == entry.since && $0.value != entry.value
                    })
                {
                    changes.append(
                        Change(
                            film: entry.film, kind: .moved, service: nil, way: way, date: day,
                            formerDate: APIDate.parse(former.value), since: entry.since))
                }
                if entry.until == nil && entry.value > firstDay && entry.value <= lastDay {
                    changes.append(
                        Change(
                            film: entry.film, kind: .released, service: nil, way: way, date: day, formerDate: nil,
                            since: max(entry.since, day)))
                }
            }
        }
        return changes.sorted { ($0.since, $0.film.title) < ($1.since, $1.film.title) }
    }
}
