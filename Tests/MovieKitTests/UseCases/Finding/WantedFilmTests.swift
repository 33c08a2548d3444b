import MovieKit
import Testing

/// What a person types, read as the film it names: a number an id, `tt` and digits IMDb's id,
/// anything else a title.
struct WantedFilmTests {
    @Test(arguments: [
        ("78", WantedFilm.id(78)), (" 78 ", .id(78)), ("+78", .id(78)), ("tt0083658", .imdbID("tt0083658")),
    ])
    func readsANumberAsAnIdAndTTAsIMDbsId(typed: String, wanted: WantedFilm) throws {
        #expect(try WantedFilm(typed: typed) == wanted)
    }

    @Test func readsAnythingElseAsATitleOfTheYearGiven() throws {
        #expect(
            try WantedFilm(typed: "  Blade  Runner ", year: 1982)
                == .title(try MovieSearch("Blade  Runner", year: 1982)))
        #expect(try WantedFilm(typed: "1917 film") == .title(try MovieSearch("1917 film")))
    }

    @Test(arguments: ["0", "-5", "99999999999999999999999"])
    func refusesANumberThatIsNoFilmsId(typed: String) {
        #expect(throws: WantedFilm.Refusal.notAFilmID(LibraryValueError(.filmID, given: typed))) {
            try WantedFilm(typed: typed)
        }
    }

    @Test func refusesABlankTextSayingToGiveAnIdOrATitle() {
        let refusal = #expect(throws: WantedFilm.Refusal.self) { try WantedFilm(typed: "   ") }
        #expect(refusal == .notASearch(.blank))
        #expect(refusal?.description == "the text to search for is empty: give a film's id or its title")
    }
}
