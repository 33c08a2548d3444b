import Foundation

extension CachingMovieService {
    /// Whether the source finds films and people online; without, ``searchAnswers(_:limit:)``
    /// and ``filmographyAnswers(ofPersonNamed:)`` answer from the cache alone.
    public var searchesOnline: Bool { wrapped.searching != nil }

    /// Whether a title is looked for among the films the source carries (the built-in demo
    /// catalogue's, every one of them), not only among the cached ones.
    public var carriesFilms: Bool { wrapped.searching == nil && wrapped.carriedFilms != nil }

    /// The films `search` finds, at most `limit`, as they come: the cache's answer first (the
    /// saved answer to this search, else the cached movies whose title or cast match, or for a
    /// source that carries its films, those whose title matches), then the
    /// source's, saved as the answer to this search (never over a film's own details). A source
    /// that cannot search is not asked: the cache's answer is the only one.
    public func searchAnswers(_ search: MovieSearch, limit: Int) -> AsyncStream<MovieServiceResult<[MovieSummary]>> {
        let question = searchQuestion(search, limit: limit)
        return answers(endingAfterCache: policy == .cacheOnly || question.fetch == nil) { completion in
            self.answer(question, completion: completion)
        }
    }

    /// The films of the person `name` means, as they come: the cache's answer first (the saved
    /// answer to this name, else the cached casts with that name), then the source's, saved. A
    /// source that cannot search is not asked: the cache's answer is the only one.
    public func filmographyAnswers(ofPersonNamed name: String) -> AsyncStream<MovieServiceResult<Filmography>> {
        let question = filmographyQuestion(ofPersonNamed: name)
        return answers(endingAfterCache: policy == .cacheOnly || question.fetch == nil) { completion in
            self.answer(question, completion: completion)
        }
    }

    func searchQuestion(_ search: MovieSearch, limit: Int) -> CachedQuestion<[MovieSummary]> {
        let database = self.database, catalogue = self.catalogue, now = self.now, wrapped = self.wrapped
        var fetch: (@Sendable (ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>)?
        if let searching = wrapped.searching {
            fetch = { validators async throws(MovieServiceError) in
                try await searching.movies(matching: search, limit: limit, unlessMatching: validators)
            }
        }
        return CachedQuestion(
            asked: .search(search),
            cached: { () throws(CacheError) in
                if let saved = try database.answer(to: search, from: catalogue) {
                    // A search saved for fewer films than now asked for is shown, not trusted whole.
                    let isLongEnough = saved.fetchedSize.map { $0 >= limit } ?? true
                    return CachedAnswer(
                        value: Array(saved.value.prefix(limit)), fetchedAt: saved.fetchedAt, isWhole: isLongEnough)
                }
                // A catalogue the source carries holds every film the cache could: search it whole.
                if wrapped.searching == nil, let carried = wrapped.carriedFilms {
                    let found = carried.filter(search.finds).prefix(limit)
                    return found.isEmpty ? nil : CachedAnswer(value: Array(found), fetchedAt: now(), isWhole: false)
                }
                return try database.cachedMatches(for: search, in: catalogue, limit: limit).map {
                    CachedAnswer(value: $0.value, fetchedAt: $0.fetchedAt, isWhole: false)
                }
            },
            fetch: fetch,
            save: { movies, fetchedAt, freshness throws(CacheError) in
                try database.save(
                    movies, answering: search, from: catalogue, fetchedAt: fetchedAt, fetchedSize: limit,
                    freshness: freshness)
            }
        )
    }

    func filmographyQuestion(ofPersonNamed name: String) -> CachedQuestion<Filmography> {
        let database = self.database, catalogue = self.catalogue
        var fetch: (@Sendable (ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<Filmography>)?
        if let searching = wrapped.searching {
            fetch = { validators async throws(MovieServiceError) in
                try await searching.filmography(ofPersonNamed: name, unlessMatching: validators)
            }
        }
        return CachedQuestion(
            asked: .person(named: name),
            cached: { () throws(CacheError) in
                if let saved = try database.filmography(ofPersonNamed: name, from: catalogue) {
                    return CachedAnswer(value: saved.value, fetchedAt: saved.fetchedAt)
                }
                return try database.cachedFilmography(ofPersonNamed: name, in: catalogue).map {
                    CachedAnswer(value: $0.value, fetchedAt: $0.fetchedAt, isWhole: false)
                }
            },
            fetch: fetch,
            save: { filmography, fetchedAt, freshness throws(CacheError) in
                try database.save(
                    filmography, ofPersonNamed: name, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            }
        )
    }
}
