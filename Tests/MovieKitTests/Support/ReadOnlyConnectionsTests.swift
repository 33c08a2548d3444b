import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Read-only connections kept until the process ends (what `movies` asks) are closed all the
/// same: once their owner is released, no descriptor of this process still holds the file.
struct ReadOnlyConnectionsTests {
    @Test func aCacheReadThenReleasedHoldsItsFileNoLonger() async throws {
        ReadOnlyConnections.keepClosedUntilExit()
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            let warm = try CacheDatabase.open(at: url)
            try warm.saveMovies(makeMovies(2), in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: Date())
            try warm.close()
            do {
                let cache = try CacheDatabase.openForReading(at: url)
                #expect(try cache.movie(id: 1, from: .builtInDemo) != nil)
                #expect(descriptors(opening: url.path) > 0)
            }
            #expect(descriptors(opening: url.path) == 0)
        }
    }

    @Test func aLibraryReadThenReleasedHoldsItsFileNoLonger() async throws {
        ReadOnlyConnections.keepClosedUntilExit()
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("library.sqlite")
            try FilmLibrary.open(at: url).close()
            do {
                let library = try #require(try FilmLibrary.openForReading(at: url))
                #expect(try library.yours(film: 1, of: .demo).isEmpty)
                #expect(descriptors(opening: url.path) > 0)
            }
            #expect(descriptors(opening: url.path) == 0)
        }
    }

    /// How many of this process's open descriptors name the file at `path`.
    private func descriptors(opening path: String) -> Int {
        let folder = "/proc/self/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)")) == path }
            .count
    }
}
