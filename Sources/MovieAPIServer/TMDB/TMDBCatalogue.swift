import Foundation

/// The films the TMDB dialect serves, as TMDB's details with credits, their titles and overviews
/// in other languages, and every answer about them encoded once, when first asked for: each
/// film's details (with and without credits), each film's list entry, each year's films in each
/// order, each search, each person's answers; in each language asked for. A copy shares what is
/// encoded.
public struct TMDBCatalogue: Sendable {
    /// The films, by id, lowest first.
    public let movies: [TMDBWire.MovieDetails]
    /// Their titles and overviews in other languages.
    public let translations: TMDBTranslations
    /// Their posters, as the image host serves them.
    public let posters: TMDBPosterFiles
    private let languages: TMDBLanguageCatalogues

    /// - Parameters:
    ///   - movies: the films; of two with one id, the first is kept.
    ///   - translations: their titles and overviews in other languages; none by default.
    ///   - posters: their poster files; none by default.
    public init(
        movies: [TMDBWire.MovieDetails], translations: TMDBTranslations = TMDBTranslations(),
        posters: TMDBPosterFiles = TMDBPosterFiles()
    ) {
        var seen: Set<Int> = []
        let unique = movies.filter { seen.insert($0.id).inserted }
        self.movies = unique.sorted { $0.id < $1.id }
        self.translations = translations
        self.posters = posters
        languages = TMDBLanguageCatalogues(movies: self.movies, translations: translations)
    }

    /// The films released in `year`.
    public func movies(releasedIn year: Int) -> [TMDBWire.MovieDetails] {
        movies.filter { $0.releaseYear == year }
    }

    /// The answers in the films' own language.
    var encoded: TMDBEncodedCatalogue { languages.original }

    /// The answers in `language` (`de-DE`), or in the films' own language when it is absent or
    /// has no translation.
    func encoded(in language: Substring?) -> TMDBEncodedCatalogue {
        languages.catalogue(in: language)
    }
}
