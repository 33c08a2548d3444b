import Foundation

/// A movie as the demo API's JSON gives it; decoding checks every field, encoding writes the
/// same shape back (keys name, id, year, releaseDate, grossing, rating, cast), for any source.
///
/// `year`, `releaseDate` and `grossing` are always written, `null` when unknown; `overview`,
/// `runtime` and `genres` only when the source knows them, so a demo movie keeps the demo API's
/// exact shape. Decoding requires the seven demo keys (a `null` reads as unknown) and accepts
/// the three optional ones.
public struct DemoMovie: Movie, Codable, Hashable {
    public var id: Int
    public var name: String
    public var year: Int?
    public var releaseDate: Date?
    public var grossing: Int?
    public var rating: Double
    /// The cast as the API's concrete type.
    public var actors: [DemoActor]
    public var overview: String?
    public var runtime: Int?
    public var genres: [String]

    public var cast: [any Actor] { actors }

    /// The demo catalogue's: its ratings run from 0 to 100. A copy of another source's movie keeps
    /// only its API shape, never its scale.
    public var ratingScale: Double { MovieSource.demo.described.ratingScale }

    enum CodingKeys: String, CodingKey {
        case name, id, year, releaseDate, grossing, rating
        case actors = "cast"
        case overview, runtime, genres
    }

    public init(
        id: Int, name: String, year: Int?, releaseDate: Date?, grossing: Int?, rating: Double, actors: [DemoActor],
        overview: String? = nil, runtime: Int? = nil, genres: [String] = []
    ) {
        self.id = id
        self.name = name
        self.year = year
        self.releaseDate = releaseDate
        self.grossing = grossing
        self.rating = rating
        self.actors = actors
        self.overview = overview
        self.runtime = runtime
        self.genres = genres
    }

    /// A copy of any ``Movie``, for writing it out in the API's shape.
    public init(_ movie: any Movie) {
        if let movie = movie as? DemoMovie {
            self = movie
            return
        }
        self.init(
            id: movie.id, name: movie.name, year: movie.year, releaseDate: movie.releaseDate,
            grossing: movie.grossing, rating: movie.rating, actors: movie.cast.map { DemoActor(name: $0.name) },
            overview: movie.overview, runtime: movie.runtime, genres: movie.genres)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        year = try container.decode(Int?.self, forKey: .year)
        releaseDate = try container.decode(Date?.self, forKey: .releaseDate)
        grossing = try container.decode(Int?.self, forKey: .grossing)
        rating = try container.decode(Double.self, forKey: .rating)
        actors = try container.decode([DemoActor].self, forKey: .actors)
        overview = try container.decodeIfPresent(String.self, forKey: .overview)
        runtime = try container.decodeIfPresent(Int.self, forKey: .runtime)
        genres = try container.decodeIfPresent([String].self, forKey: .genres) ?? []
        try Self.check(id > 0, .id, in: container, "expected a positive id, got \(id)")
        try Self.check(!name.isEmpty, .name, in: container, "expected a title, got an empty string")
        if let year {
            try Self.check(
                (1000...9999).contains(year), .year, in: container, "expected a four-digit year, got \(year)")
        }
        if let grossing {
            try Self.check(
                grossing >= 0, .grossing, in: container, "expected a grossing of zero or more, got \(grossing)")
        }
        try Self.check(
            rating.isFinite && rating >= 0, .rating, in: container, "expected a rating of zero or more, got \(rating)")
        if let runtime {
            try Self.check(
                runtime > 0, .runtime, in: container, "expected a positive runtime in minutes, got \(runtime)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(id, forKey: .id)
        try container.encode(year, forKey: .year)
        try container.encode(releaseDate, forKey: .releaseDate)
        try container.encode(grossing, forKey: .grossing)
        try container.encode(rating, forKey: .rating)
        try container.encode(actors, forKey: .actors)
        try container.encodeIfPresent(overview, forKey: .overview)
        try container.encodeIfPresent(runtime, forKey: .runtime)
        if !genres.isEmpty { try container.encode(genres, forKey: .genres) }
    }

    private static func check(
        _ condition: Bool, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>, _ message: String
    ) throws {
        if !condition {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: message)
        }
    }
}
