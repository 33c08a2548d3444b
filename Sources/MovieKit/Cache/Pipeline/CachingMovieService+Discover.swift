import Foundation

extension Question where Value == DiscoveredFilms {
    /// The films `query` selects, at most `limit`: the saved answer to this query (else the cached
    /// films it selects, saying how many were looked through) first, then the source's; for a
    /// source that does not discover, the cached films it selects, once.
    public static func discover(_ query: DiscoverQuery, limit: Int) -> Question {
        Question { $0.discoverQuestion(query, limit: limit) }
    }
}

extension Question where Value == [Genre] {
    /// The source's genres, each name once (in the language asked, and in English): kept while
    /// the API's max age (else a few days) lasts, whatever the policy.
    /// - Throws (delivered): ``MovieServiceError/notAnswered(_:)`` for a source that names none.
    public static var genres: Question {
        Question { service throws(MovieServiceError) in try service.genresQuestion() }
    }
}

extension Question where Value == [WatchProvider] {
    /// The providers the source's films can be watched on in `region`: kept while the API's max
    /// age (else a few days) lasts, whatever the policy. None for a source without.
    public static func watchProviders(in region: String) -> Question {
        Question { $0.watchProvidersQuestion(in: region) }
    }
}

extension CachingMovieService {
    /// `request` with its genres and providers resolved to the source's: names matched in any
    /// case and accents against its genres (in the language asked and in English) and against
    /// its providers in the region asked (as last fetched, else fetched now; offline, those the
    /// cached films stream on). Ranking by rating gets ``DiscoverRequest/ratingVoteFloor`` unless
    /// a floor is asked, on a source whose films have votes.
    /// - Throws: ``DiscoverRequestError`` naming a filter or an order the source's films cannot
    ///   be filtered or ranked by (its description says what they say), a name that is none of
    ///   the source's, or why the names could not be learnt.
    public func discoverQuery(for request: DiscoverRequest) async throws(DiscoverRequestError) -> DiscoverQuery {
        let filters = described.discoverFilters
        let missing = request.filters.subtracting(filters).sorted()
        guard missing.isEmpty else { throw .filtersNotApplied(missing, source: catalogue.source) }
        guard described.has(request.order.requiredFacts) else {
            throw .orderNotApplied(request.order, source: catalogue.source)
        }
        let region = request.region.uppercased()
        var genres: [Genre] = []
        if !request.genres.isEmpty {
            let known = try await names(of: .genres)
            for name in request.genres {
                guard let genre = genre(named: name, among: known) else {
                    throw .unknownGenre(
                        name, known: Self.alphabetical(known.map(\.name)),
                        closest: closestGenres(to: name, among: known))
                }
                if !genres.contains(where: { $0.id == genre.id }) { genres.append(genre) }
            }
        }
        var providers: [WatchProvider] = []
        if !request.providers.isEmpty {
            var known = try await names(of: .watchProviders(in: region))
            if known.isEmpty {
                // Offline with the list never fetched: the providers the cached films name.
                known = cachedProviderNames(in: region).map { WatchProvider(id: 0, name: $0) }
            }
            for name in request.providers {
                guard let provider = known.first(where: { TitleMatch.folded($0.name) == TitleMatch.folded(name) })
                else {
                    let names = known.map(\.name)
                    throw .unknownProvider(
                        name, region: region, known: Self.alphabetical(names),
                        closest: ClosestNames(to: name).among(names))
                }
                if !providers.contains(provider) { providers.append(provider) }
            }
        }
        var minimumVotes = request.minimumVotes
        if request.order == .rating, minimumVotes == nil, filters.contains(.votes) {
            minimumVotes = DiscoverRequest.ratingVoteFloor
        }
        return DiscoverQuery(
            genres: genres, years: request.years, minimumRating: request.minimumRating, minimumVotes: minimumVotes,
            runtime: request.runtime, originalLanguage: request.originalLanguage, providers: providers,
            region: region, order: request.order)
    }

    /// The names `question` answers with, as the policy gives them (an empty list when none is
    /// known offline).
    private func names<Name: Sendable>(of question: Question<[Name]>) async throws(DiscoverRequestError) -> [Name] {
        do throws(MovieServiceError) {
            return try await finalAnswer(to: question).value ?? []
        } catch .notCached {
            return []
        } catch {
            throw .namesUnknown(error)
        }
    }

    /// The genre of `known` called `name`, or called so by another source (``GenreNames``).
    private func genre(named name: String, among known: [Genre]) -> Genre? {
        for wanted in [name] + described.genreNames(for: name) {
            if let genre = known.first(where: { TitleMatch.folded($0.name) == TitleMatch.folded(wanted) }) {
                return genre
            }
        }
        return nil
    }

    /// The genres of `known` a mistyped `name` may mean, by their names or other sources' names
    /// for them, best first.
    private func closestGenres(to name: String, among known: [Genre]) -> [String] {
        let others = described.otherGenreNames.filter { other in
            known.contains { TitleMatch.folded($0.name) == TitleMatch.folded(other.own) }
        }
        let close = ClosestNames(to: name).among(known.map(\.name) + others.map(\.other), limit: .max)
        var names: [String] = []
        for found in close {
            let own = others.first { $0.other == found }?.own ?? found
            if !names.contains(where: { TitleMatch.folded($0) == TitleMatch.folded(own) }) { names.append(own) }
        }
        return Array(names.prefix(3))
    }

    /// The names of the providers the cached films of the source stream on in `region`; none
    /// when the cache cannot be read.
    private func cachedProviderNames(in region: String) -> [String] {
        (try? database.providerNames(in: region, of: catalogue)) ?? []
    }

    /// Whether the names of `services` are among those of the providers the source streams on
    /// in `region`: its list as last fetched, else fetched now (as the policy allows); when it
    /// gives none (offline, unreachable, no credential), those the cached films stream on there.
    public func check(_ services: StreamingServices, in region: String) async -> StreamingServicesCheck {
        let region = region.uppercased()
        var known: [String] = []
        do throws(MovieServiceError) {
            known = try await finalAnswer(to: .watchProviders(in: region)).value?.map(\.name) ?? []
        } catch {
            known = []
        }
        if known.isEmpty { known = cachedProviderNames(in: region) }
        return StreamingServicesCheck(services, among: known, region: region)
    }

    /// `names` each once (ignoring case and accents), in alphabetical order.
    private static func alphabetical(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert(TitleMatch.folded($0)).inserted }.sorted {
            let (left, right) = (TitleMatch.folded($0), TitleMatch.folded($1))
            return left != right ? left < right : $0 < $1
        }
    }

    func discoverQuestion(_ query: DiscoverQuery, limit: Int) -> CachedQuestion<DiscoveredFilms> {
        let database = self.database, catalogue = self.catalogue
        let cachedFilms: @Sendable () throws(CacheError) -> CachedListing<DiscoveredFilms>? = {
            try database.discovered(by: query, in: catalogue, limit: limit)
        }
        guard let discovering = declared(.discover, wrapped.discovering) else {
            let wrapped = self.wrapped
            return .answeredByTheCache(.discover(query)) { () throws(MovieServiceError) in
                let cached = try Self.reading { () throws(CacheError) in try cachedFilms()?.value }
                if let cached, !cached.films.isEmpty { return cached }
                // With none cached, the films the source carries (read only then, as for a search).
                guard let carried = wrapped.carriedFilms else {
                    return cached ?? DiscoveredFilms(films: [], cachedFilmsSearched: 0)
                }
                return DiscoveredFilms(
                    films: Array(
                        query.select(carried, ratingScale: catalogue.source.described.ratingScale).prefix(limit)))
            }
        }
        return CachedQuestion(
            asked: .discover(query),
            cached: { () throws(CacheError) in
                if let saved = try database.listing(answering: .discover(query), from: catalogue) {
                    return CachedAnswer(saved: saved, limit: limit).map { DiscoveredFilms(films: $0) }
                }
                return try cachedFilms().map(CachedAnswer.init(assembled:))
            },
            answerer: .source { validators async throws(MovieServiceError) in
                switch try await discovering.movies(discovering: query, limit: limit, unlessMatching: validators) {
                case .modified(let films, let fetchedAt, let freshness):
                    .modified(DiscoveredFilms(films: films), fetchedAt: fetchedAt, freshness: freshness)
                case .notModified(let fetchedAt, let freshness):
                    .notModified(fetchedAt: fetchedAt, freshness: freshness)
                }
            },
            save: { discovered, fetchedAt, freshness throws(CacheError) in
                try database.saveListing(
                    discovered.films, answering: .discover(query), from: catalogue, fetchedAt: fetchedAt,
                    fetchedSize: limit, freshness: freshness)
            }
        )
    }

    func genresQuestion() throws(MovieServiceError) -> CachedQuestion<[Genre]> {
        let database = self.database, catalogue = self.catalogue
        let naming = try required(.genres, wrapped.namingGenres, lacking: .genres)
        return CachedQuestion(
            asked: .genres,
            cached: { () throws(CacheError) in
                try database.genres(of: catalogue).map { CachedAnswer(value: $0.genres, fetchedAt: $0.fetchedAt) }
            },
            answerer: .source { validators async throws(MovieServiceError) in
                try await naming.genres(unlessMatching: validators)
            },
            save: { genres, fetchedAt, freshness throws(CacheError) in
                try database.save(genres, of: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            },
            lifetime: .apiMaxAge(orElse: Self.sourceFactsLifetime))
    }

    func watchProvidersQuestion(in region: String) -> CachedQuestion<[WatchProvider]> {
        let database = self.database, catalogue = self.catalogue
        guard let fetching = declared(.watchProviders, wrapped.watchProviders) else {
            return .answeredByTheCache(.watchProviders(region: region)) { [] }
        }
        return CachedQuestion(
            asked: .watchProviders(region: region),
            cached: { () throws(CacheError) in
                try database.watchProviders(in: region, of: catalogue).map {
                    CachedAnswer(value: $0.providers, fetchedAt: $0.fetchedAt)
                }
            },
            answerer: .source { validators async throws(MovieServiceError) in
                try await fetching.watchProviders(in: region, unlessMatching: validators)
            },
            save: { providers, fetchedAt, freshness throws(CacheError) in
                try database.save(providers, in: region, of: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            },
            lifetime: .apiMaxAge(orElse: Self.sourceFactsLifetime))
    }
}
