import Foundation
import MovieKit

/// A made-up but well-formed catalogue of any size, the same for the same seed: movies spread
/// over `years`, each with a title, a release date in its year, grossing, rating and a cast
/// drawn from a shared pool of actors, served as the demo API lays its files out.
public struct SyntheticCatalogue: Sendable {
    /// The movies, ids `1...count`.
    public let movies: [DemoMovie]
    /// The API's files: `api/movies/{id}`, and for every year `api/movies/topGrossing/{year}` and
    /// `api/movies/topRated/{year}`, highest first (ties by id). Encoded once, when made.
    public let files: FixtureFiles

    /// - Parameters:
    ///   - count: how many movies; spread evenly over `years`.
    ///   - seed: the generator's seed; the same seed gives the same catalogue.
    public init(count: Int, seed: UInt64, years: ClosedRange<Int> = 1981...2020) {
        var random = SplitMix64(seed: seed)
        let yearList = Array(years)
        let startOfYear = Dictionary(
            uniqueKeysWithValues: yearList.map { ($0, APIDate.parse("\($0)-01-01") ?? Date(timeIntervalSince1970: 0)) })
        let movies = (0..<max(count, 0)).map { index in
            let year = yearList[index % yearList.count]
            let title =
                "\(Self.adjectives.randomElement(using: &random) ?? "Lost") \(Self.nouns.randomElement(using: &random) ?? "City")"
            let castSize = Int.random(in: 2...5, using: &random)
            let cast = (0..<castSize).map { _ in
                DemoActor(
                    name:
                        "\(Self.firstNames.randomElement(using: &random) ?? "Alex") \(Self.lastNames.randomElement(using: &random) ?? "Smith")"
                )
            }
            let dayOfYear = Int.random(in: 0..<365, using: &random)
            let released = (startOfYear[year] ?? Date(timeIntervalSince1970: 0)).addingTimeInterval(
                Double(dayOfYear) * 86_400)
            return DemoMovie(
                id: index + 1, name: "\(title) \(index + 1)", year: year, releaseDate: released,
                grossing: Int.random(in: 100_000...900_000_000, using: &random),
                rating: Double(Int.random(in: 100...990, using: &random)) / 10, actors: cast)
        }
        self.movies = movies
        files = Self.files(of: movies)
    }

    /// The API's files of `movies`: `api/movies/{id}`, and for every year
    /// `api/movies/topGrossing/{year}` and `api/movies/topRated/{year}`, highest first (ties by id).
    static func files(of movies: [DemoMovie]) -> FixtureFiles {
        let encoder = APICoding.makeEncoder()
        var files: [String: Data] = [:]
        for movie in movies {
            files["api/movies/\(movie.id)"] = (try? encoder.encode(movie)) ?? Data()
        }
        for (year, ofYear) in Dictionary(grouping: movies, by: { $0.year ?? 0 }) {
            let grossing = ofYear.sorted { ($0.grossing ?? 0, $1.id) > ($1.grossing ?? 0, $0.id) }
            let rated = ofYear.sorted { ($0.rating, $1.id) > ($1.rating, $0.id) }
            files["api/movies/topGrossing/\(year)"] = (try? encoder.encode(grossing)) ?? Data()
            files["api/movies/topRated/\(year)"] = (try? encoder.encode(rated)) ?? Data()
        }
        return FixtureFiles(files: files)
    }

    static let adjectives = [
        "Silent", "Broken", "Golden", "Midnight", "Electric", "Hidden", "Final", "Crimson", "Frozen", "Wild",
        "Distant", "Burning", "Secret", "Endless", "Lonely", "Iron", "Velvet", "Savage", "Quiet", "Falling",
    ]
    static let nouns = [
        "River", "Empire", "Garden", "Horizon", "Signal", "Harbor", "Kingdom", "Mirror", "Orbit", "Summer",
        "Frontier", "Circus", "Voyage", "Island", "Machine", "Desert", "Letter", "Storm", "Station", "Promise",
    ]
    static let firstNames = [
        "Ava", "Liam", "Maya", "Noah", "Zoe", "Omar", "Ines", "Kenji", "Lena", "Diego",
        "Priya", "Tomas", "Aiko", "Felix", "Nora", "Ravi", "Clara", "Hugo", "Sofia", "Malik",
    ]
    static let lastNames = [
        "Garcia", "Nakamura", "Okafor", "Lindqvist", "Moreau", "Patel", "Kowalski", "Haddad", "Silva", "Brennan",
        "Fischer", "Osei", "Rossi", "Tanaka", "Novak", "Dubois", "Ahmed", "Larsen", "Costa", "Reyes",
    ]
}
