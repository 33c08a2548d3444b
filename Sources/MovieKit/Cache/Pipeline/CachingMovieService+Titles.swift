extension CachingMovieService {
    /// Which film a title means, as `show TITLE` and `poster TITLE` need it.
    public struct TitledFilm: Sendable {
        /// The film the title means, with the others it could have meant; `nil` when none is titled so.
        public let match: TitleMatch?
        /// Why the source's search was not the one read, when the cached search stood in for it.
        public let failure: MovieServiceError?
        /// Where the title was looked for, as a message says it: "in the demo catalogue", "in the
        /// cache of TMDB", "on TMDB".
        public let whereLooked: String
    }

    /// The films a search looks at to resolve a title: one page.
    public static let titleCandidates = 20

    /// Which film `search` means: the search's answer as the policy gives it last (the cached
    /// search when the source cannot be asked now), read as ``TitleMatch`` reads it, among
    /// ``titleCandidates`` films. A source that cannot be reached now (or did not answer in time)
    /// with no cached search to stand in leaves the title found nowhere, the failure said, as the
    /// cache alone would have: a film can still be given by its id.
    /// - Throws: the search's failure when no cached search can stand in for it, but for those.
    public func film(titled search: MovieSearch) async throws(MovieServiceError) -> TitledFilm {
        let found: FinalAnswer<[MovieSummary]>
        do throws(MovieServiceError) {
            found = try await finalAnswer(to: .search(search, limit: Self.titleCandidates))
        } catch  where error.isUnreachable {
            return TitledFilm(match: nil, failure: error, whereLooked: whereTitlesAreLooked(searched: false))
        }
        return TitledFilm(
            match: TitleMatch(search.text, in: found.value ?? [], year: search.year), failure: found.failure,
            whereLooked: whereTitlesAreLooked(searched: found.failure == nil))
    }

    /// The cached films of the catalogue that `search` matches, as a cached search matches them
    /// (their titles' words, then their titles but for a typo), of its year when given: at most
    /// ``titleCandidates``, read from the cache alone, before the source is asked (``TitleLookup``).
    /// None when the source is to be asked first (``CachePolicy/networkOnly``) or the cache cannot say.
    public func cachedFilms(matching search: MovieSearch) -> [MovieSummary] {
        guard policy != .networkOnly else { return [] }
        return (try? database.cachedMatches(for: search, in: catalogue, limit: Self.titleCandidates))?.value ?? []
    }

    /// Where titles are looked for; in the cache alone when the source was not `searched`.
    private func whereTitlesAreLooked(searched: Bool) -> String {
        let source = described.name
        guard declared(.search, wrapped.searching) != nil else {
            return wrapped.carriedFilms != nil ? "in \(source)" : "in the cache of \(source)"
        }
        return policy == .cacheOnly || !searched ? "in the cache of \(source)" : "on \(source)"
    }
}
