import Foundation
import Logging

extension APIClient {
    /// Sends one attempt, cut short with ``TransportError/timedOut`` at the deadline; an attempt
    /// that would start after it is not sent. `head`, if any, is told the answer's status and
    /// headers as soon as the transport knows them.
    func send(
        _ request: HTTPRequest, head: (@Sendable (HTTPResponseHead) -> Void)? = nil
    ) async -> Result<HTTPResponse, TransportError> {
        let remaining = deadline.remaining
        guard remaining > .zero else {
            logger.debug("not sending \(Self.describe(request)): the deadline has passed")
            return .failure(.timedOut)
        }
        logger.debug("\(Self.describe(request)) (attempt \(request.attempt))")
        let started = ContinuousClock.now
        let transport = self.transport
        let result = await withTaskGroup(of: Result<HTTPResponse, TransportError>?.self) { group in
            group.addTask {
                do throws(TransportError) {
                    guard let head else { return .success(try await transport.send(request)) }
                    return .success(try await transport.send(request, head: head))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                do {
                    try await Task.sleep(for: remaining)
                    return .failure(.timedOut)
                } catch {
                    return nil
                }
            }
            var first: Result<HTTPResponse, TransportError> = .failure(.cancelled)
            for await result in group {
                if let result {
                    first = result
                    break
                }
            }
            group.cancelAll()
            return first
        }
        let elapsed = Self.format(ContinuousClock.now - started)
        switch result {
        case .success(let response):
            logger.debug("\(Self.describe(request)) → HTTP \(response.status) in \(elapsed)")
        case .failure(let error):
            logger.debug("\(Self.describe(request)) → \(Self.serviceError(for: error)) after \(elapsed)")
        }
        return result
    }

    static func serviceError(for failure: RequestFailure, endpoint: APIEndpoint) -> MovieServiceError {
        switch failure {
        case .transport(let error):
            serviceError(for: error)
        case .response(let response) where response.status == 404:
            .notFound(endpoint.description)
        case .response(let response):
            // Say "120 s" rather than a bare "120", and keep a date as the API wrote it.
            .httpStatus(
                response.status,
                retryAfter: response.headers["Retry-After"].map {
                    RetryAfter($0, now: MoviesClock.now())?.description ?? $0
                })
        }
    }

    /// The error a transport failure means. A transport's own words may quote the URL, so any
    /// secret in them is redacted.
    static func serviceError(for error: TransportError) -> MovieServiceError {
        switch error {
        case .unreachable(let reason): .unreachable(Redaction.redact(reason))
        case .connectionLost(let reason): .unreachable("the connection was lost (\(Redaction.redact(reason)))")
        case .timedOut: .timedOut
        case .cancelled: .unreachable("the request was cancelled")
        case .tooLarge(let limit):
            .badData(path: "", reason: "the body is larger than \(limit / 1_048_576) MiB, the most movies reads")
        case .cannotWriteBody(let reason): .cache("cannot write \(reason)")
        }
    }

    /// A request as a log line names it: `GET https://…/movies/1`. Headers (and so tokens), any
    /// user name or password in the URL, and secret query items (`api_key`) never appear.
    static func describe(_ request: HTTPRequest) -> String {
        "\(request.method.rawValue) \(Redaction.describe(request.url))"
    }

    /// A duration as people read it in a log: `250 ms`, `1.5 s`.
    static func format(_ duration: Duration) -> String {
        let milliseconds = Int((duration.timeInterval * 1000).rounded())
        return milliseconds < 1000 ? "\(milliseconds) ms" : String(format: "%.1f s", Double(milliseconds) / 1000)
    }
}
