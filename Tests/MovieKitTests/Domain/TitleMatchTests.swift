import Foundation
import MovieKit
import Testing

/// Which film a title means among a search's results.
struct TitleMatchTests {
    private let dune1984 = summary(841, "Dune", "1984-12-14", votes: 2_900)
    private let dune2021 = summary(438_631, "Dune", "2021-09-15", votes: 12_000)
    private let duneDrifter = summary(9_000, "Dune Drifter", "2020-10-16", votes: 40)

    @Test func anEqualTitleWinsOverTheFirstResult() throws {
        let match = try #require(TitleMatch("dune", in: [duneDrifter, dune1984]))
        #expect(match.movie == dune1984 && match.isExact && match.others.isEmpty)
    }

    @Test func ofSeveralEqualTitlesTheMostVotedWinsAndTheOthersAreNamed() throws {
        let match = try #require(TitleMatch("Dune", in: [dune1984, duneDrifter, dune2021]))
        #expect(match.movie == dune2021 && match.others == [dune1984])
    }

    @Test func aYearNarrowsTheCandidates() throws {
        let match = try #require(TitleMatch("Dune", in: [dune2021, dune1984], year: 1984))
        #expect(match.movie == dune1984 && match.others.isEmpty)
        #expect(TitleMatch("Dune", in: [dune2021, dune1984], year: 1999) == nil)
    }

    @Test func caseAccentsAndTheOriginalTitleAreIgnoredOrMatched() throws {
        let amelie = MovieSummary(
            id: 194, title: "Amélie", originalTitle: "Le Fabuleux Destin d'Amélie Poulain", rating: 7.9,
            voteCount: 11_000)
        #expect(TitleMatch("AMELIE", in: [duneDrifter, amelie])?.movie == amelie)
        #expect(TitleMatch("le fabuleux destin d'amelie poulain", in: [duneDrifter, amelie])?.isExact == true)
    }

    @Test func withoutAnEqualTitleTheFirstResultStandsAndTheRestAreNamed() throws {
        let match = try #require(TitleMatch("dun", in: [duneDrifter, dune1984]))
        #expect(match.movie == duneDrifter && !match.isExact && match.others == [dune1984])
        #expect(TitleMatch("dune", in: []) == nil)
    }
}

/// A person's films, newest first, each once.
struct FilmographyTests {
    @Test func listsFilmsNewestFirstWithUnknownDatesLastAndMergesTwoParts() {
        let films = [
            summary(1, "Old", "1999-01-01", character: "A"), summary(2, "Unknown", nil),
            summary(3, "New", "2020-05-05", character: "B"), summary(1, "Old", "1999-01-01", character: "C"),
        ]
        let filmography = Filmography(person: Person(id: 7, name: "Someone"), movies: films)
        #expect(filmography.movies.map(\.id) == [3, 1, 2])
        #expect(filmography.movies[1].character == "A / C")
    }
}

/// The questions the cache keys answers by.
struct MovieQuestionTests {
    @Test func everyQuestionReadsBackFromItsKey() throws {
        let questions: [MovieQuestion] = [
            .movie(id: 550), .list(.topRated, year: 2016), .search(try MovieSearch("Blade  Runner", year: 1982)),
            .search(try MovieSearch("a/b & c")), .person(named: "Zoë Marchetti"),
        ]
        for question in questions {
            #expect(MovieQuestion(key: question.key)?.key == question.key, "\(question.key)")
        }
        #expect(MovieQuestion.search(try MovieSearch("Blade  Runner", year: 1982)).key == "search/1982/blade runner")
        #expect(MovieQuestion.search(try MovieSearch(" dune ")).key == "search/-/dune")
        #expect(MovieQuestion.person(named: "Zoë  MARCHETTI").key == "person/zoe marchetti")
        #expect(MovieQuestion(key: "search/x/dune") == nil && MovieQuestion(key: "person/") == nil)
    }

    /// ASCII is folded by the standard library, the rest by Foundation: both fold alike.
    @Test(arguments: [
        ("  BLADE   Runner ", "blade runner"), ("Zoë MARCHETTI", "zoe marchetti"), ("ＡＢＣ Ｚoo", "abc zoo"),
        ("Amélie", "AMELIE"),
    ])
    func foldsCaseAccentsWidthAndSpacesWhateverTheScript(text: String, same: String) {
        #expect(TitleMatch.folded(text) == TitleMatch.folded(same))
        #expect(TitleMatch.folded(same) == TitleMatch.folded(same).lowercased())
    }

    /// ASCII is folded byte by byte: as lowercasing and splitting into characters would.
    @Test(arguments: [
        "Blade Runner", "  BLADE \t\n Runner\r\n2049 ", "\u{0B}x\u{0C}Y\u{0D}", "", "   ", "Say \"Hi\" \\ Bye!",
        "ABCXYZ@[`{ 0189", "a\r\nb", "a\u{1C}b\u{1F}",
    ])
    func foldsASCIIAsCharactersWould(text: String) {
        #expect(
            TitleMatch.folded(text) == text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    @Test func aBlankOrOverlongSearchIsRefused() {
        #expect(throws: MovieSearch.Refusal.blank) { try MovieSearch(" \n\t ") }
        #expect(throws: MovieSearch.Refusal.tooLong(501)) { try MovieSearch(String(repeating: "a", count: 501)) }
        #expect((try? MovieSearch(String(repeating: "é", count: 500)))?.text.count == 500)
    }
}

private func summary(
    _ id: Int, _ title: String, _ date: String?, votes: Int? = nil, character: String? = nil
) -> MovieSummary {
    MovieSummary(
        id: id, title: title, releaseDate: date.flatMap(APIDate.parse), rating: 7, voteCount: votes,
        character: character)
}
