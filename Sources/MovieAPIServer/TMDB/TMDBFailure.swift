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
    /// A session that is missing, unknown or ended: 401, code 3.
    case sessionRefused
    /// A request token not approved yet: 401, code 17.
    case sessionDenied
    /// A request token unknown, expired or used: 401, code 33.
    case invalidRequestToken
    /// A session to delete that is not open: 404, code 6.
    case invalidID
    /// A rating outside 0.5...10 or not a multiple of 0.5: 400, code 18.
    case invalidRating

    var httpStatus: HTTPResponse.Status {
        switch self {
        case .invalidAPIKey: .unauthorized
        case .notFound: .notFound
        case .overRateLimit: .tooManyRequests
        case .invalidPage: .badRequest
        case .invalidParameters: .unprocessableContent
        case .methodNotAllowed: .methodNotAllowed
        case .internalError: .internalServerError
        case .sessionRefused, .sessionDenied, .invalidRequestToken: .unauthorized
        case .invalidID: .notFound
        case .invalidRating: .badRequest
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
        case .sessionRefused:
            TMDBWire.Status(
                statusCode: 3,
                statusMessage: "Authentication failed: You do not have permissions to access the service.",
                success: false)
        case .sessionDenied:
            TMDBWire.Status(statusCode: 17, statusMessage: "Session denied.", success: false)
        case .invalidRequestToken:
            TMDBWire.Status(
                statusCode: 33, statusMessage: "Invalid request token: The request token is either expired or invalid.",
                success: false)
        case .invalidID:
            TMDBWire.Status(
                statusCode: 6, statusMessage: "Invalid id: The pre-requisite id is invalid or not found.",
                success: false)
        case .invalidRating:
            TMDBWire.Status(
                statusCode: 18, statusMessage: "Value invalid: Values must be a multiple of 0.50 from 0.5 to 10.",
                success: false)
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
