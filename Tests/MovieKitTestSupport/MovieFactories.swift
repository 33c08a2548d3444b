import Foundation
import MovieKit

/// A movie with defaults for every field a test does not care about.
/// `releaseDate: nil` and `grossing: nil` make a movie whose date or takings are unknown.
public func makeMovie(
    id: Int = 1,
    name: String? = nil,
    year: Int? = 2016,
    releaseDate: String? = "2016-06-17",
    grossing: Int? = 100_000_000,
    rating: Double = 70,
    cast: [String] = ["Ellen DeGeneres", "Albert Brooks"],
    overview: String? = nil,
    runtime: Int? = nil,
    genres: [String] = []
) -> DemoMovie {
    DemoMovie(
        id: id, name: name ?? "Movie \(id)", year: year, releaseDate: releaseDate.map(day), grossing: grossing,
        rating: rating, actors: cast.map(DemoActor.init(name:)), overview: overview, runtime: runtime, genres: genres)
}

/// `count` movies with ids `1...count`, grossing highest first.
public func makeMovies(_ count: Int, year: Int = 2016) -> [DemoMovie] {
    (1...max(count, 1)).prefix(count).map { id in
        makeMovie(id: id, year: year, grossing: 1_000_000_000 - id * 1000, rating: Double(90 - id % 50))
    }
}

/// Midnight UTC of a `yyyy-MM-dd` day; traps on a malformed literal, which is a bug in the test.
public func day(_ text: String) -> Date {
    guard let date = APIDate.parse(text) else { preconditionFailure("not a yyyy-MM-dd day: \(text)") }
    return date
}

/// The movies' ids, to compare answers by identity and order.
public func ids(_ movies: [any Movie]) -> [Int] {
    movies.map(\.id)
}

/// A comparable snapshot of a movie's every field.
public func snapshot(_ movie: any Movie) -> DemoMovie {
    DemoMovie(movie)
}

extension Catalogue {
    /// The demo catalogue built into the tool: what the tests' demo answers are saved from.
    public static let demo = builtInDemo
    /// TMDB's own API, answers saved in no language (as the tests' catalogues save them).
    public static let tmdb = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443")
}

extension CacheDatabase {
    /// The cached films of `catalogue` that a search for `text` finds offline, best first, as the
    /// cache answers a search (title, original title or cast, every word a prefix).
    public func found(by text: String, in catalogue: Catalogue, limit: Int = 50) throws -> [MovieSummary] {
        try cachedMatches(for: MovieSearch(text), in: catalogue, limit: limit)?.value ?? []
    }
}

/// A TMDB film with what discover filters by: genres by TMDB's ids (Drama is 18, Science Fiction
/// 878, Comedy 35), the language it was made in, popularity, and the services it streams on in
/// each region (`["US": ["Netflix"]]`).
public func makeDiscoverableMovie(
    id: Int, name: String? = nil, year: Int = 2016, rating: Double = 7, votes: Int = 1_000, runtime: Int? = 100,
    genreIDs: [Int] = [], language: String = "en", popularity: Double = 10, streaming: [String: [String]] = [:],
    collection: MovieCollection? = nil, releases: [FilmRelease] = []
) -> TMDBMovie {
    var movie = TMDBMovie(
        id: id, name: name ?? "Film \(id)", releaseDate: day("\(year)-06-01"), grossing: nil, rating: rating,
        actors: [], runtime: runtime, voteCount: votes)
    movie.genreIDs = genreIDs
    movie.originalLanguage = language
    movie.popularity = popularity
    let watch = streaming.mapValues { WatchOptions(stream: $0, rent: ["Apple TV"]) }
    if !watch.isEmpty || collection != nil || !releases.isEmpty {
        movie.page = MoviePage(watch: watch, collection: collection, releases: releases)
    }
    return movie
}
