import Foundation

extension CachingMovieService {
    func movieQuestion(id: Int) -> CachedQuestion<any Movie> {
        let database = self.database, wrapped = self.wrapped, catalogue = self.catalogue
        return CachedQuestion(
            asked: .movie(id: id),
            cached: { () throws(CacheError) in
                try database.movie(id: id, from: catalogue).map {
                    CachedAnswer(
                        value: $0.movie as any Movie, fetchedAt: $0.fetchedAt,
                        isWhole: $0.movie.incompleteReason == nil && !$0.movie.hasUnreadablePage)
                }
            },
            fetch: { validators async throws(MovieServiceError) in
                try await wrapped.movie(id: id, unlessMatching: validators)
            },
            save: { movie, fetchedAt, freshness throws(CacheError) in
                try database.saveMovie(movie, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            }
        )
    }

    func listQuestion(_ list: MovieList, year: Int) -> CachedQuestion<[any Movie]> {
        let database = self.database, wrapped = self.wrapped, catalogue = self.catalogue,
            listSize = wrapped.traits.listSize
        return CachedQuestion(
            asked: .list(list, year: year),
            cached: { () throws(CacheError) in
                try database.movies(in: list, year: year, from: catalogue).map { cached in
                    // A list fetched for fewer movies than the service now answers with is not whole,
                    // nor one with a movie whose details are missing.
                    let isLongEnough =
                        switch (cached.fetchedSize, listSize) {
                        case (nil, _): true
                        case (let fetched?, let wanted?): fetched >= wanted
                        case (_?, nil): false
                        }
                    let isWhole = isLongEnough && cached.movies.allSatisfy { $0.incompleteReason == nil }
                    return CachedAnswer(
                        value: cached.movies.map { $0 as any Movie }, fetchedAt: cached.fetchedAt, isWhole: isWhole)
                }
            },
            fetch: { validators async throws(MovieServiceError) in
                try await wrapped.movies(in: list, year: year, unlessMatching: validators)
            },
            save: { movies, fetchedAt, freshness throws(CacheError) in
                try database.saveMovies(
                    movies, in: list, year: year, from: catalogue, fetchedAt: fetchedAt, fetchedSize: listSize,
                    freshness: freshness)
            }
        )
    }
}
