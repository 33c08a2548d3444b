import Foundation

extension APIClient {
    /// Sends `method` to `endpoint` with `body` (JSON, `Content-Type: application/json` when there
    /// is one), adapted, redirected and retried as for a `GET`, and returns the last answer
    /// whatever its status: a 2xx, or the failure the interceptor gave up on (a 401, a 400, a 429
    /// whose `Retry-After` is too long), so that the caller reads the API's own codes in it.
    /// - Throws: what an adapter refuses the request with (no credential, the deadline), and
    ///   transport failures (``MovieServiceError/unreachable(_:)``, ``MovieServiceError/timedOut``).
    public func answer(
        to method: HTTPRequest.Method, _ endpoint: APIEndpoint, body: Data = Data()
    ) async throws(MovieServiceError) -> HTTPResponse {
        var headers: HTTPHeaders = [:]
        if !body.isEmpty { headers["Content-Type"] = "application/json;charset=utf-8" }
        let request = HTTPRequest(
            method: method, url: endpoint.url(relativeTo: baseURL), headers: headers, body: body)
        return try await exchange(request, for: endpoint, head: nil, returningFailures: true)
    }
}
