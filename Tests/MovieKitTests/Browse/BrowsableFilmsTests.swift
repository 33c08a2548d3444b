import MovieKit
import Testing

/// Your library's films as a picker lists them: one source's, each once, the unmatched and the
/// other sources' counted.
struct BrowsableFilmsTests {
    private static func film(_ id: Int?, _ title: String, source: MovieSource = .tmdb) -> LibraryFilm {
        LibraryFilm(source: source, id: id, title: title, year: 2016)
    }

    @Test func keepsTheSourcesFilmsInTheirOrderNamedAsYourLibraryNamesThem() {
        let browsable = BrowsableFilms([Self.film(2, "Deadpool"), Self.film(1, "Zootopia")], source: .tmdb)
        #expect(browsable.films.map(\.id) == [2, 1])
        #expect(browsable.films.map(\.title) == ["Deadpool", "Zootopia"])
        #expect(browsable.films.map(\.year) == [2016, 2016])
        #expect(browsable.films.allSatisfy { $0.knownRating == nil }, "no made-up rating")
    }

    @Test func aFilmSeenTwiceIsListedOnceInItsFirstPlace() {
        let browsable = BrowsableFilms(
            [Self.film(1, "Zootopia"), Self.film(2, "Deadpool"), Self.film(1, "Zootopia")], source: .tmdb)
        #expect(browsable.films.map(\.id) == [1, 2])
    }

    @Test func unmatchedFilmsAndOtherSourcesFilmsAreLeftOutAndCounted() {
        let browsable = BrowsableFilms(
            [
                Self.film(nil, "Unknown Film"), Self.film(1, "Zootopia"), Self.film(7, "Demo Film", source: .demo),
                Self.film(8, "Other Demo Film", source: .demo),
            ], source: .tmdb)
        #expect(browsable.films.map(\.id) == [1])
        #expect(browsable.unmatched == 1)
        #expect(browsable.otherSources == [.demo: 2])
    }

    @Test func aFilmWithNoTitleKnownIsNamedByItsId() {
        let browsable = BrowsableFilms([LibraryFilm(source: .tmdb, id: 5, title: nil)], source: .tmdb)
        #expect(browsable.films.map(\.title) == ["film 5"])
    }
}
