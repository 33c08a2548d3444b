import MovieKit

/// `sync --posters`: the posters of every movie of the years synced, fetched `jobs` at a time
/// at one size that draws well beside a movie's details, and kept in the cache (within its
/// poster budget). Where images are is asked once, before them all; posters already kept are
/// not fetched again.
struct PosterSync {
    /// The size fetched: what a poster beside `show`'s details needs on most terminals.
    static let size = "w342"

    let service: CachingMovieService
    let jobs: Int
    let console: Console

    /// Fetches the posters of the movies of `years`' cached lists; how many are kept, and how
    /// many could not be fetched (each a warning).
    func run(years: [Int]) async -> (posters: Int, failed: Int) {
        var movies: [any Movie] = []
        var seen = Set<Int>()
        for year in years {
            for list in MovieList.allCases {
                let cached = try? service.database.movies(in: list, year: year, from: service.catalogue)
                for movie in cached?.movies ?? [] where movie.page?.posterPath != nil && seen.insert(movie.id).inserted
                {
                    movies.append(movie)
                }
            }
        }
        let service = self.service
        do throws(MovieServiceError) {
            try await service.prepareForPosters()
        } catch {
            console.warning(
                "no poster could be fetched: where \(service.catalogue.source.displayName) keeps images: \(error)")
            return (0, movies.count)
        }
        var kept = 0, failed = 0
        await BoundedConcurrency.run(
            movies, width: jobs,
            perform: { movie -> Result<Bool, MovieServiceError> in
                do throws(MovieServiceError) {
                    return .success(try await service.poster(of: movie, size: Self.size) != nil)
                } catch {
                    return .failure(error)
                }
            },
            handle: { _, result, _ in
                switch result {
                case .success(let found): kept += found ? 1 : 0
                case .failure(let error):
                    failed += 1
                    console.warning("a poster could not be fetched: \(error)")
                }
                return .goOn
            })
        return (kept, failed)
    }
}
