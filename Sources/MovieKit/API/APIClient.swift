import Foundation

/// Fetches the API's routes over a transport and judges the answer: only 2xx is success,
/// redirects are followed, 404 is ``MovieServiceError/notFound(_:)``, and transport failures
/// become errors a person can act on.
public struct APIClient: Sendable {
    /// The API's base URL; routes are joined to it.
    public let baseURL: URL
    private let transport: any HTTPTransport

    public init(baseURL: URL, transport: any HTTPTransport) {
        self.baseURL = baseURL
        self.transport = transport
    }

    /// How many redirects one request may follow before it fails.
    public static let maximumRedirects = 5

    /// The body of a successful `GET` of `route`, following up to ``maximumRedirects`` redirects.
    public func body(of route: APIRoute) async throws(MovieServiceError) -> Data {
        switch try await outcome(of: route) {
        case .body(let body, _): body
        case .notModified: throw .httpStatus(304)
        }
    }

    /// A `GET` of `route` with `headers` added (like `If-None-Match`), following up to
    /// ``maximumRedirects`` redirects: the body and headers of a 2xx, or ``APIOutcome/notModified(headers:)``
    /// for a 304.
    public func outcome(of route: APIRoute, headers: HTTPHeaders = [:]) async throws(MovieServiceError) -> APIOutcome {
        var request = HTTPRequest(
            method: .get, url: route.url(relativeTo: baseURL), headers: ["Accept": "application/json"])
        for field in headers { request.headers[field.name] = field.value }
        for _ in 0...Self.maximumRedirects {
            let response = try await send(request)
            switch response.status {
            case 200..<300:
                return .body(response.body, headers: response.headers)
            case 304:
                return .notModified(headers: response.headers)
            case 301, 302, 303, 307, 308:
                guard let location = response.headers["Location"],
                      let next = URL(string: location, relativeTo: request.url)?.absoluteURL
                else {
                    throw .httpStatus(response.status)
                }
                request.url = next
            case 404:
                throw .notFound(route.description)
            default:
                throw .httpStatus(response.status, retryAfter: response.headers["Retry-After"])
            }
        }
        throw .unreachable("more than \(Self.maximumRedirects) redirects for \(route)")
    }

    private func send(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPResponse {
        do {
            return try await transport.send(request)
        } catch {
            throw Self.serviceError(for: error)
        }
    }

    static func serviceError(for error: TransportError) -> MovieServiceError {
        switch error {
        case .unreachable(let reason): .unreachable(reason)
        case .connectionLost(let reason): .unreachable("the connection was lost (\(reason))")
        case .timedOut: .timedOut
        case .cancelled: .unreachable("the request was cancelled")
        case .tooLarge(let limit): .badData(path: "", reason: "the body is larger than \(limit / 1_048_576) MiB, the most movies reads")
        }
    }
}
