/// Both a ``RequestAdapter`` and a ``RequestRetrier``: what the API client takes.
public protocol RequestInterceptor: RequestAdapter, RequestRetrier {}

extension RequestInterceptor {
    /// Sends the request unchanged.
    public func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
        request
    }

    /// Never retries.
    public func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision {
        .doNotRetry
    }
}
