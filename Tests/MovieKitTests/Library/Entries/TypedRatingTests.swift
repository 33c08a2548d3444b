import MovieKit
import Testing

/// A rating as typed (issue 58, item 6): out of ten as it is, stars (`--stars 4.5`, `4.5/5`)
/// doubled; a bare number of 5 or below could be stars when the film was rated 7 or more before.
struct TypedRatingTests {
    @Test(arguments: [
        ("8.5", 17, nil as TypedRating.Scale?, false),
        ("4", 8, nil, false),
        ("9/10", 18, .outOfTen, false),
        ("4.5/5", 18, .stars, true),
        ("3/5", 12, .stars, true),
    ])
    func readsARatingByTheScaleItIsWrittenOn(text: String, halves: Int, scale: TypedRating.Scale?, written: Bool) throws
    {
        let typed = try TypedRating(typed: text)
        #expect(typed.rating.halves == halves && typed.scale == scale && typed.starsWritten == written)
    }

    @Test func starsAreDoubledInHalves() throws {
        #expect(try TypedRating(stars: "4.5").rating == 9)
        #expect(try TypedRating(stars: "0.5").rating == 1)
    }

    @Test(arguments: ["6/5", "0/5", "4.25/5", "11/10", "x/10", "/5"])
    func refusesANumberOffItsScale(text: String) {
        #expect(throws: LibraryValueError.self) { try TypedRating(typed: text) }
    }

    @Test(arguments: ["6", "5.5", "0", "4.3"])
    func refusesStarsOffTheFiveStarScale(text: String) {
        #expect(throws: LibraryValueError.self) { try TypedRating(stars: text) }
    }

    @Test(arguments: [
        ("4", 16 as Int?, true),
        ("5", 14, true),
        ("4", 13, false),
        ("4", nil, false),
        ("5.5", 18, false),
        ("4/10", 16, false),
        ("4/5", 16, false),
    ])
    func aBareRatingOfFiveOrBelowCouldBeStarsOnlyForAFilmRatedSevenOrMore(
        text: String, previousHalves: Int?, could: Bool
    ) throws {
        let previous = previousHalves.flatMap { YourRating(halves: $0) }
        #expect(try TypedRating(typed: text).couldBeStars(previous: previous) == could)
    }
}
