/// What a ``RequestRetrier`` decided about a failed request.
public enum RetryDecision: Sendable, Equatable {
    /// Send the request again at once.
    case retry
    /// Send the request again after waiting this long.
    case retryAfter(Duration)
    /// Fail with the error the failure itself means (a status, a transport error).
    case doNotRetry
    /// Fail with this error instead.
    case doNotRetryWithError(MovieServiceError)

    /// Whether the request is to be sent again.
    public var retries: Bool {
        switch self {
        case .retry, .retryAfter: true
        case .doNotRetry, .doNotRetryWithError: false
        }
    }
}
