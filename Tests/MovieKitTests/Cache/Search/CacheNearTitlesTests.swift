import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The cache's search forgiving typos: the films whose words match first, then those whose
/// title or original title comes close, by score then votes, for every source's films.
struct CacheNearTitlesTests {
    let cache: CacheDatabase

    init() throws {
        cache = try CacheDatabase.inMemory()
        try cache.saveMovies(
            [
                film(1, "Blade Runner", year: 1982, votes: 13_000),
                film(2, "Blade Runner 2049", year: 2017, votes: 14_000),
                film(3, "Blade Runner: The Final Cut", year: 2007, votes: 900),
                film(4, "Dune", year: 2021, votes: 12_000),
                film(5, "Saltwater", year: 1999, votes: 800),
                film(6, "Saltwater", year: 2019, votes: 5_200),
                film(7, "Salt Water", year: 2005, votes: 50),
                film(8, "Saltwatr Blues", year: 2010, votes: 9_000),
                film(9, "Spirited Away", original: "Sen to Chihiro no Kamikakushi", year: 2001, votes: 16_000),
                film(10, "Amélie", original: "Le Fabuleux Destin d'Amélie Poulain", year: 2001, votes: 11_000),
            ], in: .topRated, year: 2001, from: .tmdb, fetchedAt: day("2026-11-01"))
        try cache.saveMovies(
            [makeMovie(id: 7, name: "Zootopia"), makeMovie(id: 3, name: "The Jungle Book")], in: .topGrossing,
            year: 2016, from: .demo, fetchedAt: day("2026-11-01"))
    }

    private func film(_ id: Int, _ title: String, original: String? = nil, year: Int, votes: Int) -> TMDBMovie {
        TMDBMovie(
            id: id, name: title, releaseDate: day("\(year)-06-01"), grossing: nil, rating: 7, actors: [],
            originalTitle: original, voteCount: votes)
    }

    private func search(
        _ text: String, year: Int? = nil, limit: Int = 20, in catalogue: Catalogue = .tmdb
    ) throws
        -> [Int]
    {
        try cache.cachedMatches(for: MovieSearch(text, year: year), in: catalogue, limit: limit)?.value.map(\.id) ?? []
    }

    @Test func aTypoFindsTheClosestTitleFirst() throws {
        #expect(try search("blade runer") == [1, 2, 3])
        #expect(try search("BLADE  RUNER!") == [1, 2, 3])
    }

    @Test func theFilmsMatchingEveryWordComeFirstThenTheClosestTitles() throws {
        // Saltwater's two films match the word; Salt Water is one edit away, Saltwatr Blues begins
        // with one edit.
        #expect(try search("saltwater") == [5, 6, 7, 8])
        #expect(try search("saltwater", limit: 3) == [5, 6, 7])
        #expect(try search("saltwater", limit: 1) == [5])
    }

    @Test func ofTitlesAsCloseTheMostVotedComesFirst() throws {
        // Saltwatr Blues matches the word; the two Saltwaters are one edit away, Salt Water two.
        #expect(try search("saltwatr") == [8, 6, 5, 7])
        #expect(try search("saltwater", year: 2019) == [6])
        #expect(try search("saltwatr", year: 1999) == [5])
    }

    @Test func findsAnOriginalTitleWithATypo() throws {
        #expect(try search("sen to chihro") == [9])
        #expect(try search("le fabuleux destin d amelie") == [10])
        #expect(try search("fabuleux destn") == [10], "the title of a later word, with a typo")
    }

    @Test func findsNothingWhenNoTitleComesClose() throws {
        #expect(try search("zzyzx road") == [])
        #expect(try search("blade runer", in: .demo) == [], "another source's films are not its own")
        #expect(try cache.cachedMatches(for: MovieSearch("qqqq"), in: .tmdb, limit: 20) == nil)
    }

    @Test func forgivesTyposInTheDemoCataloguesFilmsToo() throws {
        #expect(try search("zootopai", in: .demo) == [7])
        #expect(try search("the jungel book", in: .demo) == [3])
        #expect(try search("zootopai", in: .tmdb) == [])
    }

    @Test func eachOriginFindsItsOwnFilms() throws {
        let proxy = Catalogue(source: .tmdb, origin: "http://127.0.0.1:9")
        try cache.saveMovie(
            film(11, "Dune Messiah", year: 2027, votes: 10), from: proxy, fetchedAt: day("2026-11-02"))
        #expect(try search("dune mesiah", in: proxy) == [11])
        #expect(try search("dune mesiah") == [])
    }
}
