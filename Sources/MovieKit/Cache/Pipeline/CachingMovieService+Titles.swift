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
    /// ``titleCandidates`` films.
    /// - Throws: the search's failure when no cached search can stand in for it.
    public func film(titled search: MovieSearch) async throws(MovieServiceError) -> TitledFilm {
        let found = try await finalAnswer(to: .search(search, limit: Self.titleCandidates))
        return TitledFilm(
            match: TitleMatch(search.text, in: found.value ?? [], year: search.year), failure: found.failure,
            whereLooked: whereTitlesAreLooked)
    }

    private var whereTitlesAreLooked: String {
        let source = described.name
        guard declared(.search, wrapped.searching) != nil else {
            return wrapped.carriedFilms != nil ? "in \(source)" : "in the cache of \(source)"
        }
        return policy == .cacheOnly ? "in the cache of \(source)" : "on \(source)"
    }
}
