import Foundation

/// TMDB's `release_dates` appended to a film: its release days by country, each with a type
/// (1 premiere … 6 TV) and a time (`2024-05-01T00:00:00.000Z`). Read leniently: a day of an
/// unknown type or a time that cannot be read is left out, never sinking the film.
public struct TMDBReleaseDates: Codable, Sendable, Equatable {
    /// The readable release days, in TMDB's order.
    public var releases: [FilmRelease]

    public init(releases: [FilmRelease]) {
        self.releases = releases
    }

    private enum CodingKeys: String, CodingKey { case results }

    private struct Country: Codable {
        var country: String
        var dates: [Day]?

        enum CodingKeys: String, CodingKey {
            case country = "iso_3166_1"
            case dates = "release_dates"
        }
    }

    private struct Day: Codable {
        var releaseDate: String?
        var type: Int?

        enum CodingKeys: String, CodingKey {
            case releaseDate = "release_date"
            case type
        }
    }

    public init(from decoder: any Decoder) throws {
        let countries =
            (try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([Country].self, forKey: .results)) ?? nil
        var releases: [FilmRelease] = []
        for country in countries ?? [] where country.country.count == 2 {
            for day in country.dates ?? [] {
                guard let kind = day.type.flatMap(FilmRelease.Kind.init(rawValue:)),
                    let text = day.releaseDate, let date = APIDate.parse(String(text.prefix(10)))
                else { continue }
                releases.append(FilmRelease(country: country.country.uppercased(), kind: kind, day: date))
            }
        }
        self.releases = releases
    }

    public func encode(to encoder: any Encoder) throws {
        var countries: [Country] = []
        for release in releases {
            let day = Day(releaseDate: APIDate.format(release.day) + "T00:00:00.000Z", type: release.kind.rawValue)
            if let index = countries.firstIndex(where: { $0.country == release.country }) {
                countries[index].dates?.append(day)
            } else {
                countries.append(Country(country: release.country, dates: [day]))
            }
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(countries, forKey: .results)
    }
}
