import Foundation
import MovieKit
import Testing

/// The one definition of what your library holds (issue 41): the values the probe imported,
/// which the commands refuse, refused here; the values real exports hold, taken.
struct LibraryValueTests {
    static let today = day("2026-11-26")

    @Test(arguments: [0, -5, Int.min])
    func aFilmsIdIsAWholeNumberFromOne(id: Int) {
        #expect(throws: LibraryValueError(.filmID, given: "\(id)")) { try LibraryValue.filmID(id) }
    }

    @Test(arguments: ["99999999999", "1850", "3000", "+2000", "2e3", "", "２０００"])
    func aYearIsOneAFilmMayHave(text: String) {
        #expect(throws: LibraryValueError.self) { try LibraryValue.filmYear(text) }
    }

    @Test(arguments: [
        ("0000-01-01", LibraryValueError.Kind.dayBeforeFilms), ("1873-12-31", .dayBeforeFilms),
        ("2999-01-01", .dayInTheFuture), ("2026-11-28", .dayInTheFuture), ("2026-02-30", .dayFormat),
        ("26-11-2026", .dayFormat),
    ])
    func aDayIsOneAFilmCouldHaveBeenWatchedOn(text: String, kind: LibraryValueError.Kind) {
        #expect(throws: LibraryValueError(kind, given: text)) { try LibraryValue.day(text, today: Self.today) }
    }

    @Test(arguments: ["1874-01-01", "2026-11-26", "2026-11-27"])
    func theFirstFilmsYearToTomorrowAreDays(text: String) throws {
        #expect(APIDate.format(try LibraryValue.day(text, today: Self.today)) == text)
    }

    @Test(arguments: ["0x4", "1e0", "+7", "7.3", "7.50", ".5", "7.", " 7", "0", "0.0", "10.5", "11", "٧", ""])
    func aRatingIsWrittenInDigitsFromAHalfToTenInHalves(text: String) {
        #expect(throws: LibraryValueError(.rating, given: text)) { try LibraryValue.rating(text) }
    }

    @Test(arguments: [("0.5", 1), ("7", 14), ("7.0", 14), ("8.5", 17), ("10", 20)])
    func aRatingTakesHalves(text: String, halves: Int) throws {
        #expect(try LibraryValue.rating(text).halves == halves)
    }

    @Test(arguments: ["0x4", "1e0", "4.3", "0", "5.5", "3.50", "4.", ".5", "-1"])
    func starsAreHalfToFiveInHalves(text: String) {
        #expect(throws: LibraryValueError(.stars, given: text)) { try LibraryValue.stars(text) }
    }

    @Test(arguments: [("0.5", 1), ("3.5", 7), ("4", 8), ("4.0", 8), ("5", 10)])
    func starsAreDoubled(text: String, rating: Int) throws {
        #expect(try LibraryValue.stars(text) == YourRating(whole: rating))
    }

    @Test func aValueIsShownCutToFortyCharacters() {
        let error = LibraryValueError(.rating, given: String(repeating: "9", count: 1 << 20))
        #expect(error.given == String(repeating: "9", count: 40) + "…")
        #expect(error.description == error.given + " is not a rating: 0.5 to 10 in halves")
        #expect(
            error.quoted(as: "the Rating")
                == "the Rating \"\(error.given)\" is not a rating: 0.5 to 10 in halves")
    }
}
