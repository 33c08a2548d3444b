import Foundation

/// Fetches whole years for the road: both ranked lists of each year, then the details of every
/// movie they name, and when asked their posters, at most `jobs` requests at a time, each answer
/// saved in its own transaction through one shared ``CachingMovieService`` (so one API session,
/// one token refresh). A source whose lists already carry each movie's details (its
/// ``MovieSourceTraits``: TMDB fetches them to fill its lists) is not asked for them again.
///
/// A failure does not stop the others: the year it belongs to (or the poster) is reported, and
/// whatever succeeded stays saved. The source's genres come last, for discover offline.
public struct YearsPrefetch: Sendable {
    private let service: CachingMovieService
    private let jobs: Int
    private let listsCarryDetails: Bool

    /// - Parameter jobs: how many requests (lists or movies) may be under way at once; at least 1.
    public init(service: CachingMovieService, jobs: Int = 4) {
        self.service = service
        self.jobs = max(1, jobs)
        listsCarryDetails = service.traits.listsCarryDetails
    }

    /// Syncs `years`, then, given a `posterSize`, the posters of the films their lists name (where
    /// images are asked once, before them; posters kept are not fetched again); `progress` is
    /// called after each request finishes, from one task at a time, posters counted.
    public func run(
        years: [Int], posterSize: String? = nil, progress: @Sendable (RequestProgress) -> Void = { _ in }
    ) async -> YearsPrefetchReport {
        let lists = years.flatMap { year in MovieList.allCases.map { YearsPrefetchTask.list($0, year: year) } }
        var state = RequestProgress(total: lists.count)
        var failures: [Int: MovieServiceError] = [:]
        var yearsOfMovie: [Int: Set<Int>] = [:]
        var saved = (lists: 0, movies: 0)
        var posters: [YearsPrefetchReport.Film: String] = [:]
        let service = self.service

        await BoundedConcurrency.run(lists, width: jobs) { task in
            await Self.perform(task, with: service)
        } handle: { task, result, queue in
            state.done += 1
            switch (task, result) {
            case (.list(_, let year), .success(let movies)):
                saved.lists += 1
                for movie in movies {
                    let id = movie.id
                    if let path = movie.page?.posterPath { posters[YearsPrefetchReport.Film(movie)] = path }
                    if listsCarryDetails, let reason = movie.incompleteReason {
                        state.failed += 1
                        if failures[year] == nil {
                            failures[year] = .incomplete(
                                "film \(id) (\(movie.name)) came without its details: \(reason)")
                        }
                    } else if yearsOfMovie[id] == nil {
                        if listsCarryDetails {
                            saved.movies += 1
                        } else {
                            queue.append(.movie(id: id))
                            state.total += 1
                        }
                    }
                    yearsOfMovie[id, default: []].insert(year)
                }
            case (.movie, .success):
                saved.movies += 1
            case (.list(_, let year), .failure(let error)):
                state.failed += 1
                if failures[year] == nil { failures[year] = error }
            case (.movie(let id), .failure(let error)):
                state.failed += 1
                for year in yearsOfMovie[id] ?? [] where failures[year] == nil {
                    failures[year] = error
                }
            }
            progress(state)
            return .goOn
        }
        var report = YearsPrefetchReport(years: years, failures: failures, lists: saved.lists, movies: saved.movies)
        if let posterSize, !posters.isEmpty {
            state.total += posters.count
            (report.posters, report.posterFailures) = await syncPosters(
                posters, size: posterSize, state: &state, progress: progress)
        }
        // The source's genres come last, kept a few days, so that `discover --genre` reads names
        // offline; not getting them fails no year (discover says so when it needs them).
        _ = try? await service.finalAnswer(to: .genres)
        return report
    }

    /// Fetches and keeps each film's poster at its path in `paths`, at `size`: how many are kept,
    /// and each that could not be with why.
    private func syncPosters(
        _ paths: [YearsPrefetchReport.Film: String], size: String, state: inout RequestProgress,
        progress: @Sendable (RequestProgress) -> Void
    ) async -> (kept: Int, failures: [YearsPrefetchReport.Film: MovieServiceError]) {
        let posters = paths.sorted { ($0.key.title, $0.key.id) < ($1.key.title, $1.key.id) }
        var failures: [YearsPrefetchReport.Film: MovieServiceError] = [:]
        do throws(MovieServiceError) {
            _ = try await service.finalAnswer(to: .imageConfiguration)
        } catch {
            for (film, _) in posters { failures[film] = error }
            state.done += posters.count
            state.failed += posters.count
            progress(state)
            return (0, failures)
        }
        var kept = 0
        let service = self.service
        await BoundedConcurrency.run(posters, width: jobs) { poster -> Result<Bool, MovieServiceError> in
            do throws(MovieServiceError) {
                return .success(try await service.finalAnswer(to: .poster(at: poster.value, size: size)).value != nil)
            } catch {
                return .failure(error)
            }
        } handle: { poster, result, _ in
            state.done += 1
            switch result {
            case .success(let found): kept += found ? 1 : 0
            case .failure(let error):
                state.failed += 1
                failures[poster.key] = error
            }
            progress(state)
            return .goOn
        }
        return (kept, failures)
    }

    /// Fetches and saves one task's answer; a list returns the movies it names.
    private static func perform(
        _ task: YearsPrefetchTask, with service: CachingMovieService
    ) async -> Result<[any Movie], MovieServiceError> {
        do throws(MovieServiceError) {
            switch task {
            case .list(let list, let year):
                return .success(try await service.refresh(.list(list, year: year)))
            case .movie(let id):
                _ = try await service.refresh(.movie(id: id))
                return .success([])
            }
        } catch {
            return .failure(error)
        }
    }
}
