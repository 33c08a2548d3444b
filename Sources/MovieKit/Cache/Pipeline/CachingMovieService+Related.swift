import Foundation

extension Question where Value == [MovieSummary] {
    /// The films like film `id`, at most `limit`: the saved answer (else the cached films that
    /// share the most genres with it) first, then the source's recommendations, saved.
    /// - Throws (delivered): ``MovieServiceError/notAnswered(_:)`` for a source that recommends none.
    public static func similar(toMovie id: Int, limit: Int) -> Question {
        Question { service throws(MovieServiceError) in try service.similarQuestion(toMovie: id, limit: limit) }
    }
}

extension Question where Value == CollectionFilms {
    /// The films of collection `id`, in release order: the saved answer (else the cached films
    /// whose pages name it) first, then the source's, saved.
    /// - Throws (delivered): ``MovieServiceError/notAnswered(_:)`` for a source without collections.
    public static func collection(id: Int) -> Question {
        Question { service throws(MovieServiceError) in try service.collectionQuestion(id: id) }
    }
}

extension CachingMovieService {
    /// The collection `name` means among those the cache knows: the one whose name equals it
    /// ignoring case and accents, with or without "Collection"; `nil` when none does.
    public func knownCollection(named name: String) -> MovieCollection? {
        let known = (try? database.knownCollections(in: catalogue)) ?? []
        let wanted = Self.collectionName(name)
        return known.first { Self.collectionName($0.name) == wanted }
    }

    /// `name` folded, without a last word "collection".
    private static func collectionName(_ name: String) -> String {
        let folded = TitleMatch.folded(name)
        return folded.hasSuffix(" collection") ? String(folded.dropLast(" collection".count)) : folded
    }

    func similarQuestion(toMovie id: Int, limit: Int) throws(MovieServiceError) -> CachedQuestion<[MovieSummary]> {
        let database = self.database, catalogue = self.catalogue
        let recommending = try required(.recommendations, wrapped.recommending, lacking: .recommendations)
        return listingQuestion(
            .similar(toMovie: id), limit: limit,
            assembled: { () throws(CacheError) in
                try database.filmsSharingGenres(withMovie: id, in: catalogue, limit: limit)
            },
            answer: { validators async throws(MovieServiceError) in
                try await recommending.recommendations(forMovie: id, limit: limit, unlessMatching: validators)
            })
    }

    func collectionQuestion(id: Int) throws(MovieServiceError) -> CachedQuestion<CollectionFilms> {
        let database = self.database, catalogue = self.catalogue
        let collections = try required(.collections, wrapped.collections, lacking: .collections)
        return CachedQuestion(
            asked: .collection(id: id),
            cached: { () throws(CacheError) in
                if let saved = try database.collection(id: id, from: catalogue) {
                    return CachedAnswer(saved: saved)
                }
                return try database.cachedCollection(id: id, in: catalogue).map(CachedAnswer.init(assembled:))
            },
            answerer: .source { validators async throws(MovieServiceError) in
                try await collections.collection(id: id, unlessMatching: validators)
            },
            save: { films, fetchedAt, freshness throws(CacheError) in
                try database.save(films, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            }
        )
    }
}
