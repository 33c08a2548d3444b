import Foundation
import Hummingbird

/// Answers as TMDB's API v3 does, under `/3/` (``TMDBRoute``): `discover/movie` (with its
/// filters, ``TMDBDiscoverQuery``), `movie/{id}` (with `append_to_response=credits,
/// watch/providers,videos,external_ids,release_dates,recommendations`), `movie/{id}/recommendations`,
/// `movie/{id}/similar`, `movie/popular`, `movie/now_playing` and `movie/upcoming` (with their
/// `dates`, by ``ServerFaults/calendarStart`` and the clock), `trending/movie/day` and `/week`,
/// `collection/{id}`, `genre/movie/list`, `watch/providers/movie`, `configuration` (naming the
/// image host), `search/movie`, `search/person`, `person/{id}`, `person/{id}/movie_credits`,
/// `find/{external_id}` (films by IMDb id) and `authentication`, and the account's routes
/// (``TMDBAccountRoute``, the fixture's own beside them); films' titles, overviews and
/// genres in the `language` asked for when the catalogue has it. Every request counts against
/// the rate first, then needs the v3 key (`api_key`) or the read access token (`Authorization:
/// Bearer`); refusals carry TMDB's status body. Answers carry an `ETag` (a hash of the body) and
/// `Cache-Control: public, max-age`, and a matching `If-None-Match` gets a 304 with no body. With
/// ``TMDBServerSettings/hostility``, the answers it concerns are spoiled on purpose
/// (``TMDBHostileAnswers``), conditions or not; searches and people never are.
struct TMDBResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The path every route is under.
    static let prefix = "/3/"

    let settings: TMDBServerSettings
    let maxAge: Int
    private let limiter: TMDBRateLimiter?
    /// The account its account routes read and write.
    let account: TMDBFixtureAccount
    private let hostile: TMDBHostileAnswers?
    /// What day it is: now playing, upcoming and the day's trend change with it.
    let calendar: TMDBCalendar
    /// `configuration`: where the image host is and the poster sizes; `nil` without an image host.
    private let configuration: TMDBEncodedCatalogue.Body?
    private static let authenticated = TMDBEncodedCatalogue.Body(
        TMDBJSON.encode(TMDBWire.Status(statusCode: 1, statusMessage: "Success.", success: true)))

    init(settings: TMDBServerSettings, maxAge: Int, faults: ServerFaults) {
        self.settings = settings
        self.maxAge = maxAge
        account = settings.account
        limiter = settings.rate > 0 ? TMDBRateLimiter(limit: settings.rate, clock: faults.clock) : nil
        calendar = TMDBCalendar(start: faults.calendarStart, clock: faults.clock)
        hostile = settings.hostility.map {
            TMDBHostileAnswers($0, seed: faults.seed)
        }
        configuration = settings.imageBaseURL.map {
            TMDBEncodedCatalogue.Body(TMDBJSON.encode(TMDBWire.Configuration(imageBaseURL: $0)))
        }
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        let isAccountPath = path.hasPrefix(Self.approvalPrefix) || path.hasPrefix("/_account/")
        let body =
            request.method == .get || request.method == .head
            ? Data() : Data((try await request.body.collect(upTo: Self.accountBodyLimit)).readableBytesView)
        if isAccountPath, let answer = fixtureAnswer(to: request, body: body) { return answer }
        do {
            if let limiter, case .refused(let count) = limiter.admit() {
                throw TMDBFailure.overRateLimit(count: count, limit: limiter.limit)
            }
            if path.hasPrefix(Self.prefix),
                let route = try TMDBAccountRoute(path.dropFirst(Self.prefix.count), method: request.method)
            {
                guard isAuthorized(request) else { throw TMDBFailure.invalidAPIKey }
                if route.readsList { await account.readHold.pass() }
                if route == .newSession, let token = Self.requestToken(in: body) {
                    await account.waitForApproval(of: token)
                }
                return try answer(route, to: request, body: body)
            }
            return try answer(request)
        } catch let failure as TMDBFailure {
            return failure.response
        }
    }

    private func answer(_ request: Request) throws(TMDBFailure) -> Response {
        guard request.method == .get || request.method == .head else { throw .methodNotAllowed }
        guard request.uri.path.hasPrefix(Self.prefix) else { throw .notFound }
        guard isAuthorized(request) else { throw .invalidAPIKey }
        let spoiling = hostile.flatMap { $0.isDue() ? $0 : nil }
        guard let route = TMDBRoute(request.uri.path.dropFirst(Self.prefix.count)) else { throw .notFound }
        let parameters = request.uri.queryParameters
        let catalogue = settings.catalogue.encoded(in: parameters["language"])
        switch route {
        case .authentication:
            return ok(Self.authenticated, to: request)
        case .configuration:
            guard let configuration else { throw .notFound }
            return ok(configuration, to: request)
        case .discoverMovies:
            let query = try TMDBDiscoverQuery(parameters)
            let spoiled = try spoiling?.page(query.page, to: request) { number in
                var page = query
                page.page = number
                return catalogue.page(page).data
            }
            return spoiled ?? ok(catalogue.page(query), to: request)
        case .movie(let id):
            let body = try details(
                id, in: catalogue, appending: parameters["append_to_response"],
                videoLanguages: TMDBPageParts.videoLanguages(
                    asked: parameters["include_video_language"], language: parameters["language"]))
            if let spoiled = spoiling?.details(body.data, to: request) { return spoiled }
            return ok(body, to: request)
        case .searchMovies:
            return ok(catalogue.searchPage(try TMDBSearchQuery(parameters, yearName: "year")), to: request)
        case .searchPeople:
            return ok(catalogue.peoplePage(try TMDBSearchQuery(parameters, yearName: nil)), to: request)
        case .person(let id):
            guard let id = Int(id), let body = catalogue.person(id: id) else { throw .notFound }
            return ok(body, to: request)
        case .personMovieCredits(let id):
            guard let id = Int(id), let body = catalogue.movieCredits(ofPerson: id) else { throw .notFound }
            if let spoiled = spoiling?.movieCredits(body.data, to: request) { return spoiled }
            return ok(body, to: request)
        case .find(let id):
            return try find(id, in: catalogue, parameters: parameters, spoiling: spoiling, to: request)
        default:
            return try browse(route, in: catalogue, parameters: parameters, spoiling: spoiling, to: request)
        }
    }

    /// The answer to `movie/{id}`, with what `appended` (`append_to_response`) names: credits,
    /// watch providers, videos, external ids.
    /// - Throws: ``TMDBFailure/notFound`` for an id that is no film's, ``TMDBFailure/internalError``
    ///   for a film of ``TMDBServerSettings/failingMovies``.
    private func details(
        _ id: Substring, in catalogue: TMDBEncodedCatalogue, appending appended: Substring?,
        videoLanguages: Set<String>
    ) throws(TMDBFailure) -> TMDBEncodedCatalogue.Body {
        guard let id = Int(id),
            let body = catalogue.details(
                id: id, appending: appended, videoLanguages: videoLanguages, changes: settings.changes)
        else { throw .notFound }
        guard !settings.failingMovies.contains(id) else { throw .internalError }
        return body
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
    func ok(_ body: TMDBEncodedCatalogue.Body, to request: Request) -> Response {
        var headers: HTTPFields = [:]
        headers[.cacheControl] = "public, max-age=\(maxAge)"
        headers[.eTag] = body.etag
        if let match = request.headers[.ifNoneMatch], FixtureValidators.matches(match, etag: body.etag) {
            return Response(status: .notModified, headers: headers)
        }
        return .tmdbJSON(body.data, status: .ok, headers: headers, includingBody: request.method != .head)
    }
}
