import MovieKit
import Testing

/// IMDb's ids as IMDb writes them and as `movies` keeps them (the number).
struct IMDbIDTests {
    @Test(arguments: [(83658, "tt0083658"), (1, "tt0000001"), (10_872_600, "tt10872600")])
    func writesATitleIDWithAtLeastSevenDigits(number: Int, written: String) {
        #expect(IMDbID.title(number) == written)
        #expect(IMDbID.titleNumber(written) == number)
    }

    @Test func writesAPersonID() {
        #expect(IMDbID.person(148) == "nm0000148")
        #expect(IMDbID.personNumber("nm0000148") == 148)
    }

    @Test(arguments: [
        "", "tt", "83658", "nm0000148", "tt00x3658", "TT0083658", "tt0000000", "tt-83658", "tt1234567890123",
    ])
    func readsNothingButATitleID(text: String) {
        #expect(IMDbID.titleNumber(text) == nil)
    }

    @Test func sourcesWriteTheirFilmsIDs() {
        #expect(MovieSource.imdb.described.filmID(83658) == "tt0083658")
        #expect(MovieSource.tmdb.described.filmID(78) == "78")
        #expect(MovieSource.imdb.described.filmNumber("tt0083658") == 83658)
        #expect(MovieSource.imdb.described.filmNumber("83658") == 83658)
        #expect(MovieSource.tmdb.described.filmNumber("tt0083658") == nil)
        #expect(MovieSource.demo.described.filmNumber("0") == nil)
    }
}
