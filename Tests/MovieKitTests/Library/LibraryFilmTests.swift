import MovieKit
import Testing

@Suite struct LibraryFilmTests {
    @Test(arguments: [
        ("tt0083658", "tt0083658"),
        ("tt1", "tt1"),
        ("tt12345678901234", "tt12345678901234"),
        (" tt0083658 ", "tt0083658"),
        ("\ttt0083658", "tt0083658"),
    ])
    func anIMDbTitleIdIsTakenTrimmed(text: String, id: String) {
        #expect(LibraryFilm.imdbID(text) == id)
    }

    @Test(arguments: ["", "tt", "tt123456789012345", "nm0000001", "TT0083658", "tt12a4", "tt１２３", "tt 123"])
    func anythingElseIsNoIMDbId(text: String) {
        #expect(LibraryFilm.imdbID(text) == nil)
    }
}
