import Foundation
import MovieKit

/// Deterministic made-up movies for benchmarks: the same `id` always gives the same movie.
enum SyntheticMovies {
    static let firstDay = APIDate.parse("1950-01-01") ?? Date(timeIntervalSince1970: 0)

    /// Movie `id` with three cast members, released in `year`.
    static func movie(id: Int, year: Int? = nil) -> DemoMovie {
        let year = year ?? 1950 + id % 75
        let dayOfYear = Double(id % 365) * 86_400
        let release = (APIDate.parse("\(year)-01-01") ?? firstDay).addingTimeInterval(dayOfYear)
        return DemoMovie(
            id: id, name: "Movie number \(id)", year: year, releaseDate: release,
            grossing: 1_000_000 + (id &* 7_919) % 900_000_000, rating: Double(id % 101),
            actors: (0..<3).map { DemoActor(name: "Actor \((id &* 31 + $0 &* 977) % 50_000)") })
    }

    /// `count` movies with ids starting at `firstID`, grossing highest first.
    static func list(count: Int, firstID: Int = 1, year: Int? = nil) -> [DemoMovie] {
        (firstID..<(firstID + count)).map { movie(id: $0, year: year) }.sorted {
            ($0.grossing ?? 0) > ($1.grossing ?? 0)
        }
    }
}
