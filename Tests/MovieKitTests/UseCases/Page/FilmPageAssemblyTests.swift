import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// A film's page: the film as each answer gives it, what your library says of it, IMDb's rating
/// where IMDb's datasets are imported, where to watch it on your services; and a film your
/// library keeps by its id alone given its title once the page is delivered.
struct FilmPageAssemblyTests {
    private let source = UseCaseFilms.source()
    private let netflix = try! StreamingServices(reading: "netflix")

    private func assembly(
        library: any LibraryAccess, cache: CacheDatabase? = nil, imdbDatasets: URL? = nil
    ) throws -> FilmPageAssembly {
        FilmPageAssembly(
            service: try .over(source, cache: cache), library: library, region: "US", services: netflix,
            imdbDatasets: imdbDatasets)
    }

    /// The pages delivered, read to their end.
    private func delivered(_ pages: FilmPages) async throws -> [FilmPage] {
        var delivered: [FilmPage] = []
        for await result in pages {
            if let page = try result.get().value { delivered.append(page) }
        }
        return delivered
    }

    @Test func aPageHoldsTheFilmWhatYourLibrarySaysAndWhereToWatchOnYourServicesFirst() async throws {
        let library = try FilmLibrary.inMemory()
        try library.rate(UseCaseFilms.kept(UseCaseFilms.bladeRunner), 9, on: day("2026-01-02"))
        let pages = try await assembly(library: library).pages(for: UseCaseFilms.typed("Blade Runner"))
        #expect(pages.found.id == 78 && pages.libraryFailure == nil)
        let page = try #require(try await delivered(pages).last)
        #expect(page.movie.name == "Blade Runner")
        #expect(page.yours?.rating == 9 && page.yours?.seen == true)
        let watch = try #require(page.whereToWatch)
        #expect(
            watch.providers(.stream) == [.init(name: "Netflix", isYours: true), .init(name: "Mubi", isYours: false)])
        #expect(watch.hasYours)
    }

    @Test func withoutALibraryAPageSaysNothingOfYours() async throws {
        try await withTemporaryFolder { folder in
            let none = LibraryFile(path: folder.appendingPathComponent("none.sqlite").path) { folder }
            let pages = try await assembly(library: none).pages(for: .id(16))
            #expect(try await delivered(pages).map(\.yours) == [nil])
            #expect(!FileManager.default.fileExists(atPath: none.path))
        }
    }

    @Test func givesTheCachedPageFirstThenTheSources() async throws {
        let cache = try CacheDatabase.inMemory()
        let library = try FilmLibrary.inMemory()
        _ = try await delivered(try assembly(library: library, cache: cache).pages(for: .id(16)))
        var kinds: [String] = []
        for await result in try await assembly(library: library, cache: cache).pages(for: .id(16)) {
            switch try result.get() {
            case .cached: kinds.append("cached")
            case .fresh: kinds.append("fresh")
            case .recent: kinds.append("recent")
            case .notCached: kinds.append("notCached")
            }
        }
        #expect(kinds == ["cached", "fresh"])
    }

    @Test func aFilmKeptByItsIdAloneGetsItsTitleOnceThePageIsDelivered() async throws {
        let library = try FilmLibrary.inMemory()
        try library.addToWatchlist(LibraryFilm(source: .tmdb, id: 78, title: nil), on: day("2026-01-01"))
        let pages = try await assembly(library: library).pages(for: .id(78))
        _ = try await delivered(pages)
        let kept = try library.watchlist(of: .tmdb).map(\.film)
        #expect(kept == [LibraryFilm(source: .tmdb, id: 78, imdbID: "tt0083658", title: "Blade Runner", year: 1982)])
    }

    @Test func aPageHasIMDbsRatingWhereIMDbsDatasetsAreImported() async throws {
        try await withTemporaryFolder { folder in
            let imdb = IMDbFolder(cacheURL: folder.appendingPathComponent("movies.sqlite"))
            _ = try IMDbDatasetImport(folder: imdb, from: imdbFixturesFolder).run()
            let pages = try await assembly(library: FilmLibrary.inMemory(), imdbDatasets: imdb.datasets)
                .pages(for: .id(78))
            let page = try #require(try await delivered(pages).last)
            #expect(page.imdbRating == IMDbRating(id: 83658, rating: 8.1, votes: 850_123))
            #expect(page.imdbRatingFailure == nil)
        }
    }

    @Test func aFilmNoOneHasIsNotFound() async throws {
        await #expect(throws: FilmFinderError.self) {
            try await assembly(library: FilmLibrary.inMemory()).pages(for: UseCaseFilms.typed("Northern Signal"))
        }
    }
}
