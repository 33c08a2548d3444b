import Foundation
import MovieKit
import MovieKitTestSupport

/// The films the use cases' tests ask about: two films titled Saltwater (the newer more voted),
/// and Blade Runner, which names its IMDb id and streams on Mubi and Netflix in the US.
enum UseCaseFilms {
    static let saltwater2019 = makeFilmWithPage(id: 16, name: "Saltwater", year: 2019, votes: 5_200)
    static let saltwater1999 = makeFilmWithPage(id: 15, name: "Saltwater", year: 1999, votes: 800)
    static let bladeRunner = makeFilmWithPage(
        id: 78, name: "Blade Runner", year: 1982, votes: 13_000, runtime: 117, imdbID: "tt0083658",
        streaming: ["US": ["Netflix", "Mubi"], "DE": ["Netflix"]])

    static var all: [TMDBMovie] { [saltwater2019, saltwater1999, bladeRunner] }

    /// A source of these films.
    static func source() -> InProcessSource { InProcessSource(films: all) }

    /// The film as your library keeps it.
    static func kept(_ film: TMDBMovie) -> LibraryFilm {
        LibraryFilm(film, source: .tmdb)
    }

    /// What a person types.
    static func typed(_ text: String, year: Int? = nil) throws -> WantedFilm {
        try WantedFilm(typed: text, year: year)
    }
}
