import MovieKit

/// How `movies` waits for another `movies` process that holds the cache (creating, upgrading or
/// writing it), and what it says meanwhile.
enum CacheWaiting {
    /// The line stderr shows once a wait has lasted about a second.
    static let note = "waiting for another movies process to finish with the cache…"

    /// How long the commands without `--timeout` (`search`, `actor`, `years`, `cache …`) wait.
    static let limit: Duration = .seconds(10)

    /// A wait of at most `limit` that notes on `console` when it runs long.
    static func wait(limit: Duration = limit, console: Console) -> CacheWait {
        CacheWait(limit: limit) { console.note(note) }
    }

    /// `--timeout`'s seconds as a wait limit.
    static func limit(seconds: Double) -> Duration {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
