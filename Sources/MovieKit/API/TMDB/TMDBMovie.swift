import Foundation

/// A TMDB film as the domain sees it, mapped from its details: the title is the name, the
/// release year the year, a revenue of 0 an unknown grossing, the average vote (0 to 10) the
/// rating, and the cast in TMDB's billing order.
public struct TMDBMovie: MovieWithOwnFreshness, Hashable {
    public var id: Int
    public var name: String
    public var originalTitle: String?
    public var releaseDate: Date?
    public var grossing: Int?
    /// The average vote, on TMDB's 0–10 scale.
    public var rating: Double
    public var voteCount: Int?
    /// The cast as TMDB's concrete type, in billing order.
    public var actors: [TMDBCastMember]
    public var overview: String?
    public var runtime: Int?
    public var genres: [String]
    public var genreIDs: [Int] = []
    public var originalLanguage: String?
    public var popularity: Double?
    /// What TMDB said of the film's details response, when it was fetched as one of a list's films.
    var ownFreshness: ResponseFreshness?
    /// Why the film's details are missing, when it is known only from a list's entry.
    public var incompleteReason: String?
    /// Who made it, where to watch it, its poster and links.
    public var page: MoviePage?

    public var cast: [any Actor] { actors }

    /// TMDB's: its average votes run from 0 to 10.
    public var ratingScale: Double { MovieSource.tmdb.described.ratingScale }

    /// The release year; `nil` when the release date is unknown.
    public var year: Int? {
        releaseDate.map(APIDate.year(of:))
    }

    public init(
        id: Int, name: String, releaseDate: Date?, grossing: Int?, rating: Double, actors: [TMDBCastMember],
        overview: String? = nil, runtime: Int? = nil, genres: [String] = [], originalTitle: String? = nil,
        voteCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.originalTitle = originalTitle == name ? nil : originalTitle
        self.voteCount = voteCount
        self.releaseDate = releaseDate
        self.grossing = grossing
        self.rating = rating
        self.actors = actors
        self.overview = overview
        self.runtime = runtime
        self.genres = genres
    }

    /// The film as a list's `entry` names it, when its details could not be fetched (`reason`):
    /// title, release date and rating; the takings and the cast unknown.
    public init(listed entry: TMDBListEntry, incompleteBecause reason: String) {
        self.init(
            id: entry.id, name: entry.title, releaseDate: entry.releaseDate, grossing: nil, rating: entry.voteAverage,
            actors: [], originalTitle: entry.originalTitle, voteCount: entry.voteCount)
        genreIDs = entry.genreIDs
        originalLanguage = entry.originalLanguage
        popularity = entry.popularity
        incompleteReason = reason
    }

    /// The film `details` describe; the cast sorted by `order` (unordered members last, in
    /// TMDB's order); its trailer in `language` when it has one.
    public init(_ details: TMDBMovieDetails, language: String? = nil) {
        let cast = (details.credits?.cast ?? []).enumerated().sorted { lhs, rhs in
            (lhs.element.order ?? .max, lhs.offset) < (rhs.element.order ?? .max, rhs.offset)
        }
        self.init(
            id: details.id, name: details.title, releaseDate: details.releaseDate, grossing: details.revenue,
            rating: details.voteAverage, actors: cast.map(\.element), overview: details.overview,
            runtime: details.runtime, genres: details.genres.map(\.name), originalTitle: details.originalTitle,
            voteCount: details.voteCount)
        genreIDs = details.genres.map(\.id)
        originalLanguage = details.originalLanguage
        popularity = details.popularity
        page = MoviePage(details, language: language)
    }
}
