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
        /// Genre ids drawn as often as TMDB's films have them, roughly: a third of films are
        /// dramas, a fifth comedies, a westerns or a war film one in a hundred.
        static let weightedGenres: [Int] = [
            (18, 30), (35, 20), (53, 9), (28, 9), (10749, 8), (27, 6), (99, 6), (80, 5), (12, 4), (878, 4),
            (16, 3), (14, 3), (9648, 3), (10751, 3), (36, 2), (10402, 2), (10770, 2), (10752, 1), (37, 1),
        ].flatMap { id, weight in Array(repeating: id, count: weight) }

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

        /// Film `id`: the same every time, each fact drawn from its own hash of the id, so that
        /// facts are independent of each other and of the year.
        static func movie(id: Int) -> TMDBMovie {
            let year = 1950 + id % 75
            let release = APIDate.parse("\(year)-01-01")?.addingTimeInterval(Double(id % 365) * 86_400)
            var movie = TMDBMovie(
                id: id, name: "Film number \(id)", releaseDate: release, grossing: hash(id, 1) % 900_000_000,
                rating: Double(hash(id, 2) % 101) / 10, actors: [], runtime: 70 + hash(id, 3) % 120,
                voteCount: hash(id, 4) % 20_000)
            let genreCount = 1 + hash(id, 5) % 3
            movie.genreIDs = Array(
                Set((0..<genreCount).map { weightedGenres[hash(id, 6 + $0) % weightedGenres.count] })
            ).sorted()
            movie.genres = movie.genreIDs.compactMap { id in genres.first { $0.id == id }?.name }
            movie.originalLanguage = languages[hash(id, 9) % languages.count]
            movie.popularity = Double(hash(id, 10) % 1_000_000) / 1000
            let stream = [providers[hash(id, 11) % providers.count].name]
            movie.page = MoviePage(watch: ["US": WatchOptions(stream: stream, rent: ["Apple TV"])])
            return movie
        }

        /// A well-mixed non-negative number from `id` and `salt` (SplitMix64's finaliser).
        static func hash(_ id: Int, _ salt: Int) -> Int {
            var z = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(salt) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
    }
}
