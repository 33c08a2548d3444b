import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Fills a cache with N TMDB films that discover can filter: genres, original languages,
    /// running times, popularity and the services they stream on in the US, with TMDB's genre
    /// and provider lists, as `movies --source tmdb` keeps them (en-US, TMDB's own origin).
    struct FillDiscoverable: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fill-discoverable",
            abstract: "Fill a cache with N TMDB films over 1950–2024 that discover can filter, in batches of 10,000."
        )

        @Option(help: "The cache file to create.") var cache: String
        @Option(help: "How many films in all.") var movies: Int

        static let catalogue = Catalogue(source: .tmdb, baseURL: TMDBMovieService.defaultBaseURL, language: "en-US")
        static let genres = [
            Genre(id: 28, name: "Action"), Genre(id: 12, name: "Adventure"), Genre(id: 16, name: "Animation"),
            Genre(id: 35, name: "Comedy"), Genre(id: 80, name: "Crime"), Genre(id: 99, name: "Documentary"),
            Genre(id: 18, name: "Drama"), Genre(id: 10751, name: "Family"), Genre(id: 14, name: "Fantasy"),
            Genre(id: 36, name: "History"), Genre(id: 27, name: "Horror"), Genre(id: 10402, name: "Music"),
            Genre(id: 9648, name: "Mystery"), Genre(id: 10749, name: "Romance"),
            Genre(id: 878, name: "Science Fiction"),
            Genre(id: 10770, name: "TV Movie"), Genre(id: 53, name: "Thriller"), Genre(id: 10752, name: "War"),
            Genre(id: 37, name: "Western"),
        ]
        static let providers = [
            WatchProvider(id: 8, name: "Netflix"), WatchProvider(id: 337, name: "Disney Plus"),
            WatchProvider(id: 1899, name: "Max"), WatchProvider(id: 9, name: "Amazon Prime Video"),
            WatchProvider(id: 350, name: "Apple TV Plus"), WatchProvider(id: 11, name: "Mubi"),
        ]
        static let languages = ["en", "en", "en", "fr", "ja", "es", "de", "ko"]

        func run() throws {
            let database = try CacheDatabase.open(at: URL(fileURLWithPath: cache))
            let now = Date()
            try database.save(Self.genres, of: Self.catalogue, fetchedAt: now)
            try database.save(Self.providers, in: "US", of: Self.catalogue, fetchedAt: now)
            var nextID = 1
            var year = 1000
            while nextID <= movies {
                let count = min(10_000, movies - nextID + 1)
                try database.saveMovies(
                    (nextID..<(nextID + count)).map(Self.movie), in: .topRated, year: year, from: Self.catalogue,
                    fetchedAt: now)
                nextID += count
                year += 1
            }
            try database.close()
        }

        /// Film `id`: the same every time, its facts spread by multiplying the id by primes.
        static func movie(id: Int) -> TMDBMovie {
            let year = 1950 + id % 75
            let release = APIDate.parse("\(year)-01-01")?.addingTimeInterval(Double(id % 365) * 86_400)
            var movie = TMDBMovie(
                id: id, name: "Film number \(id)", releaseDate: release, grossing: (id &* 7_919) % 900_000_000,
                rating: Double(id &* 37 % 101) / 10, actors: [], runtime: 70 + id &* 13 % 120,
                voteCount: id &* 101 % 20_000)
            let genreCount = 1 + id % 3
            movie.genreIDs = (0..<genreCount).map { genres[(id &* 7 + $0 &* 5) % genres.count].id }
            movie.genres = movie.genreIDs.compactMap { id in genres.first { $0.id == id }?.name }
            movie.originalLanguage = languages[id &* 3 % languages.count]
            movie.popularity = Double(id &* 2_654_435_761 % 1_000_000) / 1000
            let stream = [providers[id &* 11 % providers.count].name]
            movie.page = MoviePage(watch: ["US": WatchOptions(stream: stream, rent: ["Apple TV"])])
            return movie
        }
    }
}
