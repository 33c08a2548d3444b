import Foundation

/// A movie of the catalogue, as every source, the API and the cache describe it.
///
/// What a source does not know is `nil` (or empty), never a made-up value: TMDB leaves some
/// release dates and box-office takings unknown, and the demo API has no overview, runtime or
/// genres.
public protocol Movie: Sendable {
    /// The source's identifier of the movie; positive, and unique within its source only.
    var id: Int { get }
    /// The title, in the language asked.
    var name: String { get }
    /// The title in the film's own language, when the source knows it and it differs from
    /// ``name``.
    var originalTitle: String? { get }
    /// The year the movie was released (the year whose lists it belongs to); `nil` when the
    /// source does not know it.
    var year: Int? { get }
    /// The release date, at midnight UTC of the release day; `nil` when unknown.
    var releaseDate: Date? { get }
    /// Box-office takings in US dollars; `nil` when unknown.
    var grossing: Int? { get }
    /// The rating on its source's scale, from 0 to ``ratingScale``.
    var rating: Double { get }
    /// The highest rating its source gives (``MovieSourceDescription/ratingScale``: 100 for the demo
    /// catalogue, 10 for TMDB), so that an answer says how to read its own rating.
    var ratingScale: Double { get }
    /// How many votes ``rating`` is of, when the source says.
    var voteCount: Int? { get }
    /// The cast, in billing order.
    var cast: [any Actor] { get }
    /// A short summary of the plot, when the source has one.
    var overview: String? { get }
    /// The running time in minutes, when known.
    var runtime: Int? { get }
    /// The genres, as the source names them; empty when it names none.
    var genres: [String] { get }
    /// The source's ids of ``genres`` (TMDB's, the same in every language), what discover filters
    /// by; empty when the source has none, or when not read back (a cached movie's are in the cache).
    var genreIDs: [Int] { get }
    /// The ISO 639-1 code of the language it was made in (`fr`), when the source says.
    var originalLanguage: String? { get }
    /// How popular the source reckons it today (TMDB's `popularity`), when it says.
    var popularity: Double? { get }
    /// Why the movie is known only from a list that named it (its details could not be fetched:
    /// the takings, the cast and the rest are unknown); `nil` for a movie known in full. Such a
    /// movie is asked for again at the next chance.
    var incompleteReason: String? { get }
    /// Who made it, where to watch it, its poster and links, when the source knows them; `nil`
    /// for a source without (the demo catalogue's).
    var page: MoviePage? { get }
}

extension Movie {
    /// The rating, or `nil` when no one has rated the film: no votes (a film not released yet),
    /// or a rating of 0 with no count (an IMDb title without a ratings row). Never a made-up 0.
    public var knownRating: Double? { voteCount == 0 || (voteCount == nil && rating == 0) ? nil : rating }
}

extension Movie {
    public var originalTitle: String? { nil }
    public var voteCount: Int? { nil }
    public var overview: String? { nil }
    public var runtime: Int? { nil }
    public var genres: [String] { [] }
    public var genreIDs: [Int] { [] }
    public var originalLanguage: String? { nil }
    public var popularity: Double? { nil }
    public var incompleteReason: String? { nil }
    public var page: MoviePage? { nil }
}
