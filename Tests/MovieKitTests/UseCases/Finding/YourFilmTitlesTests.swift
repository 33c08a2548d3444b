import MovieKit
import Testing

/// The one rule of your films' titles (issue 58, item 5): exactly so, else typos forgiven, of
/// about the length typed, best first.
struct YourFilmTitlesTests {
    private static let arrival = LibraryFilm(source: .tmdb, id: 329_865, title: "Arrival", year: 2016)
    private static let partTwo = LibraryFilm(source: .tmdb, id: 693_134, title: "Dune: Part Two", year: 2024)
    private static let dune1984 = LibraryFilm(source: .tmdb, id: 841, title: "Dune", year: 1984)
    private static let films = [arrival, partTwo, dune1984]

    @Test(arguments: ["arival", "Arrivl", "arrivla"])
    func aTypoNamesTheFilmItIsCloseTo(typed: String) throws {
        #expect(YourFilmTitles.close(to: try MovieSearch(typed), among: Self.films) == [Self.arrival])
    }

    @Test func theStartOfALongerTitleIsNoTypo() throws {
        #expect(YourFilmTitles.close(to: try MovieSearch("dun"), among: [Self.partTwo]).isEmpty)
        #expect(YourFilmTitles.close(to: try MovieSearch("dune part"), among: [Self.partTwo]).isEmpty)
    }

    @Test func aTitleExactlySoIsFoundAndTheYearNarrowsBoth() throws {
        #expect(YourFilmTitles.titled(try MovieSearch("DUNE"), among: Self.films) == [Self.dune1984])
        #expect(YourFilmTitles.titled(try MovieSearch("dune", year: 2021), among: Self.films).isEmpty)
        #expect(YourFilmTitles.close(to: try MovieSearch("arival", year: 2015), among: Self.films).isEmpty)
    }
}
