import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Films related to a film or a series, as the cache answers them offline.
struct CacheRelatedFilmsTests {
    let cache: CacheDatabase
    static let ironHarbor = MovieCollection(id: 400_002, name: "Iron Harbor Collection")

    init() throws {
        cache = try CacheDatabase.inMemory()
        try cache.saveMovies(
            [
                makeDiscoverableMovie(
                    id: 1, year: 2016, genreIDs: [28, 12, 878], popularity: 50, collection: Self.ironHarbor),
                makeDiscoverableMovie(
                    id: 2, year: 1994, genreIDs: [28, 878], popularity: 10, collection: Self.ironHarbor),
                makeDiscoverableMovie(id: 3, year: 2001, genreIDs: [878], popularity: 90),
                makeDiscoverableMovie(id: 4, year: 2010, genreIDs: [28, 12], popularity: 20),
                makeDiscoverableMovie(id: 5, year: 2012, genreIDs: [18], popularity: 99),
            ], in: .topRated, year: 2016, from: .tmdb, fetchedAt: day("2026-01-01"))
    }

    @Test func findsTheFilmsSharingTheMostGenresMostPopularFirstNeverTheFilmItself() throws {
        let similar = try cache.filmsSharingGenres(withMovie: 1, in: .tmdb, limit: 10)?.value.map(\.id)
        #expect(similar == [4, 2, 3])
    }

    @Test func findsNothingLikeAFilmNotCached() throws {
        #expect(try cache.filmsSharingGenres(withMovie: 99, in: .tmdb, limit: 10) == nil)
    }

    @Test func findsACollectionsCachedFilmsInReleaseOrderWithItsName() throws {
        let collection = try #require(try cache.cachedCollection(id: Self.ironHarbor.id, in: .tmdb)).value
        #expect(collection.collection == Self.ironHarbor)
        #expect(collection.films.map(\.id) == [2, 1])
    }

    @Test func knowsCollectionsByTheNamesTheirFilmsAndSavedAnswersGive() throws {
        try cache.save(
            CollectionFilms(
                collection: MovieCollection(id: 7, name: "Paper Lantern Collection"),
                films: [MovieSummary(id: 9, title: "Lantern", rating: 7)]), from: .tmdb, fetchedAt: day("2026-01-02"))
        let known = try cache.knownCollections(in: .tmdb).sorted { $0.id < $1.id }
        #expect(known == [MovieCollection(id: 7, name: "Paper Lantern Collection"), Self.ironHarbor])
        #expect(try cache.collection(id: 7, from: .tmdb)?.value.films.map(\.id) == [9])
    }

    @Test func putsACollectionsFilmsInReleaseOrderUndatedLast() {
        let films = CollectionFilms(
            collection: Self.ironHarbor,
            films: [
                MovieSummary(id: 1, title: "Soon", rating: 0),
                MovieSummary(id: 2, title: "B", releaseDate: day("2016-01-01"), rating: 7),
                MovieSummary(id: 3, title: "A", releaseDate: day("1994-01-01"), rating: 7),
            ])
        #expect(films.films.map(\.id) == [3, 2, 1])
    }
}
