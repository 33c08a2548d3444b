import Foundation
import MovieKit
import Testing

/// A list's name: one name for names that look alike, and none a list could not be found by
/// again (issue 57, smaller items).
struct FilmListNameTests {
    @Test func namesDifferingOnlyInUnicodeNormalisationAreOneList() throws {
        let lists = try FilmLists(library: FilmLibrary.inMemory())
        _ = try lists.create(named: "Caf\u{E9}")
        #expect(throws: FilmListError(.nameTaken("Caf\u{E9}"))) { try lists.create(named: "Cafe\u{301}") }
        #expect(try lists.list(named: "Cafe\u{301}").name == "Caf\u{E9}")
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
