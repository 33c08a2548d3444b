import Testing

@testable import MovieKit

/// The one rule of "did you mean": a name a few edits away, or beginning with what was typed,
/// best first; nothing for nonsense.
struct ClosestNamesTests {
    @Test(arguments: [
        ("shwo", ["show", "search", "sync"], ["show"]),
        ("ad", ["list", "add", "remove"], ["add"]),
        ("scifi", ["Science Fiction", "Sci-Fi", "Drama"], ["Sci-Fi"]),
        ("netflx", ["Mubi", "Netflix Kids", "Netflix"], ["Netflix"]),
        ("jenifer lawrence", ["Jennifer Lawrence", "Jennifer Lopez", "Lawrence Kasdan"], ["Jennifer Lawrence"]),
        ("komodie", ["Komödie", "Drama"], ["Komödie"]),
        ("disc", ["discover", "diary"], ["discover"]),
    ])
    func suggestsTheClosestNamesBestFirst(typed: String, names: [String], expected: [String]) {
        #expect(ClosestNames(to: typed).among(names) == expected)
    }

    @Test(arguments: ["frobnicate", "qwxzv", "", "zz"])
    func suggestsNothingForNonsense(typed: String) {
        #expect(ClosestNames(to: typed).among(["show", "search", "Science Fiction", "Netflix", "add"]).isEmpty)
    }

    @Test func offersAtMostTheLimitEachNameOnceTheLongestSharedBeginningFirst() {
        let close = ClosestNames(to: "cat").among(["bat", "cut", "Cat", "cat", "car", "hat"], limit: 3)
        #expect(close == ["Cat", "car", "cut"])
    }

    @Test func asksWhetherTheNamesWereMeant() {
        #expect(ClosestNames.question(offering: ["show"], quote: "'") == "did you mean 'show'?")
        #expect(ClosestNames.question(offering: ["A", "B"]) == "did you mean \"A\" or \"B\"?")
        #expect(ClosestNames.question(offering: []) == nil)
    }
}
