import Foundation
import Hummingbird

/// Answers as TMDB's API v3 does, under `/3/`: `discover/movie`, `movie/{id}` (with
/// `append_to_response=credits`) and `authentication`. Every request counts against the rate
/// first, then needs the v3 key (`api_key`) or the read access token (`Authorization: Bearer`);
/// refusals carry TMDB's status body. Answers carry an `ETag` (a hash of the body) and
/// `Cache-Control: public, max-age`, and a matching `If-None-Match` gets a 304 with no body.
/// With ``TMDBServerSettings/hostility``, the answers it concerns are spoiled on purpose
/// (``TMDBHostileAnswers``), conditions or not.
struct TMDBResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The path every route is under.
    static let prefix = "/3/"

    let settings: TMDBServerSettings
    let maxAge: Int
    private let limiter: TMDBRateLimiter?
    private let hostile: TMDBHostileAnswers?
    private static let authenticated = TMDBEncodedCatalogue.Body(
        TMDBJSON.encode(TMDBWire.Status(statusCode: 1, statusMessage: "Success.", success: true)))

    init(settings: TMDBServerSettings, maxAge: Int, faults: ServerFaults) {
        self.settings = settings
        self.maxAge = maxAge
        limiter = settings.rate > 0 ? TMDBRateLimiter(limit: settings.rate, clock: faults.clock) : nil
        hostile = settings.hostility.map {
            TMDBHostileAnswers($0, catalogue: settings.catalogue.encoded, seed: faults.seed)
        }
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        do {
            return try answer(request)
        } catch {
            return error.response
        }
    }

    private func answer(_ request: Request) throws(TMDBFailure) -> Response {
        if let limiter, case .refused(let count) = limiter.admit() {
            throw .overRateLimit(count: count, limit: limiter.limit)
        }
        guard request.method == .get || request.method == .head else { throw .methodNotAllowed }
        guard request.uri.path.hasPrefix(Self.prefix) else { throw .notFound }
        guard isAuthorized(request) else { throw .invalidAPIKey }
        let route = request.uri.path.dropFirst(Self.prefix.count).split(
            separator: "/", omittingEmptySubsequences: false)
        let spoiling = hostile.flatMap { $0.isDue() ? $0 : nil }
        switch route.count {
        case 1 where route[0] == "authentication":
            return ok(Self.authenticated, to: request)
        case 2 where route[0] == "discover" && route[1] == "movie":
            let query = try TMDBDiscoverQuery(request.uri.queryParameters)
            if let spoiled = try spoiling?.page(query, to: request) { return spoiled }
            return ok(settings.catalogue.encoded.page(query), to: request)
        case 2 where route[0] == "movie":
            guard let id = Int(route[1]), let details = settings.catalogue.encoded.details(id: id) else {
                throw .notFound
            }
            guard !settings.failingMovies.contains(id) else { throw .internalError }
            let appended = request.uri.queryParameters["append_to_response"]?.split(separator: ",") ?? []
            let body = appended.contains("credits") ? details.withCredits : details.plain
            if let spoiled = spoiling?.details(body.data, to: request) { return spoiled }
            return ok(body, to: request)
        default:
            throw .notFound
        }
    }

    /// Whether the request carries the accepted API key or read access token; a wrong one beside
    /// a right one does no harm.
    private func isAuthorized(_ request: Request) -> Bool {
        if let key = request.uri.queryParameters["api_key"], key == settings.apiKey[...] { return true }
        guard let authorization = request.headers[.authorization] else { return false }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        return parts.count == 2 && parts[0].lowercased() == "bearer"
            && parts[1].trimmingCharacters(in: .whitespaces) == settings.readAccessToken
    }

    /// A 200 with `body`, or a 304 when the request's `If-None-Match` names its tag.
    private func ok(_ body: TMDBEncodedCatalogue.Body, to request: Request) -> Response {
        var headers: HTTPFields = [:]
        headers[.cacheControl] = "public, max-age=\(maxAge)"
        headers[.eTag] = body.etag
        if let match = request.headers[.ifNoneMatch], FixtureValidators.matches(match, etag: body.etag) {
            return Response(status: .notModified, headers: headers)
        }
        return .tmdbJSON(body.data, status: .ok, headers: headers, includingBody: request.method != .head)
    }
}
