import MovieKit

/// Why a question has no answer to show: nothing is cached for it, and either the source was not
/// to be asked (`--offline`) or it failed.
enum NothingCached: Sendable {
    /// `--offline`: the cache was the only place to look.
    case offline
    /// The source was asked and failed this way.
    case sourceFailed(MovieServiceError)

    /// The failure said when nothing more is known of the cache than that it holds no answer.
    var failure: CommandFailure {
        switch self {
        case .offline: CommandFailure(.notCached)
        case .sourceFailed(let error): CommandFailure(error)
        }
    }
}
