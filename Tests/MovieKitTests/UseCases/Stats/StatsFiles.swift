import Foundation
import MovieKit
import MovieKitTestSupport

/// A library and a cache on disk, in a folder of their own, as ``YearInFilm`` reads them: films
/// cached through the pipeline as TMDB gives them, viewings logged as `movies watched` logs them.
struct StatsFiles {
    let library: FilmLibrary
    let cache: CacheDatabase
    let cacheFile: URL

    init(in folder: URL) throws {
        library = try FilmLibrary.open(at: folder.appendingPathComponent("library.sqlite"))
        cacheFile = folder.appendingPathComponent("cache.sqlite")
        cache = try CacheDatabase.open(at: cacheFile)
    }

    /// A library and a cache in a new folder, removed after `body`.
    static func with(_ body: (StatsFiles) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            try await body(try StatsFiles(in: folder))
        }
    }

    /// Saves `films` in the cache, each fetched as `movies show` fetches it.
    func cached(_ films: [TMDBMovie]) async throws {
        let service = try CachingMovieService.over(InProcessSource(films: films), cache: cache)
        for film in films {
            _ = try await service.refresh(.movie(id: film.id))
        }
    }

    /// Logs a viewing of `film` on `watched` (`yyyy-MM-dd`, or `nil` for one seen without a date).
    func watched(_ film: TMDBMovie, on watched: String?, rewatch: Bool = false, rating: YourRating? = nil) throws {
        try library.log(
            Viewing(
                film: LibraryFilm(film, source: .tmdb), watchedOn: watched.map(day), markedOn: day("2025-06-01"),
                rewatch: rewatch, rating: rating))
    }

    /// Your year in film of these files, without IMDb's import.
    var yearInFilm: YearInFilm {
        YearInFilm(library: library, cacheFile: cacheFile, imdbFile: nil)
    }

    /// The figures of `period`.
    func statistics(_ period: StatsPeriod) throws -> FilmStatistics {
        try yearInFilm.statistics(period)
    }

    /// A film as TMDB gives it, with its page.
    static func film(
        _ id: Int, _ name: String = "", year: Int = 2010, runtime: Int? = 100, crowd: Double = 7, votes: Int = 100,
        directors: [String] = ["Ruth Ellis"], actors: [String] = ["Zoë Marchetti"], genres: [String] = ["Drama"],
        countries: [String] = ["France"], language: String = "fr"
    ) -> TMDBMovie {
        var movie = TMDBMovie(
            id: id, name: name.isEmpty ? "Film \(id)" : name, releaseDate: day("\(year)-06-01"), grossing: nil,
            rating: crowd, actors: actors.enumerated().map { TMDBCastMember(name: $1, order: $0) }, runtime: runtime,
            genres: genres, voteCount: votes)
        movie.originalLanguage = language
        movie.page = MoviePage(directors: directors, posterPath: "/\(id).jpg", countries: countries)
        return movie
    }
}
