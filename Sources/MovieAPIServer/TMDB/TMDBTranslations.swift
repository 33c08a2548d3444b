/// A film's title and overview in one language, as a `translations/<language>.json` file holds
/// them; either may be left out (or empty), and the film's own text stands for it.
public struct TMDBTranslation: Codable, Sendable, Equatable {
    public var title: String?
    public var overview: String?

    public init(title: String?, overview: String?) {
        self.title = title
        self.overview = overview
    }

    /// `movie` with this title and overview in place of its own; nothing else changes.
    func localizing(_ movie: TMDBWire.MovieDetails) -> TMDBWire.MovieDetails {
        var localized = movie
        if let title, !title.isEmpty { localized.title = title }
        if let overview, !overview.isEmpty { localized.overview = overview }
        return localized
    }
}

/// The films' titles and overviews in other languages, each language named as TMDB's `language`
/// parameter names it (`de-DE`). A language asked for that has none is answered in the films' own.
public struct TMDBTranslations: Sendable, Equatable {
    /// Each language's translated films, by film id.
    public var films: [String: [Int: TMDBTranslation]]

    public init(_ films: [String: [Int: TMDBTranslation]] = [:]) {
        self.films = films
    }

    /// The languages translated, in order.
    public var languages: [String] { films.keys.sorted() }

    /// `movies` in `language`, or `nil` when there is no translation to it.
    func localizing(_ movies: [TMDBWire.MovieDetails], to language: String) -> [TMDBWire.MovieDetails]? {
        guard let translated = films[language] else { return nil }
        return movies.map { movie in translated[movie.id]?.localizing(movie) ?? movie }
    }
}
