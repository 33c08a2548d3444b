extension CachingMovieService {
    /// Films a search matches in another catalogue than this one: which, and how many.
    public struct MatchesElsewhere: Sendable, Equatable {
        public let catalogue: Catalogue
        public let films: Int
    }

    /// The ranked lists the cache holds of the catalogue, by year then list, as a question with
    /// no answer may point to instead; none when the cache cannot say.
    public func cachedLists() -> [CachedListSummary] {
        (try? database.cachedLists(of: catalogue)) ?? []
    }

    /// The names of the catalogue's genres the cache holds (as last fetched, in the language
    /// asked), read alone, as a shell's completion offers them; none when the cache cannot say.
    public func cachedGenreNames() -> [String] {
        ((try? database.genres(of: catalogue))?.genres ?? []).map(\.name)
    }

    /// The other catalogues (another source, or this one from another origin or in another
    /// language) that hold an answer to `search` or cached films it matches (as a cached search
    /// matches them), with how many films (at most `limit`), as a search that found nothing may
    /// point to; none when the cache cannot say.
    public func cachedMatchesElsewhere(for search: MovieSearch, limit: Int = 20) -> [MatchesElsewhere] {
        guard let others = try? database.otherCatalogues(than: catalogue) else { return [] }
        return others.compactMap { other in
            let answered = (try? database.answer(to: search, from: other))?.value.count ?? 0
            let matched = (try? database.cachedMatches(for: search, in: other, limit: limit))?.value.count ?? 0
            let films = min(limit, max(answered, matched))
            return films > 0 ? MatchesElsewhere(catalogue: other, films: films) : nil
        }
    }

    /// The cached films of the catalogue whose titles come closest to `search`'s text
    /// (``ClosestTitles``), as a search that found nothing suggests; none when the cache cannot say.
    public func filmsTitledClosest(to search: MovieSearch, limit: Int = 3) -> [MovieSummary] {
        (try? database.moviesTitledClosest(to: search.text, in: catalogue, limit: limit)) ?? []
    }
}
