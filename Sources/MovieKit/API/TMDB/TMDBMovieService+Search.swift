import Foundation

extension TMDBMovieService: MovieSearching {
    /// TMDB finds films by title (`search/movie`) and people by name (`search/person`).
    public var searching: (any MovieSearching)? { self }

    /// The films `search/movie` finds for `search`, in TMDB's order: page 1 (on the condition
    /// that it changed, when validators are given), then the further pages `limit` needs.
    /// The answer's freshness is page 1's.
    public func movies(
        matching search: MovieSearch, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        try await summaries(TMDBDiscoverPage.self, limit: limit, unlessMatching: validators) {
            TMDBEndpoint.searchMovies(search, page: $0, language: $1)
        }
    }

    /// The films of the person `name` means: `search/person` finds them (the one whose name
    /// equals `name` ignoring case and accents, else TMDB's first), then
    /// `person/{id}/movie_credits` (on the condition that it changed, when validators are given)
    /// lists their films. The answer's freshness is the credits'.
    public func filmography(
        ofPersonNamed name: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<Filmography> {
        let search = TMDBEndpoint.searchPeople(named: name, language: settings.language)
        let people = try decode(TMDBPeoplePage.self, from: try await client.body(of: search), asking: search).results
        let wanted = TitleMatch.folded(name)
        guard let person = people.first(where: { TitleMatch.folded($0.name) == wanted }) ?? people.first else {
            throw .notFound("no one named \"\(name)\" on TMDB")
        }
        let others = people.filter { $0.id != person.id }.prefix(5).map { Person(id: $0.id, name: $0.name) }
        let credits = TMDBEndpoint.personCredits(id: person.id, language: settings.language)
        return try await client.revalidation(of: credits, unlessMatching: validators, now: now) {
            body throws(MovieServiceError) -> Filmography in
            let parts = try decode(TMDBPersonCredits.self, from: body, asking: credits).cast
            return Filmography(
                person: Person(id: person.id, name: person.name),
                movies: parts.map { MovieSummary($0.movie, character: $0.character) }, otherPeople: Array(others))
        }
    }
}
