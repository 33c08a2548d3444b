import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Finding the film a person means: an id as it is, IMDb's id through the source's look-up, a
/// title among your library's films first, then through the cache's and the source's search;
/// what was taken, how, and the others it could have been.
struct FilmFinderTests {
    private let source = UseCaseFilms.source()

    private func finder(library: FilmLibrary? = nil, policy: CachePolicy = .cacheThenNetwork) throws -> FilmFinder {
        FilmFinder(service: try .over(source, policy: policy), library: library)
    }

    @Test func takesAnIdAsItIsAskingNothing() async throws {
        let found = try await finder().find(.id(78))
        #expect(found.id == 78 && found.way == .byID && found.film.title == nil)
        #expect(source.requests == 0)
    }

    @Test func takesATitleFromYourLibraryBeforeAskingTheSource() async throws {
        let library = try FilmLibrary.inMemory()
        try library.addToWatchlist(UseCaseFilms.kept(UseCaseFilms.saltwater1999), on: day("2026-01-01"))
        let found = try await finder(library: library).find(UseCaseFilms.typed("saltwater"))
        #expect(found.id == 15 && found.way == .fromYourLibrary && found.alternatives.isEmpty)
        #expect(source.requests == 0)
    }

    @Test func searchesATitleSeveralOfYourFilmsHaveTakingTheMostVotedAndNamingTheOther() async throws {
        let library = try FilmLibrary.inMemory()
        for film in [UseCaseFilms.saltwater1999, UseCaseFilms.saltwater2019] {
            try library.addToWatchlist(UseCaseFilms.kept(film), on: day("2026-01-01"))
        }
        let found = try await finder(library: library).find(UseCaseFilms.typed("Saltwater"))
        #expect(found.id == 16 && found.way == .exactTitle)
        #expect(found.alternatives.map(\.id) == [15] && found.alternatives.first?.year == 1999)
    }

    @Test func takesTheClosestTitleForATypo() async throws {
        let found = try await finder().find(UseCaseFilms.typed("Blade Runnr"))
        #expect(found.id == 78 && found.way == .closestTitle && found.summary?.title == "Blade Runner")
    }

    @Test func saysTheCachedSearchStoodInWhenTheSourceCannotBeSearched() async throws {
        let cache = try CacheDatabase.inMemory()
        _ = try await FilmFinder(service: .over(source, cache: cache), library: nil).find(
            UseCaseFilms.typed("Saltwater"))
        source.cutOff()
        let found = try await FilmFinder(service: .over(source, cache: cache), library: nil)
            .find(UseCaseFilms.typed("Saltwater"))
        #expect(found.id == 16)
        #expect(found.notes == [.cachedSearchStoodIn(.unreachable("the network is down"))])
    }

    @Test func saysWhereItLookedForATitleNoFilmHas() async throws {
        let error = await #expect(throws: FilmFinderError.self) {
            try await finder(policy: .cacheOnly).find(UseCaseFilms.typed("Northern Signal", year: 2016))
        }
        #expect(error?.description == "no movie titled \"Northern Signal\" from 2016 in the cache of TMDB")
    }

    @Test func findsAFilmByIMDbsIdThroughTheSource() async throws {
        let found = try await finder().find(.imdbID("tt0083658"))
        #expect(found.id == 78 && found.way == .byIMDbID && found.film.imdbID == "tt0083658")
        await #expect(throws: FilmFinderError.noFilmWithIMDbID("tt0000009", source: "TMDB")) {
            try await finder().find(.imdbID("tt0000009"))
        }
    }

    @Test func keepsAFilmForYourLibraryWithItsPagesTitleYearAndIMDbID() async throws {
        let found = try await finder().findForYourLibrary(.id(78))
        #expect(
            found.film == LibraryFilm(source: .tmdb, id: 78, imdbID: "tt0083658", title: "Blade Runner", year: 1982))
        #expect(found.notes.isEmpty)
    }

    @Test func keepsAFilmNotCachedByItsIdAloneOfflineAndSaysSo() async throws {
        let found = try await finder(policy: .cacheOnly).findForYourLibrary(.id(78))
        #expect(found.film == LibraryFilm(source: .tmdb, id: 78, title: nil))
        #expect(found.notes == [.notCachedKeptByID])
        #expect(source.requests == 0)
    }

    @Test func passesByALibraryThatCannotBeReadWhenReadingButNotWhenChangingIt() async throws {
        try await withTemporaryFolder { folder in
            let library = try FilmLibrary.open(at: folder.appendingPathComponent("library.sqlite"))
            try library.close()
            let found = try await finder(library: library).find(UseCaseFilms.typed("Blade Runner"))
            #expect(found.id == 78)
            guard case .libraryUnreadable = found.notes.first else {
                Issue.record("noted \(found.notes)")
                return
            }
            await #expect(throws: FilmFinderError.self) {
                try await finder(library: library).findForYourLibrary(UseCaseFilms.typed("Blade Runner"))
            }
        }
    }
}
