/// What a fixture server has answered: requests per path and status, and tokens issued, as
/// `GET /_stats` serves it.
public struct ServerRequestCounts: Codable, Sendable, Equatable {
    /// Requests by path (like `/3/movie/100001`, no query), then by status as text (JSON keys
    /// being strings).
    public var requests: [String: [String: Int]] = [:]
    /// Tokens issued by the demo dialect's `auth` route.
    public var tokensIssued = 0

    public init(requests: [String: [String: Int]] = [:], tokensIssued: Int = 0) {
        self.requests = requests
        self.tokensIssued = tokensIssued
    }

    /// How many requests to paths `path` accepts were answered, with `status` or any status.
    public func count(where path: (String) -> Bool = { _ in true }, status: Int? = nil) -> Int {
        requests.filter { path($0.key) }.values.reduce(0) { total, statuses in
            if let status { return total + (statuses[String(status)] ?? 0) }
            return total + statuses.values.reduce(0, +)
        }
    }
}
