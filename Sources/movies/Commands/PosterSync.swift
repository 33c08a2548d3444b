import MovieKit

/// `sync --posters`: the posters of every movie of the years synced, fetched `jobs` at a time
/// at one size that draws well beside a movie's details, and kept in the cache (within its
/// poster budget). Posters already kept are not fetched again.
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
        return await withTaskGroup(of: Result<Bool, MovieServiceError>.self) { group in
            var next = 0
            var kept = 0, failed = 0
            func start() {
                guard next < movies.count else { return }
                let movie = movies[next]
                next += 1
                group.addTask {
                    do throws(MovieServiceError) {
                        return .success(try await service.poster(of: movie, size: Self.size) != nil)
                    } catch {
                        return .failure(error)
                    }
                }
            }
            for _ in 0..<min(jobs, movies.count) { start() }
            while let result = await group.next() {
                switch result {
                case .success(let found): kept += found ? 1 : 0
                case .failure(let error):
                    failed += 1
                    console.warning("a poster could not be fetched: \(error)")
                }
                start()
            }
            return (kept, failed)
        }
    }
}
