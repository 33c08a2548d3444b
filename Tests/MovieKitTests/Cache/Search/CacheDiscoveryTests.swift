import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Full-text search, actor look-ups and the list of cached years, on an in-memory cache.
struct CacheDiscoveryTests {
    let cache: CacheDatabase

    init() throws {
        cache = try CacheDatabase.inMemory()
        try cache.saveMovies(
            [
                makeMovie(id: 1, name: "Zootopia", cast: ["Ginnifer Goodwin", "Jason Bateman", "Idris Elba"]),
                makeMovie(id: 2, name: "Finding Dory", cast: ["Ellen DeGeneres", "Albert Brooks"]),
                makeMovie(id: 3, name: "The Jungle Book", cast: ["Neel Sethi", "Idris Elba"]),
                makeMovie(id: 4, name: "100% Wolf_Pack \"AND\" (NEAR) -*", cast: ["O'Brien %_", "Zoe Zoo"]),
                makeMovie(id: 5, name: "Amélie", year: 2001, cast: ["Audrey Tautou"]),
            ], in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2022-01-01"))
    }

    private func search(_ text: String) throws -> [Int] {
        try cache.found(by: text, in: .demo).map(\.id)
    }

    @Test func findsTitlesByTheStartOfAWord() throws {
        #expect(try search("zoo") == [1, 4])
        #expect(try search("jung") == [3])
        #expect(try search("book jungle") == [3])
    }

    @Test func ranksATitleMatchAboveACastMatch() throws {
        #expect(try search("zoo").first == 1)
    }

    @Test func findsCastNamesIgnoringCaseAndAccents() throws {
        #expect(try search("IDRIS").sorted() == [1, 3])
        #expect(try search("amelie") == [5])
    }

    @Test func keepsTheIndexInStepWhenAMovieChanges() throws {
        try cache.saveMovie(
            makeMovie(id: 1, name: "Renamed", cast: ["Nobody"]), from: .builtInDemo, fetchedAt: day("2022-02-01"))
        #expect(try search("zootopia") == [])
        #expect(try search("renamed") == [1])
        #expect(try search("idris") == [3])
    }

    @Test(arguments: [
        "\"", "\"\"", "'", "*", "-", "-zoo", "zoo*", "AND", "OR", "NOT", "NEAR", "NEAR(zoo book)", "(", ")", "((zoo",
        "%", "_", "%_", "\0", "zoo\0book", "title:zoo", "^zoo", "zoo OR jungle", "NOT zoo", "a\"b", "{zoo}",
        "; DROP TABLE movie; --",
    ])
    func searchesHostileTextWithoutAnSQLError(text: String) throws {
        _ = try cache.found(by: text, in: .demo)
        #expect(try cache.movie(id: 1, from: .builtInDemo) != nil)
    }

    @Test(arguments: [
        ("AND", [4]), ("near", [4]), ("\"AND\"", [4]), ("100%", [4]), ("wolf_pack", [4]), ("zoo OR jungle", []),
        ("NOT zoo", []), ("-zoo", [1, 4]), ("o'brien", [4]),
        // NUL splits words; "zoo topia" is then one edit from Zootopia, which the search forgives.
        ("zoo\0topia", [1]),
    ])
    func matchesOperatorsAndPunctuationAsLiteralWords(text: String, expected: [Int]) throws {
        #expect(try search(text) == expected)
    }

    @Test func turnsTextIntoQuotedPrefixTerms() {
        #expect(SearchQuery("zoo \"top\"*").matchExpression == "\"zoo\"* \"top\"*")
        #expect(SearchQuery("%_ -*\0").matchExpression == nil)
    }

    @Test(arguments: [
        ("idris elba", ["Idris Elba"], [3, 1]), ("IDRIS ELBA", ["Idris Elba"], [3, 1]),
        ("elba", ["Idris Elba"], [3, 1]),
        ("%", ["O'Brien %_"], [4]), ("_", ["O'Brien %_"], [4]), ("o'brien %_", ["O'Brien %_"], [4]),
        ("\"", [], []), ("\0", [], []), ("e%a", [], []), ("i_ris", [], []), ("AND", [], []), ("*", [], []),
    ])
    func findsAnActorsMoviesMatchingTheNameLiterally(name: String, actors: [String], movies: [Int]) throws {
        let found = try cache.cachedFilmography(ofPersonNamed: name, in: .demo)?.value
        #expect(((found.map { [$0.person] } ?? []) + (found?.otherPeople ?? [])).map(\.name) == actors)
        #expect((found?.movies.map(\.id) ?? []).sorted() == movies.sorted())
    }

    @Test func listsTheCachedYearsAndHowManyMoviesEachListHolds() throws {
        try cache.saveMovies(
            [makeMovie(id: 9, year: 2001)], in: .topRated, year: 2001, from: .builtInDemo, fetchedAt: day("2021-06-01"))
        let lists = try cache.cachedLists(of: .demo)
        #expect(
            lists == [
                CachedListSummary(year: 2001, list: .topRated, movieCount: 1, fetchedAt: day("2021-06-01")),
                CachedListSummary(year: 2016, list: .topGrossing, movieCount: 5, fetchedAt: day("2022-01-01")),
            ])
    }

    @Test(arguments: [
        "SELECT DISTINCT castMember.name FROM castMember JOIN movie ON movie.key = castMember.movieKey WHERE castMember.name = ? COLLATE NOCASE AND movie.source = ?",
        "SELECT DISTINCT movie.key FROM castMember JOIN movie ON movie.key = castMember.movieKey WHERE castMember.name = ? COLLATE NOCASE AND movie.source = ?",
    ])
    func looksActorsUpThroughTheNameIndex(query: String) throws {
        let plan = try cache.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query, arguments: ["x", "demo"]).map {
                $0["detail"] as String
            }
        }
        #expect(plan.contains { $0.contains("castMember_name") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN castMember") }, "\(plan)")
    }
}
