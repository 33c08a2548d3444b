import Foundation

extension APIClient {
    /// The body of a successful `GET` of the demo API's `route`, as ``body(of:)-(APIEndpoint)``
    /// for its endpoint.
    public func body(of route: DemoRoute) async throws(MovieServiceError) -> Data {
        try await body(of: route.endpoint)
    }

    /// A `GET` of the demo API's `route` with `headers` added, as
    /// ``outcome(of:headers:)-(APIEndpoint,_)`` for its endpoint.
    public func outcome(of route: DemoRoute, headers: HTTPHeaders = [:]) async throws(MovieServiceError) -> APIOutcome {
        try await outcome(of: route.endpoint, headers: headers)
    }
}
