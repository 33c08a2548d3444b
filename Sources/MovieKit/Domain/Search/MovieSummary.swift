import Foundation

/// A film as a search or a person's filmography names it: enough to tell films apart and to ask
/// for the film itself, never its details (takings, cast). A film's details are only ever what
/// its own answer says.
public struct MovieSummary: Sendable, Hashable {
    /// The source's id of the film.
    public var id: Int
    /// The title, in the language asked.
    public var title: String
    /// The title in the film's own language, when it differs from ``title``.
    public var originalTitle: String?
    /// The release date, at midnight UTC; `nil` when unknown.
    public var releaseDate: Date?
    /// The rating on its source's scale.
    public var rating: Double
    /// How many votes the rating is of, when the source says.
    public var voteCount: Int?
    /// The part played, in a person's filmography; `nil` elsewhere or when unknown.
    public var character: String?
    /// The release year: the release date's, else the year alone when the source knows no day
    /// (IMDb's); `nil` when unknown.
    public var year: Int?

    public init(
        id: Int, title: String, originalTitle: String? = nil, releaseDate: Date? = nil, rating: Double,
        voteCount: Int? = nil, character: String? = nil, year: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle == title ? nil : originalTitle
        self.releaseDate = releaseDate
        self.rating = rating
        self.voteCount = voteCount
        self.character = character
        self.year = releaseDate.map(APIDate.year(of:)) ?? year
    }

    /// The film as a movie of the cache names it (its cast and takings left behind).
    public init(_ movie: any Movie) {
        self.init(
            id: movie.id, title: movie.name, originalTitle: movie.originalTitle, releaseDate: movie.releaseDate,
            rating: movie.rating, voteCount: movie.voteCount, year: movie.year)
    }
}

extension MovieSummary {
    /// The rating, or `nil` when no one has rated the film: no votes (a film not released yet),
    /// or a rating of 0 with no count (an IMDb title without a ratings row). Never a made-up 0.
    public var knownRating: Double? { voteCount == 0 || (voteCount == nil && rating == 0) ? nil : rating }
}
