import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// How a search finds a film without a search engine (among the films a source carries): each
/// word typed starts a word of the title or original title, case and accents ignored.
struct MovieSearchTests {
    private let amelie = MovieSummary(
        id: 2, title: "Amélie and the Clockmaker", originalTitle: "Amélie et l'Horloger",
        releaseDate: APIDate.parse("2001-04-25"), rating: 7.9)

    @Test(arguments: ["amelie", "AMÉLIE clock", "clock amel", "horloger", "the", "  amelie   and "])
    func findsAFilmWhenEveryWordStartsAWordOfATitle(text: String) throws {
        #expect(try MovieSearch(text).finds(amelie))
    }

    @Test(arguments: ["melie", "amelie zoo", "clockmakers", "et the", "'", "-"])
    func missesAFilmWhenAWordStartsNoWordOfEitherTitle(text: String) throws {
        #expect(try !MovieSearch(text).finds(amelie))
    }

    @Test func missesAFilmOfAnotherYear() throws {
        #expect(try MovieSearch("amelie", year: 2001).finds(amelie))
        #expect(try !MovieSearch("amelie", year: 2002).finds(amelie))
    }
}
