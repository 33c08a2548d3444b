import Foundation
import Logging

/// Fetches the API's routes over a transport and judges the answer: only 2xx is success,
/// redirects are followed, 404 is ``MovieServiceError/notFound(_:)``, and transport failures
/// become errors a person can act on.
///
/// Every attempt goes through the ``RequestInterceptor`` (if any): it adapts the request before
/// each send and decides after each failure whether to retry. The client itself makes sure no
/// request loops (``maximumAttempts``, ``maximumRedirects``) and none starts or waits past the
/// ``Deadline``.
public struct APIClient: Sendable {
    /// The API's base URL; routes are joined to it.
    public let baseURL: URL
    let transport: any HTTPTransport
    let interceptor: (any RequestInterceptor)?
    let deadline: Deadline
    let logger: Logger

    /// - Parameters:
    ///   - interceptor: adapts and retries requests; `nil` sends each once, as built.
    ///   - deadline: when the whole command must be done; no attempt starts after it.
    ///   - logger: where each request, status, time and retry decision is logged, at `debug`.
    public init(
        baseURL: URL, transport: any HTTPTransport, interceptor: (any RequestInterceptor)? = nil,
        deadline: Deadline = .never, logger: Logger = Logger(label: "movies.api")
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.interceptor = interceptor
        self.deadline = deadline
        self.logger = logger
    }

    /// The same client (transport, interceptor, deadline, logger) for the API at `baseURL`, like
    /// an image host beside the API. Adapters that sign requests sign only their own origin's, so
    /// no credential goes to it; retries and rate limits apply as to every request.
    public func rebased(on baseURL: URL) -> APIClient {
        APIClient(baseURL: baseURL, transport: transport, interceptor: interceptor, deadline: deadline, logger: logger)
    }

    /// How many redirects one request may follow before it fails.
    public static let maximumRedirects = 5

    /// The most times one request is sent, whatever its interceptor decides.
    public static let maximumAttempts = 10

    /// The body of a successful `GET` of `endpoint`, following up to ``maximumRedirects`` redirects
    /// and retrying as the interceptor decides.
    public func body(of endpoint: APIEndpoint) async throws(MovieServiceError) -> Data {
        switch try await outcome(of: endpoint) {
        case .body(let body, _): body
        case .notModified: throw .httpStatus(304)
        }
    }

    /// A `GET` of `endpoint` (its path and query under ``baseURL``) with `headers` added (like
    /// `If-None-Match`), following up to ``maximumRedirects`` redirects: the body and headers of a
    /// 2xx, or ``APIOutcome/notModified(headers:)`` for a 304. A 404 is
    /// ``MovieServiceError/notFound(_:)`` naming the endpoint's description.
    public func outcome(
        of endpoint: APIEndpoint, headers: HTTPHeaders = [:]
    ) async throws(MovieServiceError) -> APIOutcome {
        let request = HTTPRequest(method: .get, url: endpoint.url(relativeTo: baseURL), headers: headers)
        let response = try await exchange(request, for: endpoint, head: nil)
        return response.status == 304
            ? .notModified(headers: response.headers) : .body(response.body, headers: response.headers)
    }

    /// A `GET` of `endpoint` as ``outcome(of:headers:)`` makes it, for a body too large to hold:
    /// a 2xx body is written into `destination` as it arrives (created, or emptied first, at each
    /// attempt), `limit` bytes of it at most, and `head` is told each answer's status and headers
    /// as soon as they arrive, so that the body's progress can be measured against its length.
    /// Every attempt is bounded by the transport's timeout and the client's deadline as any other
    /// request is.
    /// - Returns: ``APIDownloadOutcome/downloaded(headers:)`` once the whole body is in the file,
    ///   or ``APIDownloadOutcome/notModified(headers:)`` for a 304 (the file untouched).
    /// - Throws: as ``outcome(of:headers:)`` does; ``MovieServiceError/cache(_:)`` when the file
    ///   cannot be written; ``MovieServiceError/badData(path:reason:)`` for a body longer than
    ///   `limit` (the only bad data a download can have: nothing is decoded). A failed attempt may
    ///   leave part of a body in `destination`.
    public func download(
        _ endpoint: APIEndpoint, to destination: URL, limit: Int? = nil, headers: HTTPHeaders = [:],
        head: @escaping @Sendable (HTTPResponseHead) -> Void = { _ in }
    ) async throws(MovieServiceError) -> APIDownloadOutcome {
        let request = HTTPRequest(
            method: .get, url: endpoint.url(relativeTo: baseURL), headers: headers, bodyDestination: destination,
            bodyDestinationLimit: limit)
        let response = try await exchange(request, for: endpoint, head: head)
        guard response.status != 304 else { return .notModified(headers: response.headers) }
        // A transport that keeps bodies in memory (it may) returned this one: write it as the helper would have.
        if !response.body.isEmpty || !FileManager.default.fileExists(atPath: destination.path) {
            do throws(TransportError) {
                if let limit, response.body.count > limit { throw .tooLarge(limit: limit) }
                try FixtureTransport.write(response.body, to: destination)
            } catch {
                throw Self.serviceError(for: error)
            }
        }
        return .downloaded(headers: response.headers)
    }

    /// Sends `request` for `endpoint` (`Accept` set to what it accepts, before `request`'s own
    /// headers), following redirects and retrying as the interceptor decides, until a 2xx or a 304.
    /// With `returningFailures`, a failure answer the interceptor does not retry (any longer) is
    /// returned rather than thrown, so the caller reads the API's own words.
    func exchange(
        _ request: HTTPRequest, for endpoint: APIEndpoint, head: (@Sendable (HTTPResponseHead) -> Void)?,
        returningFailures: Bool = false
    ) async throws(MovieServiceError) -> HTTPResponse {
        var request = request
        let headers = request.headers
        request.headers = ["Accept": endpoint.accepts]
        for field in headers { request.headers[field.name] = field.value }
        var redirects = 0
        while true {
            let sent = try await adapt(request)
            let failure: RequestFailure
            switch await send(sent, head: head) {
            case .success(let response) where response.isSuccess || response.status == 304:
                return response
            case .success(let response) where Self.isRedirect(response.status):
                if let next = response.headers["Location"].flatMap({
                    URL(string: $0, relativeTo: request.url)?.absoluteURL
                }) {
                    redirects += 1
                    guard redirects <= Self.maximumRedirects else {
                        throw .unreachable("more than \(Self.maximumRedirects) redirects for \(endpoint)")
                    }
                    request.url = next
                    continue
                }
                failure = .response(response)
            case .success(let response):
                failure = .response(response)
            case .failure(let error):
                failure = .transport(error)
            }
            do {
                try await decideRetry(of: sent, dueTo: failure, endpoint: endpoint)
            } catch {
                if returningFailures, case .response(let response) = failure { return response }
                throw error
            }
            request.attempt += 1
        }
    }

    private func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
        guard let interceptor else { return request }
        return try await interceptor.adapt(request)
    }

    /// Returns when `request` is to be sent again (after any wait); throws the error it fails with otherwise.
    private func decideRetry(
        of request: HTTPRequest, dueTo failure: RequestFailure, endpoint: APIEndpoint
    ) async throws(MovieServiceError) {
        let error = Self.serviceError(for: failure, endpoint: endpoint)
        guard let interceptor, failure != .transport(.cancelled) else { throw error }
        let decision = await interceptor.retry(request, dueTo: failure)
        let what = Self.describe(request)
        let delay: Duration
        switch decision {
        case .doNotRetry:
            logger.debug("not retrying \(what): \(error)")
            throw error
        case .doNotRetryWithError(let other):
            logger.debug("not retrying \(what): \(other)")
            throw other
        case .retry:
            delay = .zero
        case .retryAfter(let wait):
            delay = wait
        }
        guard request.attempt < Self.maximumAttempts else {
            logger.debug("not retrying \(what): \(Self.maximumAttempts) attempts made")
            throw error
        }
        guard !deadline.isPassed(after: delay) else {
            logger.debug("not retrying \(what): a retry in \(Self.format(delay)) would pass the deadline")
            throw error
        }
        logger.debug("retrying \(what) in \(Self.format(delay)) (attempt \(request.attempt + 1)): \(error)")
        if delay > .zero {
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .unreachable("the request was cancelled")
            }
        }
    }

    static func isRedirect(_ status: Int) -> Bool {
        [301, 302, 303, 307, 308].contains(status)
    }
}
