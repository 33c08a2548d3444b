import Testing

@testable import MovieKit

/// How titles score against what a person typed: typos forgiven, equal titles first.
struct FuzzyTitleMatchTests {
    @Test(arguments: [
        ("blade runer", ["Blade Runner", "Blade Runner 2049", "Blade Runner: The Final Cut"]),
        ("blade runner", ["Blade Runner", "Blade Runner 2049", "Blade Runner: The Final Cut"]),
        ("runner", ["Runner", "Runner Runner", "The Runner", "Blade Runner", "Blade Runner 2049"]),
        ("alien", ["Alien", "Aliens", "Alien 3", "Alien: Resurrection"]),
        ("the godfater", ["The Godfather", "The Godfather Part II"]),
        ("runer", ["Runner", "Blade Runner"]),
    ])
    func ranksTitlesByHowWellTheyMatch(query: String, expected: [String]) throws {
        let match = FuzzyTitleMatch(query)
        let scores = try expected.map { try #require(match.score($0), "\($0)") }
        #expect(
            scores == scores.sorted(by: >) && Set(scores).count == scores.count, "\(zip(expected, scores).map { $0 })")
        #expect(scores.allSatisfy { 0 < $0 && $0 <= 1 })
    }

    @Test(arguments: [
        ("blade runer", "Dune"), ("blade runer", "Runner Runner"), ("blade runer", "The Blade"),
        ("zootopolis", "Zootopia"), ("runner", "Rummer"), ("the matrix", "Matrix"), ("abc", "abd"),
        ("up", "Uo"), ("up", "Pixar Up"), ("dune", "Dancer"), ("amelie", "千と千尋の神隠し"), ("...", "Anything"),
        ("dune", ""), ("dune", "!!!"),
    ])
    func aTitleTooFarScoresNothing(query: String, title: String) {
        #expect(FuzzyTitleMatch(query).score(title) == nil)
    }

    @Test(arguments: [
        ("blade runner", "BLADE RUNNER"), ("amelie", "Amélie"), ("spider man", "Spider-Man"), ("wall e", "WALL·E"),
        ("ocean's eleven", "Ocean’s Eleven"), ("strasse", "Straße"), ("千と千尋の神隠し", "千と千尋の神隠し"), ("up", "Up!"),
        ("Ｌéon", "leon"),
    ])
    func anEqualTitleScoresOneWhateverItsCaseAccentsAndPunctuation(query: String, title: String) {
        #expect(FuzzyTitleMatch(query).score(title) == 1)
    }

    @Test func allowsAboutOneEditForEveryFourLetters() {
        #expect(FuzzyTitleMatch("dune").score("Dine") != nil)
        #expect(FuzzyTitleMatch("dune").score("Dice") == nil)
        #expect(FuzzyTitleMatch("dnue").score("Dune") != nil, "a swap of neighbours is one edit")
        #expect(FuzzyTitleMatch("gladiatr").score("Gladiator") != nil)
        #expect(FuzzyTitleMatch("gladiatr").score("Glodiotz") == nil)
        #expect(FuzzyTitleMatch("vlade tunner").score("Blade Runner") != nil)
        #expect(FuzzyTitleMatch("vlade tunnrr").score("Blade Runner") == nil)
    }

    @Test func aQueryOfTwoLettersMatchesOnlyAnEqualTitleOrOneBeginningWithIt() throws {
        let match = FuzzyTitleMatch("up")
        #expect(match.score("Up") == 1)
        let prefix = try #require(match.score("Upgrade"))
        #expect(prefix < 1)
        #expect(match.score("Cup") == nil && match.score("Pixar Up") == nil)
    }

    @Test func anEqualTitleRanksAboveAnyTypoOrLongerTitle() throws {
        let match = FuzzyTitleMatch("runner")
        let equal = try #require(match.score("Runner"))
        for other in ["Runner Runner", "Runners", "Rummer Runner", "Blade Runner", "Runer"] {
            #expect(try #require(match.score(other)) < equal, "\(other)")
        }
    }

    @Test func matchesTheOriginalTitleWhenTheTitleDoesNot() throws {
        let match = FuzzyTitleMatch("le fabuleux destin")
        #expect(match.score("Amélie") == nil)
        let original = try #require(match.score(title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain"))
        #expect(original == match.score("Le Fabuleux Destin d'Amélie Poulain"))
        #expect(FuzzyTitleMatch("千と千尋").score(title: "Spirited Away", originalTitle: "千と千尋の神隠し") != nil)
        #expect(match.score(title: "Amélie", originalTitle: nil) == nil)
    }

    @Test func takesTheBetterOfTitleAndOriginalTitle() {
        let match = FuzzyTitleMatch("amelie")
        #expect(match.score(title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain") == 1)
        #expect(
            match.score(title: "Le Fabuleux Destin d'Amélie Poulain", originalTitle: "Amelie")
                == match.score("Amelie"))
    }

    @Test func scoresATitleOfForeignLettersAsFoundationNormalizesIt() {
        let titles = ["Ｆａｓｔ Ｆｉｖｅ", "Phở Bò", "Crème brûlée", "Vom Winde verweht ★", "e\u{301}te", "Амели"]
        for query in ["fast five", "pho bo", "creme brulee", "vom winde", "ete", "амели", "amele"] {
            let match = FuzzyTitleMatch(query)
            for title in titles {
                let expected = TitleGrams.normalized(title).withUnsafeBufferPointer { match.score(normalized: $0) }
                #expect(match.score(title) == expected, "\(query) / \(title)")
            }
        }
    }

    @Test func theGramsAreTheQuerysTitleGrams() {
        #expect(FuzzyTitleMatch("Blade Runer!").grams == TitleGrams.grams(of: "blade runer"))
    }

    @Test func scoresAgainstAQueryLongerThanAWord() throws {
        let title = "The Assassination of Jesse James by the Coward Robert Ford: An Extended Edition"
        let match = FuzzyTitleMatch("the asassination of jesse james by the coward robert ford an extended")
        let score = try #require(match.score(title))
        #expect(score < 1 && score > FuzzyTitleMatch.prefixScore)
        #expect(match.score("The Assassination of Jesse James") == nil)
    }
}
