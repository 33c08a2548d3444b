import Foundation

extension TMDBWire {
    /// `release_dates`: a film's release days by country, each with TMDB's type (1 premiere,
    /// 2 limited theatrical, 3 theatrical, 4 digital, 5 physical, 6 TV) and certification.
    public struct ReleaseDates: Codable, Sendable, Equatable {
        public var results: [CountryReleases]

        public init(results: [CountryReleases]) {
            self.results = results
        }
    }

    /// One country's release days.
    public struct CountryReleases: Codable, Sendable, Equatable {
        /// ISO 3166-1 (`US`).
        public var country: String
        public var releaseDates: [ReleaseDate]

        public init(country: String, releaseDates: [ReleaseDate]) {
            self.country = country
            self.releaseDates = releaseDates
        }

        enum CodingKeys: String, CodingKey {
            case country = "iso_3166_1"
            case releaseDates = "release_dates"
        }
    }

    /// One release day, as TMDB writes it: `release_date` an ISO 8601 time (`2024-05-01T00:00:00.000Z`).
    public struct ReleaseDate: Codable, Sendable, Equatable {
        public var certification: String
        public var descriptors: [String] = []
        public var language: String = ""
        public var note: String = ""
        public var releaseDate: String
        public var type: Int

        public init(certification: String = "", releaseDate: String, type: Int) {
            self.certification = certification
            self.releaseDate = releaseDate
            self.type = type
        }

        enum CodingKeys: String, CodingKey {
            case certification, descriptors, note, type
            case language = "iso_639_1"
            case releaseDate = "release_date"
        }
    }
}
