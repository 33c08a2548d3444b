import Foundation
import GRDB

/// Your year in film (or any period): the figures of ``FilmStatistics``, counted by SQL over
/// your library, the films' facts in the cache and IMDb's import, read together through one
/// read-only connection (``StatsConnection``). Facts a film lacks can first be fetched through
/// the pipeline (``filmsLackingFacts(_:of:)``, ``fetchFacts(of:with:jobs:progress:)``), each
/// answer saved in the cache as any other. Your library is only ever read.
public struct YearInFilm: Sendable {
    private let library: any LibraryAccess
    private let cacheFile: URL
    private let imdbFile: URL?

    /// - Parameters:
    ///   - library: your library (read only).
    ///   - cacheFile: the cache, which may not exist yet.
    ///   - imdbFile: IMDb's import (``IMDbFolder/datasets``), which may not exist.
    public init(library: any LibraryAccess, cacheFile: URL, imdbFile: URL?) {
        self.library = library
        self.cacheFile = cacheFile
        self.imdbFile = imdbFile
    }

    /// Your year in film in one call: the facts `source`'s films of `period` lack fetched first
    /// through the service `fetchingWith` makes (made only when a film lacks some; `nil` when
    /// offline, to count what is there), then the figures, then the best-rated films' posters
    /// when `posters` asks for them.
    /// - Parameters:
    ///   - jobs: how many films' facts are fetched at once.
    ///   - progress: told after each film fetched.
    /// - Throws: ``YearInFilmError`` when a file cannot be opened or read; what `fetchingWith`
    ///   throws when the service cannot be made.
    public func answer(
        _ period: StatsPeriod, of source: MovieSource, posters: Bool, jobs: Int = 4,
        fetchingWith service: (() throws -> CachingMovieService)?,
        progress: @Sendable (RequestProgress) -> Void = { _ in }
    ) async throws -> YearInFilmAnswer {
        var fetched: RequestProgress?
        if let service {
            let ids = try filmsLackingFacts(period, of: source)
            if !ids.isEmpty { fetched = await fetchFacts(of: ids, with: try service(), jobs: jobs, progress: progress) }
        }
        let figures = try statistics(period)
        let kept = posters ? try self.posters(of: figures.bestRated) : [:]
        return YearInFilmAnswer(statistics: figures, fetched: fetched, posters: kept)
    }

    /// The figures of `period`; all zero when there is no library yet.
    /// - Throws: ``YearInFilmError`` when a file cannot be opened or read.
    public func statistics(_ period: StatsPeriod) throws(YearInFilmError) -> FilmStatistics {
        try reading(period) { db in
            try StatsQueries.figures(db, from: period.bounds?.from, until: period.bounds?.until)
        } ?? FilmStatistics.none(period)
    }

    /// The ids of `source`'s films watched in `period` whose facts the cache lacks (not cached,
    /// cached without their details, or without a part of their page a stats figure reads),
    /// to fetch; none of a source answering from an import, whose facts are there already.
    public func filmsLackingFacts(_ period: StatsPeriod, of source: MovieSource) throws(YearInFilmError) -> [Int] {
        guard !source.described.answersFromImport else { return [] }
        let hasPages = source.described.has(.crew)
        return try reading(period) { db in
            try Int.fetchAll(
                db,
                sql: """
                    SELECT f.sourceId FROM temp.fact JOIN lib.film f ON f.id = fact.filmId
                    LEFT JOIN cache.movie m ON m.key = fact.movieKey
                    WHERE f.source = ? AND f.sourceId IS NOT NULL
                        AND (m.key IS NULL OR m.incomplete IS NOT NULL
                             OR (? AND json_type(fact.page, '$.countries') IS NULL))
                    ORDER BY f.sourceId
                    """, arguments: [source.rawValue, hasPages])
        } ?? []
    }

    /// Fetches (and saves in the cache) the details of each film of `ids` through `service`, at
    /// most `jobs` at once within the service's rate limit; `progress` after each. A film that
    /// cannot be fetched is counted as failed (its facts stay unknown), never stopping the others.
    public func fetchFacts(
        of ids: [Int], with service: CachingMovieService, jobs: Int = 4,
        progress: @Sendable (RequestProgress) -> Void = { _ in }
    ) async -> RequestProgress {
        var state = RequestProgress(total: ids.count)
        await BoundedConcurrency.run(ids, width: jobs) { id -> Bool in
            do throws(MovieServiceError) {
                _ = try await service.refresh(.movie(id: id))
                return true
            } catch {
                return false
            }
        } handle: { _, fetched, _ in
            state.done += 1
            if !fetched { state.failed += 1 }
            progress(state)
            return .goOn
        }
        return state
    }

    /// The posters the cache keeps of `films` (JPEG bytes, by poster path), each at its
    /// smallest size kept; a film whose poster is not kept has none.
    public func posters(of films: [FilmFigure]) throws(YearInFilmError) -> [String: Data] {
        let wanted = films.compactMap { film in film.posterPath.map { (film.source.rawValue, $0) } }
        guard !wanted.isEmpty else { return [:] }
        return try reading(nil) { db in
            var posters: [String: Data] = [:]
            for (source, path) in wanted where posters[path] == nil {
                posters[path] = try Data.fetchOne(
                    db, sql: "SELECT jpeg FROM cache.poster WHERE source = ? AND path = ? ORDER BY bytes LIMIT 1",
                    arguments: [source, path])
            }
            return posters
        } ?? [:]
    }

    /// What `body` reads of the files with `period` gathered (nothing gathered for `nil`);
    /// `nil` when there is no library.
    private func reading<Value>(
        _ period: StatsPeriod?, _ body: (Database) throws -> Value
    ) throws(YearInFilmError) -> Value? {
        let opened: FilmLibrary?
        do {
            opened = try library.openForReading()
        } catch {
            throw .library(error)
        }
        guard let opened, let libraryFile = opened.file else { return nil }
        let cache: URL?
        do {
            cache = try CacheDatabase.openForReading(at: cacheFile).file.flatMap { file in
                FileManager.default.fileExists(atPath: file.path) ? file : nil
            }
        } catch {
            throw .cache(error)
        }
        var imdb: URL?
        if let imdbFile {
            do {
                imdb = try IMDbDatasets.open(at: imdbFile) == nil ? nil : imdbFile
            } catch {
                throw .imdbImport(error)
            }
        }
        do {
            let connection = try StatsConnection(library: libraryFile, cache: cache, imdb: imdb)
            if let period { try connection.gather(period) }
            return try connection.queue.inDatabase(body)
        } catch {
            throw .unreadable(reason: "\(error)")
        }
    }
}

extension FilmStatistics {
    /// The figures of a period with no viewing.
    static func none(_ period: StatsPeriod) -> FilmStatistics {
        let empty = Ranking(most: [], best: [])
        return FilmStatistics(
            from: period.bounds?.from, until: period.bounds?.until, films: 0, viewings: 0, rewatches: 0, minutes: 0,
            byMonth: [], byYear: [], ratings: [:], averageRating: nil, crowdAverage: nil, differenceFromCrowd: nil,
            filmsRatedByBoth: 0, yourAverageOfFilmsRatedByBoth: nil,
            directors: empty, actors: empty, genres: empty, decades: empty, countries: empty, languages: empty,
            longest: [], shortest: [], oldest: [], newest: [], bestRated: [], longestRun: nil,
            weekdays: Array(repeating: 0, count: 7), watchlistOldest: [], unknown: [:])
    }
}
