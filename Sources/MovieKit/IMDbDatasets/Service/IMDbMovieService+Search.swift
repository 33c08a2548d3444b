extension IMDbMovieService: MovieSearching {
    /// How many candidates a search scores: the films sharing most of the query's grams.
    static let candidatesScored = 150

    /// The films whose title or original title is closest to what was typed, forgiving typos:
    /// ranked by how well they match (``FuzzyTitleMatch``), then by votes; of `search`'s year when
    /// it gives one. Adult films only when the import kept them.
    public func movies(
        matching search: MovieSearch, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        try answer(try films(matching: search, limit: limit))
    }

    /// The films a search finds, best first (see ``movies(matching:limit:unlessMatching:)``).
    public func films(matching search: MovieSearch, limit: Int) throws(MovieServiceError) -> [MovieSummary] {
        let match = FuzzyTitleMatch(search.text)
        let datasets = try datasets()
        let candidates = try datasets.candidates(
            sharing: match.grams, typos: max(1, match.maximumEdits), limit: Self.candidatesScored)
        let scored = try datasets.summaries(of: candidates).compactMap { film -> (MovieSummary, Double)? in
            guard search.year == nil || film.year == search.year,
                let score = match.score(title: film.title, originalTitle: film.originalTitle)
            else { return nil }
            return (film, score)
        }
        return scored.sorted { lhs, rhs in
            (lhs.1, lhs.0.voteCount ?? 0, -lhs.0.id) > (rhs.1, rhs.0.voteCount ?? 0, -rhs.0.id)
        }.prefix(limit).map(\.0)
    }

    public func filmography(
        ofPersonNamed name: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<Filmography> {
        try answer(try datasets().filmography(ofPersonNamed: name))
    }
}
