import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// Searches and filmographies through the cache: the cache's answer first, then the source's,
/// saved as a question of its own and never over a film's own details.
struct CachingMovieServiceSearchTests {
    private let cache: CacheDatabase
    private let tmdb = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443", language: "en-US")
    private let search: MovieSearch

    init() throws {
        cache = try CacheDatabase.inMemory()
        search = try MovieSearch("Saltwater")
    }

    private func answers<Value>(_ stream: AsyncStream<MovieServiceResult<Value>>) async -> [MovieServiceResult<Value>] {
        var results: [MovieServiceResult<Value>] = []
        for await result in stream { results.append(result) }
        return results
    }

    @Test func savesTheSourcesAnswerAndGivesItFirstNextTime() async throws {
        let source = SearchingService(found: [saltwater(16, votes: 5200), saltwater(15, votes: 800)])
        let service = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache)
        let first = await answers(service.answers(to: .search(search, limit: 20)))
        #expect(first.map { $0.kind() } == ["notCached", "fresh"])
        let second = await answers(service.answers(to: .search(try MovieSearch("  SALTWATER "), limit: 20)))
        #expect(second.map { $0.kind() } == ["cached", "fresh"])
        #expect(try second[0].get().value?.map(\.id) == [16, 15])
        #expect(source.searches == 2)
    }

    @Test func findsATitleAmongTheBuiltInCataloguesFilmsWithNothingCached() async throws {
        let service = CachingMovieService(
            wrapping: DemoMovieService(client: BundledCatalogue.makeClient()), catalogue: .builtInDemo, database: cache)
        let found = await answers(service.answers(to: .search(try MovieSearch("zoo"), limit: 20)))
        #expect(found.map { $0.kind() } == ["fresh"])
        #expect(try found[0].get().value?.map(\.title) == ["Zootopia"])
        let none = await answers(service.answers(to: .search(try MovieSearch("zootopolis"), limit: 20)))
        #expect(none.map { $0.kind() } == ["fresh"])
        #expect(try none[0].get().value?.isEmpty == true)
    }

    @Test func resolvesATitleToTheMostVotedFilmSoTitledNamingTheOthers() async throws {
        let source = SearchingService(found: [
            saltwater(15, votes: 800), saltwater(16, votes: 5200), saltwater(17, votes: 9000, title: "Saltwater Blues"),
        ])
        let service = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache)
        let titled = try await service.film(titled: search)
        #expect(titled.match?.movie.id == 16 && titled.match?.isExact == true)
        #expect(titled.match?.others.map(\.id) == [15])
        #expect(titled.failure == nil && titled.whereLooked == "on TMDB")
        let year = try await service.film(titled: try MovieSearch("Saltwater", year: 1999))
        #expect(year.match?.movie.id == 15)
    }

    @Test func resolvesATitleFromTheCachedSearchWhenTheSourceCannotBeAskedAndSaysWhy() async throws {
        let filled = CachingMovieService(
            wrapping: SearchingService(found: [saltwater(16, votes: 5200)]), catalogue: tmdb, database: cache)
        _ = try await filled.film(titled: search)
        let offline = CachingMovieService(
            wrapping: SearchingService(failingWith: .unreachable("no network")), catalogue: tmdb, database: cache)
        let titled = try await offline.film(titled: search)
        #expect(titled.match?.movie.id == 16)
        #expect(titled.failure == .unreachable("no network"))
        let cacheOnly = CachingMovieService(
            wrapping: SearchingService(failingWith: .unreachable("no network")), catalogue: tmdb, database: cache,
            policy: .cacheOnly)
        #expect(try await cacheOnly.film(titled: search).whereLooked == "in the cache of TMDB")
    }

    @Test func aSearchFailureNoCachedSearchCanStandInForIsThrown() async throws {
        let service = CachingMovieService(
            wrapping: SearchingService(failingWith: .httpStatus(500)), catalogue: tmdb, database: cache)
        await #expect(throws: MovieServiceError.httpStatus(500)) {
            _ = try await service.film(titled: search)
        }
    }

    /// Issue 43: as offline, a title is then found nowhere, and a film can still be given by its id.
    @Test(arguments: [MovieServiceError.unreachable("no network"), .timedOut])
    func aSourceThatCannotBeReachedWithNoCachedSearchFindsNoFilmAndSaysWhy(failure: MovieServiceError) async throws {
        let service = CachingMovieService(
            wrapping: SearchingService(failingWith: failure), catalogue: tmdb, database: cache)
        let titled = try await service.film(titled: search)
        #expect(titled.match == nil)
        #expect(titled.failure == failure)
        #expect(titled.whereLooked == "in the cache of TMDB")
    }

    @Test func resolvesATitleAmongTheBuiltInCataloguesFilms() async throws {
        let service = CachingMovieService(
            wrapping: DemoMovieService(client: BundledCatalogue.makeClient()), catalogue: .builtInDemo, database: cache)
        let titled = try await service.film(titled: try MovieSearch("ZOOTOPIA"))
        #expect(titled.match?.movie.title == "Zootopia" && titled.match?.isExact == true)
        #expect(titled.whereLooked == "in the demo catalogue")
        #expect(try await service.film(titled: try MovieSearch("zootopolis")).match == nil)
    }

    @Test func aDemoAPIElsewhereCarriesNoFilms() async throws {
        let client = APIClient(
            baseURL: URL(string: "http://127.0.0.1:9/api/")!, transport: BundledCatalogue.makeTransport())
        let service = CachingMovieService(
            wrapping: DemoMovieService(client: client), catalogue: Catalogue(source: .demo, baseURL: client.baseURL),
            database: cache)
        let found = await answers(service.answers(to: .search(try MovieSearch("zoo"), limit: 20)))
        #expect(found.map { $0.kind() } == ["fresh"])
        #expect(try found[0].get().value?.isEmpty == true, "a demo API elsewhere carries no films: nothing is cached")
    }

    @Test func neverPutsASearchResultOverAFilmsDetails() async throws {
        try cache.saveMovie(
            makeMovie(id: 16, name: "Saltwater", grossing: 42_000_000, cast: ["Marcus Okafor"]), from: tmdb,
            fetchedAt: day("2026-11-01"))
        let source = SearchingService(found: [saltwater(16, votes: 5200, title: "Saltwater (renamed)")])
        let service = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache)
        _ = await answers(service.answers(to: .search(search, limit: 20)))
        let kept = try #require(try cache.movie(id: 16, from: tmdb))
        #expect(kept.movie.name == "Saltwater" && kept.movie.grossing == 42_000_000 && kept.movie.castNames.count == 1)
        #expect(try cache.answer(to: search, from: tmdb)?.value.first?.title == "Saltwater (renamed)")
    }

    @Test func answersFromTheCachedMoviesUntilTheSourceAnswersAndSavesNothingWhenItFails() async throws {
        try cache.saveMovie(makeMovie(id: 16, name: "Saltwater"), from: tmdb, fetchedAt: day("2026-11-01"))
        let source = SearchingService(failingWith: .unreachable("no network"))
        let service = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache)
        let results = await answers(service.answers(to: .search(search, limit: 20)))
        #expect(results.map { $0.kind() } == ["cached", "failure"])
        #expect(try results[0].get().value?.map(\.id) == [16])
        #expect(try cache.answer(to: search, from: tmdb) == nil)
    }

    @Test func aSourceWithoutASearchIsNotAskedAndTheCacheAnswersOnce() async throws {
        try cache.saveMovie(makeMovie(id: 7, name: "Zootopia"), from: .builtInDemo, fetchedAt: day("2026-11-01"))
        let api = StubMovieService(serving: makeMovies(1))
        let service = CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache)
        let results = await answers(service.answers(to: .search(try MovieSearch("zoo"), limit: 20)))
        #expect(results.map { $0.kind() } == ["fresh"] && api.calls == 0)
        #expect(try results[0].get().value?.map(\.id) == [7])
    }

    @Test func keepsAPersonsFilmsUnderTheirNameWhateverItsCaseAndAccents() async throws {
        let films = [saltwater(15, votes: 800, character: "Ida"), saltwater(16, votes: 5200, character: "Ida, older")]
        let source = SearchingService(found: [], person: Person(id: 5_000_001, name: "Zoë Marchetti"), films: films)
        let service = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache)
        let online = await answers(service.answers(to: .person(named: "Zoë Marchetti")))
        #expect(online.map { $0.kind() } == ["notCached", "fresh"])
        let offline = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache, policy: .cacheOnly)
        let cached = await answers(offline.answers(to: .person(named: "zoe MARCHETTI")))
        let filmography = try #require(try cached.first?.get().value)
        #expect(filmography.person == Person(id: 5_000_001, name: "Zoë Marchetti"))
        #expect(filmography.movies.map(\.id) == [16, 15] && filmography.movies.first?.character == "Ida, older")
        #expect(source.searches == 1)
    }

    @Test func clearingASourceForgetsItsSearchesAndFilmographies() async throws {
        let source = SearchingService(
            found: [saltwater(16, votes: 1)], person: Person(id: 1, name: "Someone"), films: [saltwater(16, votes: 1)])
        let service = CachingMovieService(wrapping: source, catalogue: tmdb, database: cache)
        _ = await answers(service.answers(to: .search(search, limit: 20)))
        _ = await answers(service.answers(to: .person(named: "someone")))
        try cache.clear(.tmdb)
        #expect(try cache.answer(to: search, from: tmdb) == nil)
        #expect(try cache.filmography(ofPersonNamed: "someone", from: tmdb) == nil)
    }

    private func saltwater(_ id: Int, votes: Int, title: String = "Saltwater", character: String? = nil) -> MovieSummary
    {
        MovieSummary(
            id: id, title: title, releaseDate: APIDate.parse(id == 15 ? "1999-04-09" : "2019-10-04"), rating: 7,
            voteCount: votes, character: character)
    }
}

/// A source that finds `found` for any search and `films` for any person, and counts the searches.
final class SearchingService: RevalidatingMovieService, MovieSearching {
    private let found: [MovieSummary]
    private let person: Person?
    private let films: [MovieSummary]
    private let failure: MovieServiceError?
    private let count = Mutex(0)

    init(found: [MovieSummary], person: Person? = nil, films: [MovieSummary] = []) {
        self.found = found
        self.person = person
        self.films = films
        failure = nil
    }

    init(failingWith error: MovieServiceError) {
        found = []
        person = nil
        films = []
        failure = error
    }

    var searches: Int { count.withLock { $0 } }

    var traits: MovieSourceTraits { MovieSourceTraits(revalidates: true, listsCarryDetails: true, listSize: 20) }
    var searching: (any MovieSearching)? { self }

    func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        throw .notFound("movie \(id)")
    }

    func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        throw .notFound("list")
    }

    func movies(
        matching search: MovieSearch, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        count.withLock { $0 += 1 }
        if let failure { throw failure }
        return .modified(found, fetchedAt: day("2026-11-24"), freshness: .unknown)
    }

    func filmography(
        ofPersonNamed name: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<Filmography> {
        count.withLock { $0 += 1 }
        if let failure { throw failure }
        guard let person else { throw .notFound(name) }
        return .modified(Filmography(person: person, movies: films), fetchedAt: day("2026-11-24"), freshness: .unknown)
    }
}
