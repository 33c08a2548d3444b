import Foundation
import Hummingbird

/// The refusals the TMDB dialect answers, each with TMDB's HTTP status, its own `status_code`
/// and its message, as its API documents them.
enum TMDBFailure: Error, Equatable {
    /// No credential, or none that is valid: 401, code 7.
    case invalidAPIKey
    /// An unknown id or path: 404, code 34.
    case notFound
    /// Over `--rate` requests in a rolling second: 429, code 25, with `Retry-After`.
    case overRateLimit(count: Int, limit: Int)
    /// A page outside 1...500, or not a number: 400, code 22.
    case invalidPage
    /// A parameter that cannot be read (a year, a vote count, a sort): 422, code 5.
    case invalidParameters
    /// Anything but `GET` and `HEAD`: 405, code 42.
    case methodNotAllowed
    /// Something went wrong on TMDB's side (`--fail-movie`): 500, code 11.
    case internalError

    var httpStatus: HTTPResponse.Status {
        switch self {
        case .invalidAPIKey: .unauthorized
        case .notFound: .notFound
        case .overRateLimit: .tooManyRequests
        case .invalidPage: .badRequest
        case .invalidParameters: .unprocessableContent
        case .methodNotAllowed: .methodNotAllowed
        case .internalError: .internalServerError
        }
    }

    var status: TMDBWire.Status {
        switch self {
        case .invalidAPIKey:
            TMDBWire.Status(
                statusCode: 7, statusMessage: "Invalid API key: You must be granted a valid key.", success: false)
        case .notFound:
            TMDBWire.Status(
                statusCode: 34, statusMessage: "The resource you requested could not be found.", success: false)
        case .overRateLimit(let count, let limit):
            TMDBWire.Status(
                statusCode: 25, statusMessage: "Your request count (\(count)) is over the allowed limit of \(limit).",
                success: false)
        case .invalidPage:
            TMDBWire.Status(
                statusCode: 22,
                statusMessage: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.",
                success: false)
        case .invalidParameters:
            TMDBWire.Status(
                statusCode: 5, statusMessage: "Invalid parameters: Your request parameters are incorrect.",
                success: false)
        case .methodNotAllowed:
            TMDBWire.Status(
                statusCode: 42, statusMessage: "The request method is not supported for this resource.", success: false)
        case .internalError:
            TMDBWire.Status(
                statusCode: 11, statusMessage: "Internal error: Something went wrong, contact TMDb.", success: false)
        }
    }

    /// The answer: the status body as JSON, with `Retry-After` when over the rate and `Allow`
    /// for a refused method.
    var response: Response {
        var headers: HTTPFields = [:]
        switch self {
        case .overRateLimit: headers[.retryAfter] = "1"
        case .methodNotAllowed: headers[.allow] = "GET, HEAD"
        default: break
        }
        return .tmdbJSON(TMDBJSON.encode(status), status: httpStatus, headers: headers)
    }
}
