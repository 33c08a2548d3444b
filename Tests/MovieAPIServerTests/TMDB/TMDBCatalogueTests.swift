import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The hand-written set loads with each of TMDB's quirks; a synthetic one repeats for its seed.
struct TMDBCatalogueTests {
    @Test func loadsTheHandWrittenSet() throws {
        let catalogue = try tmdbFixtureCatalogue()
        #expect(catalogue.movies.count == 26)
        #expect(catalogue.movies.allSatisfy { $0.id > 100_000 && $0.credits?.id == $0.id })
        #expect(catalogue.movies(releasedIn: 2016).count == 10)
    }

    @Test func holdsEachQuirkOfTMDB() throws {
        let movies = try tmdbFixtureCatalogue().movies
        let of2016 = movies.filter { $0.releaseYear == 2016 }
        #expect(movies.contains { $0.releaseDate == "" })
        #expect(movies.contains { $0.releaseDate == nil })
        #expect(of2016.filter { $0.revenue == 0 }.count >= 2)
        #expect(movies.filter { $0.posterPath == nil }.count >= 2)
        #expect(of2016.contains { $0.voteCount == 3 && $0.voteAverage == 10 })
        #expect(movies.contains { $0.title.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(movies.contains { $0.title.contains("é") })
        #expect(movies.contains { $0.credits?.cast.contains { $0.name.contains("Zoë") } == true })
        #expect(movies.contains { $0.runtime == nil } && movies.contains { $0.runtime == 0 })
        #expect(movies.filter { !$0.genres.isEmpty }.count >= 12)
        #expect(movies.contains { $0.credits?.cast.isEmpty == true })
        #expect(
            movies.contains { movie in
                let orders = movie.credits?.cast.map(\.order) ?? []
                return orders != orders.sorted()
            })
    }

    @Test func servesEachFileAsTheFilmItHolds() async throws {
        let file = tmdbFixturesFolder.appendingPathComponent("movie/100002.json")
        var onDisk = try JSONDecoder().decode(TMDBWire.MovieDetails.self, from: Data(contentsOf: file))
        onDisk.credits?.id = nil  // appended, as TMDB appends them: without an id of their own
        try await withTMDBServer { server async throws in
            let response = try await server.get("movie/100002", query: ["append_to_response": "credits"])
            #expect(try JSONDecoder().decode(TMDBWire.MovieDetails.self, from: response.body) == onDisk)
        }
    }

    @Test func makesTheSameSyntheticCatalogueForTheSameSeed() {
        let one = TMDBCatalogue(syntheticCount: 300, seed: 7)
        let again = TMDBCatalogue(syntheticCount: 300, seed: 7)
        let other = TMDBCatalogue(syntheticCount: 300, seed: 8)
        #expect(one.movies == again.movies)
        #expect(one.movies != other.movies)
        #expect(one.movies.count == 300)
        #expect(Set(one.movies.map(\.id)).count == 300)
        #expect(one.movies.allSatisfy { $0.id >= 200_000 })
    }

    @Test func spreadsASyntheticCatalogueOverTheYearsWithTMDBsQuirks() {
        let movies = TMDBCatalogue(syntheticCount: 800, seed: 3).movies
        let years = Set(movies.compactMap(\.releaseYear))
        #expect(years == Set(1981...2020))
        #expect(movies.contains { $0.revenue == 0 })
        #expect(movies.contains { $0.posterPath == nil })
        #expect(movies.contains { $0.voteCount < 5 && $0.voteAverage == 10 })
        #expect(movies.contains { $0.releaseYear == nil })
        #expect(
            movies.contains { movie in
                movie.credits?.cast.contains { !$0.name.unicodeScalars.allSatisfy(\.isASCII) } == true
            })
        #expect(movies.contains { !$0.title.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func keepsTheFirstOfTwoFilmsWithOneId() throws {
        let movies = try tmdbFixtureCatalogue().movies
        var copy = movies[1]
        copy.id = movies[0].id
        #expect(TMDBCatalogue(movies: [movies[0], copy]).movies == [movies[0]])
    }

    @Test func refusesAFolderWithoutFilms() async throws {
        try await withTemporaryFolder { folder in
            #expect(throws: TMDBCatalogueError.notAFolder(folder.appendingPathComponent("movie").path)) {
                try TMDBCatalogue(contentsOf: folder)
            }
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("movie"), withIntermediateDirectories: true)
            #expect(throws: TMDBCatalogueError.empty(folder.appendingPathComponent("movie").path)) {
                try TMDBCatalogue(contentsOf: folder)
            }
        }
    }

    @Test func refusesAFileThatIsNotItsFilm() async throws {
        try await withTemporaryFolder { folder in
            let movies = folder.appendingPathComponent("movie")
            try FileManager.default.createDirectory(at: movies, withIntermediateDirectories: true)
            let source = tmdbFixturesFolder.appendingPathComponent("movie/100001.json")
            try FileManager.default.copyItem(at: source, to: movies.appendingPathComponent("7.json"))
            #expect(throws: TMDBCatalogueError.misnamed(path: movies.appendingPathComponent("7.json").path, id: 100001))
            {
                try TMDBCatalogue(contentsOf: folder)
            }
            try FileManager.default.removeItem(at: movies.appendingPathComponent("7.json"))
            try Data(#"{"id": 1, "title": "half a film"}"#.utf8).write(to: movies.appendingPathComponent("1.json"))
            #expect {
                try TMDBCatalogue(contentsOf: folder)
            } throws: { error in
                guard case .unreadable(let path, _) = error as? TMDBCatalogueError else { return false }
                return path.hasSuffix("movie/1.json")
            }
        }
    }
}
