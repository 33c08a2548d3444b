import MovieKit

/// Which film a title means for `show TITLE`: the search's answer (the freshest the policy
/// gives, else the cached one when the source cannot be asked now), read as ``TitleMatch``
/// reads it, the other candidates named on stderr.
struct TitleResolution {
    let service: CachingMovieService
    let console: Console
    let policy: CachePolicy

    /// The films a search looks at to resolve a title: one page.
    static let candidates = 20

    /// The id of the film `search` means.
    /// - Throws: a failure with exit status 66 when nothing is titled so, or the search's own.
    func movieID(titled search: MovieSearch) async throws(CommandFailure) -> Int {
        let found = try await foundMovies(for: search)
        guard let match = TitleMatch(search.text, in: found, year: search.year) else {
            let year = search.year.map { " from \($0)" } ?? ""
            throw CommandFailure("no movie titled \"\(search.text)\"\(year) \(whereLooked)", status: .notFound)
        }
        if !match.others.isEmpty {
            let named = match.others.prefix(3).map { other in
                "\(other.title)\(other.year.map { " (\($0))" } ?? ""), movies show \(other.id)"
            }
            console.note("also: " + named.joined(separator: "; ") + (match.others.count > 3 ? "; …" : ""))
        }
        return match.movie.id
    }

    /// Where a title was looked for, as the error says it.
    private var whereLooked: String {
        let source = service.catalogue.source.displayName
        if service.carriesFilms { return "in \(source)" }
        return policy == .cacheOnly || !service.searchesOnline ? "in the cache of \(source)" : "on \(source)"
    }

    /// The search's last answer; the cached one when asking failed for a reason of the moment.
    private func foundMovies(for search: MovieSearch) async throws(CommandFailure) -> [MovieSummary] {
        var cached: [MovieSummary]?
        var latest: [MovieSummary]?
        for await result in service.searchAnswers(search, limit: Self.candidates) {
            switch result {
            case .success(.cached(let movies, _)): cached = movies
            case .success(.fresh(let movies, _)), .success(.recent(let movies, _)): latest = movies
            case .success(.notCached): break
            case .failure(let error):
                guard let cached, error.allowsCachedAnswer else { throw CommandFailure(error) }
                console.warning(
                    "could not search \(service.catalogue.source.displayName): \(error); using the cached search")
                return cached
            }
        }
        return latest ?? cached ?? []
    }
}
