/// A question ``CachingMovieService/answers(to:)`` answers, typed by its answer: a film, a year's
/// list, a search, a person's films, where images are, a poster.
///
/// Every kind goes the same way: the cache first, then whoever answers that kind for the
/// source (``RevalidatingMovieService`` declares what it answers), saved or renewed once, and
/// answered again. A kind the source does not answer (the demo catalogue has no search) is
/// answered by the cache alone, in the same shape.
public struct Question<Value: Sendable>: Sendable {
    /// The steps that answer it, for the service asked.
    let steps: @Sendable (CachingMovieService) throws(MovieServiceError) -> CachedQuestion<Value>
}

extension Question where Value == any Movie {
    /// One movie, by its source's id.
    public static func movie(id: Int) -> Question {
        Question { $0.movieQuestion(id: id) }
    }
}

extension Question where Value == [any Movie] {
    /// One of a year's ranked lists, in the source's order.
    /// - Throws (delivered): ``MovieServiceError/notAnswered(_:)`` for a list ranked by what the
    ///   source's films do not say (IMDb's datasets have no takings).
    public static func list(_ list: MovieList, year: Int) -> Question {
        Question { service throws(MovieServiceError) in try service.listQuestion(list, year: year) }
    }
}

extension Question where Value == [MovieSummary] {
    /// The films `search` finds, at most `limit`: the saved answer to this search (else the cached
    /// films whose title or cast match) first, then the source's search; for a source without
    /// one, the cached films whose title or cast match (else those it carries by title), once.
    /// Typos are forgiven: too few films matching every word are followed by those whose title
    /// comes close (``FuzzyTitleMatch``), and a search the source finds nothing for shows those
    /// of the cache.
    public static func search(_ search: MovieSearch, limit: Int) -> Question {
        Question { $0.searchQuestion(search, limit: limit) }
    }
}

extension Question where Value == Filmography {
    /// The films of the person `name` means, newest first: the saved answer (else the cached
    /// casts with that name) first, then the source's; for a source without a search, the cached
    /// casts alone, once (a filmography with no films when no one cached has that name).
    public static func person(named name: String) -> Question {
        Question { $0.filmographyQuestion(ofPersonNamed: name) }
    }
}

extension Question where Value == ImageConfiguration {
    /// Where the source's images are and in which sizes: kept while the API's max age (else a
    /// few days) lasts, whatever the policy.
    public static var imageConfiguration: Question {
        Question { $0.imageConfigurationQuestion() }
    }
}

extension Question where Value == Poster {
    /// The poster at `path` (a film's ``MoviePage/posterPath``), at least `width` pixels wide (the
    /// smallest size that covers it, or a wider one kept), or exactly in `size` when given by
    /// name. A kept poster is the only answer, whatever the policy: it never changes at its path.
    public static func poster(at path: String, width: Int? = nil, size: String? = nil) -> Question {
        Question { service throws(MovieServiceError) in try service.posterQuestion(at: path, width: width, size: size) }
    }
}
