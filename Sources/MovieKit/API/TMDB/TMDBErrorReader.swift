import Foundation

/// Reads TMDB's error bodies so failures say what TMDB said: a 401 from TMDB's origin (code 7,
/// an invalid key; 3, 10 or 36, a refused one) fails with
/// ``MovieServiceError/authenticationFailed(_:)`` carrying TMDB's message, never retried.
/// Everything else is left to the retriers after it and to the client (404 is
/// ``MovieServiceError/notFound(_:)``, 429 is retried by ``RetryPolicy`` after `Retry-After`).
public struct TMDBErrorReader: RequestRetrier {
    /// The origin whose 401s are about the credential.
    public let origin: APIOrigin
    private let secret: String?

    /// - Parameter credential: the credential sent, so that an echo of it in TMDB's message is redacted.
    public init(origin: APIOrigin, credential: TMDBCredential?) {
        self.origin = origin
        self.secret = credential?.value
    }

    public func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision {
        guard case .response(let response) = failure, response.status == 401, APIOrigin(request.url) == origin else {
            return .doNotRetry
        }
        return .doNotRetryWithError(.authenticationFailed(reason(for: response)))
    }

    /// Why TMDB refused the credential, in TMDB's words when it gave any.
    func reason(for response: HTTPResponse) -> String {
        guard let body = TMDBErrorBody(response.body) else {
            return "TMDB refused the credential (HTTP \(response.status))"
        }
        var message = Redaction.redact(body.oneLineMessage)
        if let secret, !secret.isEmpty {
            message = message.replacingOccurrences(of: secret, with: Redaction.placeholder)
        }
        return "TMDB refused the credential: \(message)"
    }
}
