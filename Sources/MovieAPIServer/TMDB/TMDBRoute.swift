/// A path under `/3/` the TMDB dialect answers, read from its parts: `movie/550` is
/// `.movie("550")`. Ids are kept as the path writes them, perhaps not numbers.
enum TMDBRoute: Equatable {
    /// `authentication`.
    case authentication
    /// `configuration`.
    case configuration
    /// `discover/movie`.
    case discoverMovies
    /// `search/movie`.
    case searchMovies
    /// `search/person`.
    case searchPeople
    /// `movie/{id}`.
    case movie(Substring)
    /// `person/{id}`.
    case person(Substring)
    /// `person/{id}/movie_credits`.
    case personMovieCredits(Substring)

    /// The route of `path` (what follows `/3/`), or `nil` for a path it does not know.
    init?(_ path: Substring) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        switch (parts.count, parts.first ?? "") {
        case (1, "authentication"): self = .authentication
        case (1, "configuration"): self = .configuration
        case (2, "discover") where parts[1] == "movie": self = .discoverMovies
        case (2, "search") where parts[1] == "movie": self = .searchMovies
        case (2, "search") where parts[1] == "person": self = .searchPeople
        case (2, "movie"): self = .movie(parts[1])
        case (2, "person"): self = .person(parts[1])
        case (3, "person") where parts[2] == "movie_credits": self = .personMovieCredits(parts[1])
        default: return nil
        }
    }
}
