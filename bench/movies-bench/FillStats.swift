import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Makes a library of N viewings in one year and a cache holding every film's facts, for the
    /// `stats` rows: `movies stats --year YEAR` over them, and its page. The library is written
    /// through MovieKit's import (one transaction), the cache as a list's answer saves its films.
    struct FillStats: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fill-stats",
            abstract: "Make a library of N viewings in one year, and a cache with every film's facts.",
            discussion: """
                Three viewings in four are of a film seen once that year, the others rewatches; \
                seven films in ten are rated, in halves. Each film has its page (a director, \
                countries, a poster's path), ten billed actors, one to three genres, an original \
                language, a running time and TMDB's rating. The watchlist holds 500 other films. \
                The same N makes the same files; existing files are replaced.

                Example:
                  movies-bench fill-stats --viewings 10000 --year 2024 --library library.sqlite --cache cache.sqlite
                """)

        @Option(help: ArgumentHelp("How many viewings the year holds.", valueName: "n")) var viewings: Int
        @Option(help: ArgumentHelp("The year they are in.", valueName: "year")) var year = 2024
        @Option(help: ArgumentHelp("The library file to make.", valueName: "file")) var library: String
        @Option(help: ArgumentHelp("The cache file to make.", valueName: "file")) var cache: String

        static let catalogue = Catalogue(source: .tmdb, baseURL: TMDBMovieService.defaultBaseURL, language: "en-US")
        static let countries = [
            "United States of America", "United Kingdom", "France", "Japan", "Germany", "Italy", "Spain",
            "South Korea", "India", "Canada", "Mexico", "Sweden", "Denmark", "Iran", "Brazil", "Argentina",
        ]
        static let watchlistFilms = 500

        func validate() throws {
            guard (4...1_000_000).contains(viewings) else {
                throw ValidationError("--viewings must be between 4 and 1000000, got \(viewings)")
            }
        }

        func run() throws {
            for path in [library, cache] {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            let films = viewings * 3 / 4
            let movies = (1...(films + Self.watchlistFilms)).map(Self.movie)
            let database = try CacheDatabase.open(at: URL(fileURLWithPath: cache))
            var start = 0
            while start < movies.count {
                let batch = Array(movies[start..<min(movies.count, start + 10_000)])
                try database.saveMovies(
                    batch, in: .topRated, year: 1000 + start / 10_000, from: Self.catalogue, fetchedAt: Date())
                start += batch.count
            }
            try database.close()
            let opened = try FilmLibrary.open(at: URL(fileURLWithPath: library))
            _ = try opened.importEntries(writes(of: movies, films: films))
            try opened.close()
            FileHandle.standardError.write(
                Data("\(library): \(viewings) viewings of \(films) films in \(year); \(cache): their facts\n".utf8))
        }

        /// Each film seen once on a day of the year, then rewatches of them till `viewings`, then
        /// the watchlist's films.
        private func writes(of movies: [TMDBMovie], films: Int) -> [ImportedWrite] {
            let first = APIDate.parse("\(year)-01-01") ?? Date(timeIntervalSince1970: 0)
            let days = APIDate.parse("\(year + 1)-01-01").map { Int($0.timeIntervalSince(first) / 86_400) } ?? 365
            var occurrences: [String: Int] = [:]
            var writes: [ImportedWrite] = []
            for index in 0..<viewings {
                let movie = movies[index % films]
                let again = index >= films
                let day = first.addingTimeInterval(Double(FillDiscoverable.hash(index, 21) % days) * 86_400)
                let rating = movie.id % 10 < 7 ? YourRating(halves: 1 + FillDiscoverable.hash(movie.id, 22) % 20) : nil
                let film = LibraryFilm(movie, source: .tmdb)
                let key = "\(movie.id) \(APIDate.format(day))"
                writes.append(
                    ImportedWrite(
                        entry: ImportedEntry(
                            film: ImportedFilm(title: movie.name, year: movie.year, match: .known(film)),
                            record: .viewing(
                                watchedOn: day, markedOn: day, rewatch: again, rating: again ? nil : rating, tags: [],
                                review: nil)),
                        film: film, occurrence: occurrences[key, default: 0]))
                occurrences[key, default: 0] += 1
            }
            for movie in movies[films...] {
                let film = LibraryFilm(movie, source: .tmdb)
                let added = first.addingTimeInterval(-Double(FillDiscoverable.hash(movie.id, 23) % 3_000) * 86_400)
                writes.append(
                    ImportedWrite(
                        entry: ImportedEntry(
                            film: ImportedFilm(title: movie.name, year: movie.year, match: .known(film)),
                            record: .watchlist(added: added)),
                        film: film))
            }
            return writes
        }

        /// Film `id`, the same every time.
        static func movie(id: Int) -> TMDBMovie {
            func hash(_ salt: Int) -> Int { FillDiscoverable.hash(id, salt) }
            let year = 1920 + hash(1) % 105
            var movie = TMDBMovie(
                id: id, name: "Film number \(id)", releaseDate: APIDate.parse("\(year)-06-01"), grossing: nil,
                rating: Double(hash(2) % 101) / 10,
                actors: (0..<10).map { TMDBCastMember(name: "Actor \(hash(30 + $0) % 20_000)", order: $0) },
                runtime: 70 + hash(3) % 130, voteCount: hash(4) % 20 == 0 ? 0 : hash(4) % 20_000)
            let genres = Set((0...(hash(5) % 3)).map { hash(6 + $0) % FillDiscoverable.genres.count })
            movie.genres = genres.sorted().map { FillDiscoverable.genres[$0].name }
            movie.originalLanguage = FillDiscoverable.languages[hash(9) % FillDiscoverable.languages.count]
            let madeIn = Set((0...(hash(10) % 2)).map { Self.countries[hash(11 + $0) % Self.countries.count] })
            movie.page = MoviePage(
                directors: ["Director \(hash(14) % 1_500)"], posterPath: "/poster\(id).jpg", countries: madeIn.sorted())
            return movie
        }
    }
}
