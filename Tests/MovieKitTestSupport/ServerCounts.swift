import Foundation
import MovieAPIServer
import MovieKit

/// What the server's `GET /_stats` says happened on the wire.
public struct ServerCounts: Decodable, Sendable {
    /// Requests by path (like `/api/movies/1`), then by status as text.
    public let requests: [String: [String: Int]]
    public let tokensIssued: Int

    /// How many requests to `path` were answered, with `status` or any status.
    public func count(_ path: String, status: Int? = nil) -> Int {
        let statuses = requests[path] ?? [:]
        if let status { return statuses[String(status)] ?? 0 }
        return statuses.values.reduce(0, +)
    }
}

extension RunningMovieAPIServer {
    /// The server's counts so far.
    public func counts() async throws -> ServerCounts {
        guard let url = URL(string: "/_stats", relativeTo: baseURL) else { throw URLError(.badURL) }
        let response = try await NetworkHelperTransport(timeout: 30).send(HTTPRequest(url: url))
        return try JSONDecoder().decode(ServerCounts.self, from: response.body)
    }
}
