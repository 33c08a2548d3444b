import Foundation

/// A film as a TMDB list or search gives it: enough to name it, not its revenue or cast (those
/// come from its details). Strict about the id, title and vote average; lenient where TMDB says
/// "unknown".
public struct TMDBListEntry: Codable, Sendable, Equatable {
    public var id: Int
    public var title: String
    /// The title in the film's own language; `nil` when not given.
    public var originalTitle: String?
    /// The release day; `nil` when TMDB does not know it (`""` or `null`).
    public var releaseDate: Date?
    /// The average vote, 0 to 10.
    public var voteAverage: Double
    /// How many votes the average is of; `nil` when not given.
    public var voteCount: Int?
    /// Its genres' ids; empty when not given.
    public var genreIDs: [Int] = []
    /// The ISO 639-1 code of the language it was made in; `nil` when not given.
    public var originalLanguage: String?
    /// TMDB's measure of how popular it is today; `nil` when not given.
    public var popularity: Double?

    enum CodingKeys: String, TMDBFilmCodingKey {
        case id, title, popularity
        case originalTitle = "original_title"
        case releaseDate = "release_date"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case genreIDs = "genre_ids"
        case originalLanguage = "original_language"
    }
}

// Decoding and encoding in an extension, so that the struct keeps its memberwise initializer.
extension TMDBListEntry {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try container.decodeTMDBFilm()
        genreIDs = (try? container.decodeIfPresent([Int].self, forKey: .genreIDs)) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeTMDBFilm(self)
        try container.encode(genreIDs, forKey: .genreIDs)
    }
}

extension MovieSummary {
    /// The film as a TMDB list or search names it.
    public init(_ entry: TMDBListEntry, character: String? = nil) {
        self.init(
            id: entry.id, title: entry.title, originalTitle: entry.originalTitle, releaseDate: entry.releaseDate,
            rating: entry.voteAverage, voteCount: entry.voteCount, character: character)
    }
}
