/// A path under `/3/` the TMDB dialect answers, read from its parts: `movie/550` is
/// `.movie("550")`, `trending/movie/week` is `.trendingMovies(.week)`. Ids are kept as the path
/// writes them, perhaps not numbers.
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
    /// `genre/movie/list`.
    case movieGenres
    /// `watch/providers/movie`.
    case movieWatchProviders
    /// `trending/movie/day`, `trending/movie/week`.
    case trendingMovies(TMDBTrendWindow)
    /// `movie/popular`.
    case popularMovies
    /// `movie/now_playing`.
    case nowPlayingMovies
    /// `movie/upcoming`.
    case upcomingMovies
    /// `movie/{id}`.
    case movie(Substring)
    /// `movie/{id}/recommendations`.
    case movieRecommendations(Substring)
    /// `movie/{id}/similar`.
    case similarMovies(Substring)
    /// `collection/{id}`.
    case collection(Substring)
    /// `person/{id}`.
    case person(Substring)
    /// `person/{id}/movie_credits`.
    case personMovieCredits(Substring)
    /// `find/{external_id}`: what has that id in another database (`external_source`).
    case find(Substring)

    /// The route of `path` (what follows `/3/`), or `nil` for a path it does not know.
    init?(_ path: Substring) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: self.init(one: parts[0])
        case 2: self.init(parts[0], parts[1])
        case 3: self.init(parts[0], parts[1], parts[2])
        default: return nil
        }
    }

    private init?(one part: Substring) {
        switch part {
        case "authentication": self = .authentication
        case "configuration": self = .configuration
        default: return nil
        }
    }

    private init?(_ first: Substring, _ second: Substring) {
        switch (first, second) {
        case ("discover", "movie"): self = .discoverMovies
        case ("search", "movie"): self = .searchMovies
        case ("search", "person"): self = .searchPeople
        case ("movie", "popular"): self = .popularMovies
        case ("movie", "now_playing"): self = .nowPlayingMovies
        case ("movie", "upcoming"): self = .upcomingMovies
        case ("movie", _): self = .movie(second)
        case ("collection", _): self = .collection(second)
        case ("person", _): self = .person(second)
        case ("find", _):
            guard !second.isEmpty else { return nil }
            self = .find(second)
        default: return nil
        }
    }

    private init?(_ first: Substring, _ second: Substring, _ third: Substring) {
        switch (first, second, third) {
        case ("genre", "movie", "list"): self = .movieGenres
        case ("watch", "providers", "movie"): self = .movieWatchProviders
        case ("trending", "movie", _):
            guard let window = TMDBTrendWindow(rawValue: String(third)) else { return nil }
            self = .trendingMovies(window)
        case ("movie", _, "recommendations"): self = .movieRecommendations(second)
        case ("movie", _, "similar"): self = .similarMovies(second)
        case ("person", _, "movie_credits"): self = .personMovieCredits(second)
        default: return nil
        }
    }
}
