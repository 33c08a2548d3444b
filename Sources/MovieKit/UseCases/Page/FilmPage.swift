/// A film's page: the film as one answer gives it, what your library says of it, IMDb's rating
/// of it where IMDb's datasets are imported, and where to watch it on your services.
/// ``FilmPageAssembly`` makes one of each answer.
public struct FilmPage: Sendable {
    /// The film, as the answer gives it (cached, or the source's).
    public let movie: any Movie
    /// What your library says of it; `nil` when there is no library (or it cannot be read).
    public let yours: YourFilm?
    /// IMDb's rating of it, from the import of IMDb's datasets; `nil` when not imported, or
    /// the film names no IMDb id, or IMDb has no votes for it.
    public let imdbRating: IMDbRating?
    /// Why IMDb's rating is left out, when the import could not be read.
    public let imdbRatingFailure: MovieServiceError?
    /// The country whose ways to watch the page lists.
    public let region: String
    /// Your services, listed first.
    public let services: StreamingServices

    public init(
        movie: any Movie, yours: YourFilm? = nil, imdbRating: IMDbRating? = nil,
        imdbRatingFailure: MovieServiceError? = nil, region: String, services: StreamingServices = .any
    ) {
        self.movie = movie
        self.yours = yours
        self.imdbRating = imdbRating
        self.imdbRatingFailure = imdbRatingFailure
        self.region = region
        self.services = services
    }

    /// Where to watch it in ``region``, your services first; `nil` when its page says nothing of there.
    public var whereToWatch: WhereToWatch? {
        WhereToWatch(movie.page, region: region, services: services)
    }

    /// The poster's file on the source's image host, when it has one.
    public var posterPath: String? { movie.page?.posterPath }
}
