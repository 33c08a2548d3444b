import Foundation
import MovieKit

/// A TMDB film as the library keeps it.
func tmdbFilm(_ id: Int, _ title: String = "Film", year: Int? = 2016, imdbID: String? = nil) -> LibraryFilm {
    LibraryFilm(source: .tmdb, id: id, imdbID: imdbID, title: title, year: year)
}

/// The day written `yyyy-MM-dd`, as the library keeps days.
func day(_ text: String) -> Date {
    APIDate.parse(text) ?? .distantPast
}
