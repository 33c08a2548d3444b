import Testing

@testable import MovieKit

/// Ruling titles out by the letters they lack never rules out one that scores.
struct LetterCountsTests {
    private static func missing(_ query: String, in title: String) -> Int {
        Array(title.utf8).withUnsafeBufferPointer {
            LetterCounts(query: TitleGrams.normalized(query)).missingBytes(in: $0)
        }
    }

    @Test func countsEachOfTheQuerysBytesTheTitleHasNoneLeftFor() {
        #expect(Self.missing("blade runer", in: "Movie number 1234") == 4, "l, a, d and a second r")
        #expect(Self.missing("blade runer", in: "BLADE-RUNNER") == 0)
        #expect(Self.missing("saltwater", in: "Saltwater") == 0)
        #expect(Self.missing("dune part 2", in: "Dune") == 7, "two breaks, p, a, r, t and 2")
        #expect(Self.missing("amelie", in: "Am\u{E9}lie") == 0, "a byte of another character may fold to any letter")
        #expect(Self.missing("амели", in: "Амели") == 0)
        #expect(Self.missing("амели", in: "Amel") == 10)
    }

    @Test func rulesOutATitleLackingMoreBytesThanTheEditsAllowed() {
        let counts = LetterCounts(query: TitleGrams.normalized("blade runer"))
        let lacks = { (title: String, edits: Int) in
            Array(title.utf8).withUnsafeBufferPointer { counts.lacksMoreBytes(in: $0, than: edits) }
        }
        #expect(lacks("Film number 12", 3), "a, d, a second e and a second r lacking")
        #expect(!lacks("Film number 12", 4))
        #expect(lacks("Zootopia", 2) && !lacks("Blade Runner 2049", 0))
    }

    @Test func neverRulesOutATitleThatScores() {
        let titles = [
            "Blade Runner", "Blade Runner 2049", "Saltwater", "Salt Water", "Amélie", "Le Fabuleux Destin d'Amélie",
            "WALL·E", "Spider-Man", "The Jungle Book", "Rouge One - A Star Wars Story", "千と千尋の神隠し", "Up", "Straße",
        ]
        let queries = [
            "blade runer", "runner", "saltwatr", "amelie", "wall e", "spiderman", "jungel book", "rogue one", "up",
            "千と千尋", "fabuleux destn", "2049", "strasse",
        ]
        for query in queries {
            let match = FuzzyTitleMatch(query)
            for title in titles {
                let normalized = TitleGrams.normalized(title)
                guard normalized.withUnsafeBufferPointer({ match.score(normalized: $0) }) != nil else { continue }
                #expect(Self.missing(query, in: title) <= match.maximumEdits, "\(query) / \(title)")
            }
        }
    }
}
