import Foundation

/// Each kind of ``Question`` as the steps of the pipeline: how its cached answer is read, who
/// answers it past the cache, how a new answer is saved.
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
            answerer: .source { validators async throws(MovieServiceError) in
                try await wrapped.movie(id: id, unlessMatching: validators)
            },
            save: { movie, fetchedAt, freshness throws(CacheError) in
                try database.saveMovie(movie, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            }
        )
    }

    func listQuestion(_ list: MovieList, year: Int) throws(MovieServiceError) -> CachedQuestion<[any Movie]> {
        guard described.has(list.requiredFacts) else { throw .notAnswered(described.saying(.list(list))) }
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
            answerer: .source { validators async throws(MovieServiceError) in
                try await wrapped.movies(in: list, year: year, unlessMatching: validators)
            },
            save: { movies, fetchedAt, freshness throws(CacheError) in
                try database.saveMovies(
                    movies, in: list, year: year, from: catalogue, fetchedAt: fetchedAt, fetchedSize: listSize,
                    freshness: freshness)
            }
        )
    }

    func searchQuestion(_ search: MovieSearch, limit: Int) -> CachedQuestion<[MovieSummary]> {
        let database = self.database, catalogue = self.catalogue
        guard let searching = declared(.search, wrapped.searching) else {
            let wrapped = self.wrapped
            return .answeredByTheCache(.search(search)) { () throws(MovieServiceError) in
                let cached = try Self.reading { () throws(CacheError) in
                    try database.cachedMatches(for: search, in: catalogue, limit: limit)?.value ?? []
                }
                // With none cached, the films the source carries are found by title (read only then:
                // the built-in catalogue is decoded to be read).
                guard cached.isEmpty, let carried = wrapped.carriedFilms else { return cached }
                return search.matches(among: carried, limit: limit)
            }
        }
        var steps = listingQuestion(
            .search(search), limit: limit,
            assembled: { () throws(CacheError) in try database.cachedMatches(for: search, in: catalogue, limit: limit)
            },
            answer: { validators async throws(MovieServiceError) in
                try await searching.movies(matching: search, limit: limit, unlessMatching: validators)
            })
        // A source's search finds nothing for a typo: the cached films whose titles come close
        // are shown rather than nothing (the source's answer is saved as it is).
        steps.delivered = { movies throws(CacheError) in
            guard movies.isEmpty else { return movies }
            return try database.cachedMatches(for: search, in: catalogue, limit: limit)?.value ?? []
        }
        return steps
    }

    func filmographyQuestion(ofPersonNamed name: String) -> CachedQuestion<Filmography> {
        let database = self.database, catalogue = self.catalogue
        guard let searching = declared(.search, wrapped.searching) else {
            return .answeredByTheCache(.person(named: name)) { () throws(MovieServiceError) in
                try Self.reading { () throws(CacheError) in
                    try database.cachedFilmography(ofPersonNamed: name, in: catalogue)?.value
                        ?? Filmography(person: Person(id: nil, name: name), movies: [])
                }
            }
        }
        return CachedQuestion(
            asked: .person(named: name),
            cached: { () throws(CacheError) in
                if let saved = try database.filmography(ofPersonNamed: name, from: catalogue) {
                    return CachedAnswer(saved: saved)
                }
                return try database.cachedFilmography(ofPersonNamed: name, in: catalogue)
                    .map(CachedAnswer.init(assembled:))
            },
            answerer: .source { validators async throws(MovieServiceError) in
                // A cached person the name means with a typo ("jenifer lawrence") is asked for by
                // their own name: the source's search may forgive no typo.
                let asked = (try? database.actorName(forgivingTyposIn: name, in: catalogue)) ?? name
                return try await searching.filmography(ofPersonNamed: asked, unlessMatching: validators)
            },
            save: { filmography, fetchedAt, freshness throws(CacheError) in
                try database.save(
                    filmography, ofPersonNamed: name, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            }
        )
    }

    func imageConfigurationQuestion() -> CachedQuestion<ImageConfiguration> {
        let database = self.database, catalogue = self.catalogue
        return CachedQuestion(
            asked: .imageConfiguration,
            cached: { () throws(CacheError) in
                try database.imageConfiguration(from: catalogue).map {
                    CachedAnswer(value: $0.configuration, fetchedAt: $0.fetchedAt)
                }
            },
            answerer: declared(.posters, wrapped.posters).map { posters in
                .source { validators async throws(MovieServiceError) in
                    try await posters.imageConfiguration(unlessMatching: validators)
                }
            } ?? .none,
            save: { configuration, fetchedAt, freshness throws(CacheError) in
                try database.save(configuration, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            },
            lifetime: .apiMaxAge(orElse: Self.sourceFactsLifetime))
    }

    /// The poster's size is chosen among the sizes the cache knows the source serves (else the
    /// usual ones); a size asked by name is that size, and for a width a wider one kept does too.
    func posterQuestion(at path: String, width: Int?, size: String?) throws(MovieServiceError) -> CachedQuestion<Poster>
    {
        let database = self.database, catalogue = self.catalogue, now = self.now
        let known = try Self.reading { () throws(CacheError) in try database.imageConfiguration(from: catalogue) }
        let sizes = known?.configuration.posterSizes ?? Self.usualPosterSizes
        let wanted = size ?? ImageConfiguration.posterSize(covering: width ?? 342, among: sizes)
        return CachedQuestion(
            asked: .poster(path: path, size: wanted),
            cached: { () throws(CacheError) in
                guard
                    let (poster, shownAt) = try database.poster(
                        at: path, size: wanted, of: catalogue.source, exactly: size != nil)
                else { return nil }
                // Which posters leave the cache first is decided by when each was last shown, to the day.
                let today = now()
                if abs(today.timeIntervalSince(shownAt)) >= Self.posterShownResolution {
                    try? database.touch(poster, of: catalogue.source, at: today)
                }
                return CachedAnswer(value: poster, fetchedAt: shownAt)
            },
            answerer: declared(.posters, wrapped.posters).map { posters in
                .source { _ async throws(MovieServiceError) in
                    guard let configuration = try await self.finalAnswer(to: .imageConfiguration).value else {
                        throw .notFound("where \(catalogue.source.described.name) keeps its posters is not known")
                    }
                    do throws(MovieServiceError) {
                        let poster = try await posters.poster(at: path, size: wanted, configuration: configuration)
                        return .modified(poster, fetchedAt: now(), freshness: .unknown)
                    } catch {
                        throw .imageHost(error)
                    }
                }
            } ?? .none,
            save: { poster, fetchedAt, _ throws(CacheError) in
                try database.save(poster, of: catalogue.source, fetchedAt: fetchedAt)
            },
            lifetime: .forever)
    }

    /// What `read` returns, a cache that cannot be read failing as the pipeline fails.
    static func reading<Value>(_ read: () throws(CacheError) -> Value) throws(MovieServiceError) -> Value {
        do throws(CacheError) {
            return try read()
        } catch {
            throw .cache(error.description)
        }
    }
}
