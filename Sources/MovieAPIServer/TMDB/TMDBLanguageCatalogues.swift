import Synchronization

/// A catalogue's answers in each language asked for: in the films' own language, and in each
/// language its translations hold or German (whose genre names TMDB has, ``TMDBGenres``), encoded
/// the first time that language is asked for. Any other language is answered in the films' own,
/// so there are never more than the translations' languages and German's.
final class TMDBLanguageCatalogues: Sendable {
    /// The answers in the films' own language.
    let original: TMDBEncodedCatalogue
    private let movies: [TMDBWire.MovieDetails]
    private let translations: TMDBTranslations
    private let localized = Mutex<[String: TMDBEncodedCatalogue]>([:])

    init(movies: [TMDBWire.MovieDetails], translations: TMDBTranslations) {
        self.movies = movies
        self.translations = translations
        original = TMDBEncodedCatalogue(movies: movies)
    }

    /// The answers in `language` (as TMDB's `language` parameter names it, `de-DE`), or in the
    /// films' own language when it is absent or has no translation.
    func catalogue(in language: Substring?) -> TMDBEncodedCatalogue {
        let german = TMDBGenres.isGerman(language)
        guard let language, translations.films[String(language)] != nil || german else { return original }
        let name = String(language)
        return localized.withLock { localized in
            if let known = localized[name] { return known }
            var localizedMovies = translations.localizing(movies, to: name) ?? movies
            if german {
                for index in localizedMovies.indices {
                    localizedMovies[index].genres = TMDBGenres.german(localizedMovies[index].genres)
                }
            }
            let catalogue = TMDBEncodedCatalogue(
                movies: localizedMovies, ownTitles: movies.map(\.title), people: original.people,
                imdbPositions: original.imdbPositions)
            localized[name] = catalogue
            return catalogue
        }
    }
}
