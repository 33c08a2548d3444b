import Foundation
import MovieKit

/// Prints a year's top-grossing movies from MovieKit's built-in demo catalogue, asked twice
/// through a ``CachingMovieService`` whose cache lives in a new temporary folder: the first time
/// nothing is cached and the catalogue answers; the second time the cache answers first (and
/// alone, while the catalogue's answer is within its max-age).
///
///     swift run --package-path Examples/MovieKitExample moviekit-example 2016
@main
struct MovieKitExample {
    static func main() throws {
        let year = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 2016
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "moviekit-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let database = try CacheDatabase.open(at: folder.appendingPathComponent("movies.sqlite"))
        let service = CachingMovieService(
            wrapping: DemoMovieService(client: BundledCatalogue.makeClient()), catalogue: .builtInDemo,
            database: database)
        for round in 1...2 {
            print("ask \(round):")
            for line in topGrossing(year: year, from: service) {
                print("  \(line)")
            }
        }
        try database.close()
    }

    /// What each of the service's two answers says, in the order they came.
    private static func topGrossing(year: Int, from service: CachingMovieService) -> [String] {
        let answers = AnswerLog()
        let done = DispatchSemaphore(value: 0)
        service.topGrossingMovies(year: year) { result in
            switch result {
            case .success(.notCached):
                answers.append("cache: nothing yet")
            case .success(.cached(let movies, _)):
                answers.append("cache: \(movies.count) movies, first \(movies.first?.name ?? "none")")
            case .success(.recent(let movies, _)):
                answers.append(
                    "cache, recent enough not to ask: \(movies.count) movies, first \(movies.first?.name ?? "none")")
                done.signal()
            case .success(.fresh(let movies, _)):
                answers.append("fresh: \(movies.count) movies, first \(movies.first?.name ?? "none")")
                done.signal()
            case .failure(let error):
                answers.append("failed: \(error)")
                done.signal()
            }
        }
        done.wait()
        return answers.lines
    }
}

/// Lines appended from whichever thread a completion runs on.
private final class AnswerLog: @unchecked Sendable {
    private let lock = NSLock()
    private var appended: [String] = []

    func append(_ line: String) {
        lock.withLock { appended.append(line) }
    }

    var lines: [String] {
        lock.withLock { appended }
    }
}
