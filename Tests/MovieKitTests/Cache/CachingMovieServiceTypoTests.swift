import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// A search with a typo through the pipeline: a source's search that finds nothing shows the
/// cached films whose titles come close (its own answer saved as it is), and a source without a
/// search finds them among the films cached, else among those it carries.
struct CachingMovieServiceTypoTests {
    private let cache: CacheDatabase
    private let tmdb = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443", language: "en-US")
    private let typo: MovieSearch

    init() throws {
        cache = try CacheDatabase.inMemory()
        typo = try MovieSearch("blade runer")
        let films = [("Blade Runner", 1982, 13_000), ("Blade Runner 2049", 2017, 14_000), ("Dune", 2021, 12_000)]
        try cache.saveMovies(
            films.enumerated().map { offset, film in
                TMDBMovie(
                    id: 78 + offset, name: film.0, releaseDate: day("\(film.1)-06-25"), grossing: nil, rating: 8,
                    actors: [], voteCount: film.2)
            }, in: .topRated, year: 1982, from: tmdb, fetchedAt: day("2026-11-01"))
    }

    private func answers<Value>(_ stream: AsyncStream<MovieServiceResult<Value>>) async -> [MovieServiceResult<Value>] {
        var results: [MovieServiceResult<Value>] = []
        for await result in stream { results.append(result) }
        return results
    }

    @Test func aSearchTheSourceFindsNothingForShowsTheCachedFilmsTitledClose() async throws {
        let source = SearchingService(found: [])
        let service = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache)
        let results = await answers(service.answers(to: .search(typo, limit: 20)))
        #expect(results.map { $0.kind() } == ["cached", "fresh"])
        let near = ["Blade Runner", "Blade Runner 2049"]
        #expect(try results.map { try $0.get().value?.map(\.title) } == [near, near])
        #expect(try cache.answer(to: typo, from: tmdb)?.value == [], "the source's answer is saved as it is")

        let offline = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache, policy: .cacheOnly)
        let saved = await answers(offline.answers(to: .search(typo, limit: 20)))
        #expect(try saved.first?.get().value?.map(\.title) == near)
        #expect(source.searches == 1)
    }

    @Test func aSourcesAnswerIsShownAsItIsWhenItFindsAny() async throws {
        let found = MovieSummary(id: 1, title: "Blade Runer: A Fan Film", rating: 5, voteCount: 3)
        let service = CachingMovieService(wrapping: SearchingService(found: [found]), catalogue: tmdb, database: cache)
        let results = await answers(service.answers(to: .search(typo, limit: 20)))
        #expect(try results.last?.get().value == [found])
    }

    @Test func aTitleWithATypoMeansTheClosestFilmNotExactly() async throws {
        let service = CachingMovieService(wrapping: SearchingService(found: []), catalogue: tmdb, database: cache)
        let titled = try await service.film(titled: typo)
        #expect(titled.match?.movie.title == "Blade Runner" && titled.match?.isExact == false)
        #expect(titled.match?.others.map(\.title) == ["Blade Runner 2049"])
    }

    @Test func theDemoCatalogueForgivesATypoInTheFilmsItCarries() async throws {
        let service = CachingMovieService(
            wrapping: DemoMovieService(client: BundledCatalogue.makeClient()), catalogue: .builtInDemo,
            database: try CacheDatabase.inMemory())
        let found = await answers(service.answers(to: .search(try MovieSearch("rogue one"), limit: 20)))
        #expect(try found.map { try $0.get().value?.map(\.title) } == [["Rouge One - A Star Wars Story"]])
        let zoo = await answers(service.answers(to: .search(try MovieSearch("zootopai"), limit: 20)))
        #expect(try zoo.first?.get().value?.map(\.title) == ["Zootopia"])
    }
}
