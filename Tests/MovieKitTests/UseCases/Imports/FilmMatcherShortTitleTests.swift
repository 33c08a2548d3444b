import Testing

@testable import MovieKit

/// Netflix's short titles (issue 58, item 10): Germany's history names Moana "Vaiana", TMDB's
/// German title is "Vaiana – Das Paradies hat einen Haken". A title that is exactly the part
/// before " – " or ": " of one search result's title (the year when known) matches.
struct FilmMatcherShortTitleTests {
    private static let vaiana = MovieSummary(
        id: 277_834, title: "Vaiana – Das Paradies hat einen Haken", originalTitle: "Moana", rating: 7.1,
        voteCount: 12_000, year: 2016)
    private static let vaiana2 = MovieSummary(
        id: 1_241_982, title: "Vaiana 2", originalTitle: "Moana 2", rating: 7, voteCount: 1_500, year: 2024)
    private static let narnia = MovieSummary(
        id: 411, title: "Die Chroniken von Narnia: Der König von Narnia", rating: 7, voteCount: 9_000, year: 2005)
    private static let narnia2 = MovieSummary(
        id: 2454, title: "Die Chroniken von Narnia: Prinz Kaspian von Narnia", rating: 6.6, voteCount: 6_000,
        year: 2008)

    @Test func aTitleThatIsThePartBeforeADashOfOneFilmsTitleMatchesIt() {
        #expect(FilmMatcher.shortened("vaiana", year: nil, among: [Self.vaiana, Self.vaiana2])?.id == 277_834)
        #expect(FilmMatcher.shortened("Vaiana", year: 2016, among: [Self.vaiana])?.id == 277_834)
    }

    @Test func anotherYearOrSeveralFilmsOfThatShortTitleMatchNone() {
        #expect(FilmMatcher.shortened("Vaiana", year: 2020, among: [Self.vaiana]) == nil)
        #expect(
            FilmMatcher.shortened("Die Chroniken von Narnia", year: nil, among: [Self.narnia, Self.narnia2]) == nil)
        #expect(FilmMatcher.shortened("Die Chroniken", year: nil, among: [Self.narnia]) == nil)
    }

    @Test func theOriginalTitleIsNotShortened() {
        let moana = MovieSummary(id: 1, title: "Moana", originalTitle: "Vaiana: Something", rating: 7, year: 2016)
        #expect(FilmMatcher.shortened("Vaiana", year: nil, among: [moana]) == nil)
    }

    @Test(arguments: [
        ("Vaiana – Das Paradies hat einen Haken", "Vaiana" as String?), ("Star Wars: Episode IV", "Star Wars"),
        ("Spider-Man", nil), ("Blade Runner", nil), (": odd", nil),
    ])
    func theShortTitleIsThePartBeforeTheFirstDashOrColon(title: String, short: String?) {
        #expect(FilmMatcher.shortTitle(of: title) == short)
    }
}
