/// Several adapters and retriers acting as one.
///
/// Adapters run in order, each on what the one before returned; the first error fails the
/// request, unretried. Retriers are asked in order: the first that asks for a retry (now or
/// later) wins, the first that fails with an error of its own ends the asking, and when all
/// decline the request fails with the error its failure means.
public struct Interceptor: RequestInterceptor {
    /// The adapters, run in this order.
    public let adapters: [any RequestAdapter]
    /// The retriers, asked in this order.
    public let retriers: [any RequestRetrier]

    public init(adapters: [any RequestAdapter] = [], retriers: [any RequestRetrier] = []) {
        self.adapters = adapters
        self.retriers = retriers
    }

    /// Interceptors that both adapt and retry, in order.
    public init(interceptors: [any RequestInterceptor]) {
        self.init(adapters: interceptors, retriers: interceptors)
    }

    public func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
        var request = request
        for adapter in adapters {
            request = try await adapter.adapt(request)
        }
        return request
    }

    public func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision {
        for retrier in retriers {
            let decision = await retrier.retry(request, dueTo: failure)
            if decision != .doNotRetry { return decision }
        }
        return .doNotRetry
    }
}
