import Foundation
import Synchronization

/// What happened on the wire: requests per path and status, and tokens issued. Served as JSON
/// on `GET /_stats` so tests can count.
final class ServerStats: Sendable {
    private let snapshot = Mutex(ServerRequestCounts())

    func record(path: String, status: Int) {
        snapshot.withLock { $0.requests[path, default: [:]][String(status), default: 0] += 1 }
    }

    func recordTokenIssued() {
        snapshot.withLock { $0.tokensIssued += 1 }
    }

    /// The counts so far.
    var counts: ServerRequestCounts {
        snapshot.withLock { $0 }
    }

    /// The counts so far as JSON, keys sorted.
    func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return (try? encoder.encode(counts)) ?? Data("{}".utf8)
    }
}
