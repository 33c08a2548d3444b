import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct BundledCatalogueTests {
    @Test func carriesEveryFileOfTheDemoAPIByteForByte() throws {
        let onDisk = try FileManager.default.subpathsOfDirectory(
            atPath: apiFixturesFolder.appendingPathComponent("api").path
        )
        .map { "api/" + $0 }
        .filter { path in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: apiFixturesFolder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue
        }
        #expect(Set(BundledCatalogue.files.keys) == Set(onDisk))
        for path in onDisk {
            #expect(
                BundledCatalogue.files[path] == (try Data(contentsOf: apiFixturesFolder.appendingPathComponent(path))),
                "\(path)")
        }
    }

    @Test func leavesOtherDialectsFixturesOut() {
        #expect(!BundledCatalogue.files.isEmpty)
        #expect(BundledCatalogue.files.keys.allSatisfy { $0.hasPrefix("api/") })
    }

    @Test func answersThroughTheAPIServiceLikeTheDemoAPI() async throws {
        let service = DemoMovieService(client: BundledCatalogue.makeClient())
        let grossing = try await service.fetchMovies(in: .topGrossing, year: 2016)
        let rated = try await service.fetchMovies(in: .topRated, year: 2016)

        #expect(ids(grossing) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(grossing.map { $0.grossing ?? 0 } == grossing.map { $0.grossing ?? 0 }.sorted(by: >))
        #expect(rated.map(\.rating) == rated.map(\.rating).sorted(by: >))
        #expect(Set(ids(rated)) == Set(1...10))
        #expect(try await service.fetchMovie(id: 7).name == "Zootopia")
        await #expect(throws: MovieServiceError.notFound("movie 11")) { try await service.fetchMovie(id: 11) }
    }

    @Test func listsCarryTheSameMoviesAsTheirDetailPages() async throws {
        let service = DemoMovieService(client: BundledCatalogue.makeClient())
        for movie in try await service.fetchMovies(in: .topRated, year: 2016) {
            #expect(try await service.fetchMovie(id: movie.id) == movie)
        }
    }
}
