import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Choosing a film from your watchlist: any of them with no filter; with discover's filters,
/// among the cached films, those not cached fetched first, or, when only the cache may answer,
/// counted as not looked at.
struct WatchlistPickTests {
    private let source = UseCaseFilms.source()
    /// No longer than two hours: Saltwater (100 minutes) passes, Blade Runner (117) does not.
    private let short = DiscoverRequest(runtime: 0...110)

    /// A library whose watchlist holds Saltwater (2019) and Blade Runner.
    private func watchlist() throws -> FilmLibrary {
        let library = try FilmLibrary.inMemory()
        for film in [UseCaseFilms.saltwater2019, UseCaseFilms.bladeRunner] {
            try library.addToWatchlist(UseCaseFilms.kept(film), on: day("2026-01-01"))
        }
        return library
    }

    @Test func refusesAnEmptyWatchlist() throws {
        #expect(throws: WatchlistPickError.emptyWatchlist(.tmdb)) { try WatchlistPick(library: nil, source: .tmdb) }
        #expect(throws: WatchlistPickError.emptyWatchlist(.tmdb)) {
            try WatchlistPick(library: FilmLibrary.inMemory(), source: .tmdb)
        }
    }

    @Test func choosesAnyFilmOfTheWatchlistWithNoFilterAskingNothing() async throws {
        var generator = SplitMix64(seed: 7)
        let choice = try await WatchlistPick(library: watchlist(), source: .tmdb)
            .choose(filteredBy: DiscoverRequest(), service: .over(source), using: &generator)
        #expect(choice.chosen != nil && choice.passing == 2 && choice.onWatchlist == 2 && choice.notCached == 0)
        #expect(source.requests == 0)
    }

    @Test func choosesAmongTheFilmsTheFiltersLetThroughFetchingThoseNotCachedFirst() async throws {
        let choice = try await WatchlistPick(library: watchlist(), source: .tmdb)
            .choose(filteredBy: short, service: .over(source))
        #expect(choice.chosen?.film.id == 16 && choice.passing == 1 && choice.notCached == 0)
        #expect(source.requests == 2)
    }

    @Test(arguments: 0..<8)
    func choosesAnotherFilmThanTheOneToAvoid(seed: UInt64) async throws {
        var generator = SplitMix64(seed: seed)
        let choice = try await WatchlistPick(library: watchlist(), source: .tmdb)
            .choose(filteredBy: DiscoverRequest(), service: .over(source), avoiding: 16, using: &generator)
        #expect(choice.chosen?.film.id == UseCaseFilms.bladeRunner.id && !choice.chosenAgain)
    }

    @Test func choosesTheFilmToAvoidAgainWhenNoOtherPassesSayingSo() async throws {
        let choice = try await WatchlistPick(library: watchlist(), source: .tmdb)
            .choose(filteredBy: short, service: .over(source), avoiding: 16)
        #expect(choice.chosen?.film.id == 16 && choice.passing == 1 && choice.chosenAgain)
    }

    @Test func countsTheFilmsNotCachedWhenOnlyTheCacheMayAnswer() async throws {
        let choice = try await WatchlistPick(library: watchlist(), source: .tmdb)
            .choose(filteredBy: short, service: .over(source, policy: .cacheOnly))
        #expect(choice.chosen == nil && choice.passing == 0 && choice.notCached == 2)
        #expect(source.requests == 0)
    }

    @Test func refusesFiltersTheSourcesFilmsCannotBeFilteredBy() async throws {
        let demo = CachingMovieService(
            wrapping: DemoMovieService(client: BundledCatalogue.makeClient()), catalogue: .builtInDemo,
            database: try CacheDatabase.inMemory())
        let library = try FilmLibrary.inMemory()
        try library.addToWatchlist(LibraryFilm(source: .demo, id: 1, title: "Zootopia"), on: day("2026-01-01"))
        await #expect(throws: WatchlistPickError.filters(.filtersNotApplied([.genre], source: .demo))) {
            try await WatchlistPick(library: library, source: .demo)
                .choose(filteredBy: DiscoverRequest(genres: ["Drama"]), service: demo)
        }
    }
}
