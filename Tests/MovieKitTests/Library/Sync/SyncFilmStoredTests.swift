import Foundation
import Testing

@testable import MovieKit

/// A film as the library's ledger keeps it beside its entry's fields (issue 62, row 20): the same
/// bytes JSON's encoder writes, whether it is written directly or through the encoder, so that the
/// ledger is the same text on every machine and in every version of it.
@Suite struct SyncFilmStoredTests {
    static let films: [LibraryFilm] = [
        LibraryFilm(source: .tmdb, id: 603, imdbID: "tt0133093", title: "The Matrix", year: 1999),
        LibraryFilm(source: .tmdb, id: 1, title: nil), LibraryFilm(source: .imdb, id: nil, title: "Untitled"),
        LibraryFilm(source: .demo, id: 7, title: ""), LibraryFilm(source: .tmdb, id: -2, title: "x", year: -40),
        LibraryFilm(source: .tmdb, id: 2, title: "AC/DC: Let There Be Rock", year: 1980),
        LibraryFilm(source: .tmdb, id: 3, title: "Say \"hi\"", year: 2001),
        LibraryFilm(source: .tmdb, id: 4, title: "back\\slash\ttab\u{01}"),
        LibraryFilm(source: .tmdb, id: 5, imdbID: "tt0211915", title: "Amélie", year: 2001),
        LibraryFilm(source: .tmdb, id: 6, title: "東京物語 🎬 \u{2028}"),
    ]

    @Test(arguments: films)
    func aFilmIsKeptAsTheBytesJSONsEncoderWrites(film: LibraryFilm) {
        #expect(film.stored == SyncJSON.text(film))
    }
}
