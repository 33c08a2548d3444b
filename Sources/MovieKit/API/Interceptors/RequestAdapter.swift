/// Changes a request before it is sent, or fails it.
///
/// The API client calls ``adapt(_:)`` before every attempt, including retries and redirects, with
/// the request as it stands (its current URL and ``HTTPRequest/attempt``), so an adapter decides
/// afresh each time, for example whether the URL still belongs to the origin a token is for.
public protocol RequestAdapter: Sendable {
    /// The request to send instead of `request`.
    /// - Throws: the error the request fails with; it is not retried.
    func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest
}
