import Foundation

/// A movie as the API's JSON gives it; decoding checks every field, encoding writes the
/// same shape back (keys name, id, year, releaseDate, grossing, rating, cast).
public struct APIMovie: Movie, Codable, Hashable {
    public var id: Int
    public var name: String
    public var year: Int
    public var releaseDate: Date
    public var grossing: Int
    public var rating: Double
    /// The cast as the API's concrete type.
    public var actors: [APIActor]

    public var cast: [any Actor] { actors }

    enum CodingKeys: String, CodingKey {
        case name, id, year, releaseDate, grossing, rating
        case actors = "cast"
    }

    public init(id: Int, name: String, year: Int, releaseDate: Date, grossing: Int, rating: Double, actors: [APIActor]) {
        self.id = id
        self.name = name
        self.year = year
        self.releaseDate = releaseDate
        self.grossing = grossing
        self.rating = rating
        self.actors = actors
    }

    /// A copy of any ``Movie``, for writing it out in the API's shape.
    public init(_ movie: any Movie) {
        if let movie = movie as? APIMovie {
            self = movie
            return
        }
        self.init(
            id: movie.id, name: movie.name, year: movie.year, releaseDate: movie.releaseDate,
            grossing: movie.grossing, rating: movie.rating, actors: movie.cast.map { APIActor(name: $0.name) })
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        year = try container.decode(Int.self, forKey: .year)
        releaseDate = try container.decode(Date.self, forKey: .releaseDate)
        grossing = try container.decode(Int.self, forKey: .grossing)
        rating = try container.decode(Double.self, forKey: .rating)
        actors = try container.decode([APIActor].self, forKey: .actors)
        try Self.check(id > 0, .id, in: container, "expected a positive id, got \(id)")
        try Self.check(!name.isEmpty, .name, in: container, "expected a title, got an empty string")
        try Self.check((1000...9999).contains(year), .year, in: container, "expected a four-digit year, got \(year)")
        try Self.check(grossing >= 0, .grossing, in: container, "expected a grossing of zero or more, got \(grossing)")
        try Self.check(rating.isFinite && rating >= 0, .rating, in: container, "expected a rating of zero or more, got \(rating)")
    }

    private static func check(
        _ condition: Bool, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>, _ message: String
    ) throws {
        if !condition {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: message)
        }
    }
}
