import Foundation

/// Why a ``MovieService`` could not answer. Each case carries what a person needs to act.
public enum MovieServiceError: Error, Sendable, Equatable {
    /// The API has no such movie or list (HTTP 404); the associated text names what was asked.
    case notFound(String)
    /// The API could not be reached: no network, unknown host, connection refused or lost.
    case unreachable(String)
    /// The API did not answer within the allowed time.
    case timedOut
    /// The API answered with a status other than success or not-found.
    case httpStatus(Int, retryAfter: String? = nil)
    /// The API's answer could not be understood; `path` locates the fault, like `[3].releaseDate`.
    case badData(path: String, reason: String)
    /// The API refused the credentials and a fresh token did not help.
    case authenticationFailed(String)
    /// The source needs a credential (an API key or token) and none was given; the text says how
    /// to give one.
    case credentialMissing(String)
    /// The local cache could not be read or written.
    case cache(String)
    /// The answer was wanted from the cache only, and the cache holds none.
    case notCached
    /// Part of a larger answer is missing: the text names what (like a film of a list whose
    /// details could not be fetched) and why. What did arrive is saved.
    case incomplete(String)
    /// The source does not answer this kind of question (the demo catalogue has no trending
    /// list); the text names what was asked and who does answer it.
    case notAnswered(String)
    /// The source answers from data imported on this machine, and none is (or it cannot be
    /// read); the text says how to import it.
    case notImported(String)
    /// The source's image host, not its API, failed this way when a poster was fetched from it.
    indirect case imageHost(MovieServiceError)
}

extension MovieServiceError: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { description }

    public var description: String { describing("the movie API") }

    /// The failure in words, `host` named as what answered or failed to ("the movie API").
    private func describing(_ host: String) -> String {
        switch self {
        case .notFound(let what):
            "not found: \(what)"
        case .unreachable(let reason):
            "\(host) is unreachable: \(reason)"
        case .timedOut:
            "\(host) did not answer in time"
        case .httpStatus(let status, let retryAfter):
            if let retryAfter {
                "\(host) answered HTTP \(status) and asked to be tried again after \(retryAfter)"
            } else {
                "\(host) answered HTTP \(status)"
            }
        case .badData(let path, let reason):
            path.isEmpty ? "bad data from \(host): \(reason)" : "bad data from \(host) at \(path): \(reason)"
        case .imageHost(let failure):
            failure.describing("the image host")
        case .authenticationFailed(let reason):
            "authentication failed: \(reason)"
        case .credentialMissing(let howToGiveOne):
            howToGiveOne
        case .cache(let reason):
            "cache error: \(reason)"
        case .notCached:
            "nothing cached for this question yet (run it once online)"
        case .incomplete(let what), .notAnswered(let what), .notImported(let what):
            what
        }
    }
}

extension MovieServiceError {
    /// Whether a cached answer may stand in when the API failed this way: it may when the API
    /// could not be asked or answered badly, not when it says the thing does not exist.
    public var allowsCachedAnswer: Bool {
        switch self {
        case .notFound, .cache, .notCached, .notAnswered, .notImported: false
        case .unreachable, .timedOut, .httpStatus, .badData, .authenticationFailed, .credentialMissing, .incomplete:
            true
        case .imageHost(let failure): failure.allowsCachedAnswer
        }
    }
}
