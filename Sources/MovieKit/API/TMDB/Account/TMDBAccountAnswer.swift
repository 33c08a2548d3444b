import Foundation

/// Reads what TMDB answered an account request: the body of a 2xx, else the failure it means in
/// the account's words (``AccountError``) or the API's (``MovieServiceError``).
enum TMDBAccountAnswer {
    /// The body of `response` when it is a 2xx.
    /// - Parameter film: the film a write was about, so that TMDB refusing it names it.
    /// - Throws: ``AccountError/sessionEnded`` for a 401 with code 3;
    ///   ``AccountError/refused(tmdbID:status:message:)`` for a film's write refused (4xx but 401
    ///   and 429); ``MovieServiceError/authenticationFailed(_:)`` for another 401 (the API key);
    ///   ``MovieServiceError/httpStatus(_:retryAfter:)`` for the rest.
    static func body(of response: HTTPResponse, film: Int? = nil, what: String) throws -> Data {
        guard !response.isSuccess else { return response.body }
        let failure = TMDBErrorBody(response.body)
        let message = failure.map { Redaction.redact($0.oneLineMessage) } ?? "HTTP \(response.status)"
        switch response.status {
        case 401 where failure?.statusCode == 3:
            throw AccountError.sessionEnded
        case 401:
            throw MovieServiceError.authenticationFailed("TMDB refused the credential: \(message)")
        case 429:
            throw MovieServiceError.httpStatus(429, retryAfter: response.headers["Retry-After"])
        case 400..<500 where film != nil:
            throw AccountError.refused(tmdbID: film ?? 0, status: response.status, message: message)
        case 404:
            throw MovieServiceError.notFound(what)
        default:
            throw MovieServiceError.httpStatus(response.status)
        }
    }

    /// `body` read as `T`.
    /// - Throws: ``MovieServiceError/badData(path:reason:)`` naming what was asked.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data, what: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw MovieServiceError.badData(path: what, reason: "TMDB's answer does not read (\(error))")
        }
    }

    /// Runs `call`, a network failure becoming ``AccountError/unreachable``.
    static func reaching<T>(_ call: () async throws -> T) async throws -> T {
        do {
            return try await call()
        } catch let error as MovieServiceError {
            switch error {
            case .unreachable, .timedOut: throw AccountError.unreachable
            default: throw error
            }
        }
    }
}
