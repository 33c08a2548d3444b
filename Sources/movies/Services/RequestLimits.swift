import Foundation
import Logging
import MovieKit

/// What every request of one command shares, whichever source it asks: the way to
/// `movies-http` (started only when a request is sent), the deadline `--timeout` sets, and the
/// logger of requests.
struct RequestLimits {
    /// What `--timeout` bounds.
    enum Scope {
        /// The whole command: no request starts, and no retry waits, past it.
        case command
        /// Each request, retries included, however long the command runs.
        case request
    }

    let transport: NetworkHelperTransport
    let deadline: Deadline
    let logger = Logger(label: "movies.api")

    init(timeout: Double, scope: Scope) {
        transport = NetworkHelperTransport(timeout: timeout)
        deadline =
            switch scope {
            case .command: .after(.milliseconds(Int64((timeout * 1000).rounded())))
            case .request: .never
            }
    }
}
