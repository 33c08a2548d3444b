import Foundation
import MovieKit
import Testing

/// A list's name: one name for names that look alike, and none a list could not be found by
/// again (issue 57, smaller items).
struct FilmListNameTests {
    /// Names differing only in Unicode normalisation ("Café" composed, then decomposed), or in
    /// case beyond ASCII ("Été", then "été"), name one list.
    @Test(arguments: [("Caf\u{E9}", "Cafe\u{301}", "CAFE\u{301}"), ("\u{C9}t\u{E9}", "\u{E9}t\u{E9}", "\u{C9}T\u{C9}")])
    func namesThatLookAlikeAreOneList(made: String, again: String, sought: String) throws {
        let lists = try FilmLists(library: FilmLibrary.inMemory())
        _ = try lists.create(named: made)
        #expect(throws: FilmListError(.nameTaken(made))) { try lists.create(named: again) }
        #expect(try lists.list(named: sought).name == made)
        #expect(try lists.lists().count == 1)
    }

    @Test(arguments: ["Mine\u{1B}[5m", "two\nlines", "a\ttab", "bell\u{7}"])
    func aNameWithAControlCharacterIsRefused(_ name: String) throws {
        #expect(throws: FilmListError(.badName(name))) { try FilmLists.name(name) }
    }

    @Test func anOrdinaryNameIsKeptTrimmed() throws {
        #expect(try FilmLists.name("  Best of 2016 ") == "Best of 2016")
    }
}
