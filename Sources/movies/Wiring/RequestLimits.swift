import Foundation
import Logging
import MovieKit

/// What every request of one command shares, whichever source it asks: the timeout and the
/// deadline `--timeout` sets, and the logger of requests. The way to `movies-http` is made only
/// by a source that asks an API (``makeTransport()``): the built-in catalogue never makes one, so
/// a cached answer neither looks for the helper nor copies the environment for it.
struct RequestLimits {
    /// What `--timeout` bounds.
    enum Scope {
        /// The whole command: no request starts, and no retry waits, past it.
        case command
        /// Each request, retries included, however long the command runs.
        case request
    }

    let timeout: Double
    let deadline: Deadline
    let logger = Logger(label: "movies.api")
    /// Whether the command asks the API whatever the cache holds (`--refresh`, a cache not made
    /// yet, `login`): its helper then starts at once, while the command reads its options, its
    /// credential and its cache.
    let asksTheAPI: Bool

    init(timeout: Double, scope: Scope, asksTheAPI: Bool) {
        self.timeout = timeout
        self.asksTheAPI = asksTheAPI
        deadline =
            switch scope {
            case .command: .after(.milliseconds(Int64((timeout * 1000).rounded())))
            case .request: .never
            }
    }

    /// A transport through `movies-http`, each request bounded by the timeout; make one per client
    /// (each starts its own helper: on its first request, or at once when the command asks the
    /// API and the client can send, `canSend`).
    func makeTransport(canSend: Bool = true) -> NetworkHelperTransport {
        let transport = NetworkHelperTransport(timeout: timeout)
        if asksTheAPI && canSend { transport.start() }
        return transport
    }
}
