import Foundation
import MovieKitTestSupport

@testable import MovieKit

/// TMDB answers for tests: films, pages of `discover/movie`, and a stub TMDB that serves them.
enum TMDBTestData {
    static let baseURL = URL(string: "https://api.themoviedb.org/3/")!
    static let token = "eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJ0ZXN0In0.c2lnbmF0dXJl"
    static let key = "0123456789abcdef0123456789abcdef"

    /// Film `id`'s details: released 2016, revenue and votes falling with the id, two actors.
    static func details(id: Int, title: String? = nil, releaseDate: String = "2016-05-06") -> TMDBMovieDetails {
        TMDBMovieDetails(
            id: id, title: title ?? "Film \(id)", releaseDate: APIDate.parse(releaseDate), revenue: 1_000_000 - id,
            runtime: 100 + id % 50, overview: "About film \(id).", genres: [.init(id: 18, name: "Drama")],
            voteAverage: 7.5, voteCount: 1000,
            credits: .init(cast: [
                TMDBCastMember(name: "Second \(id)", order: 1), TMDBCastMember(name: "Lead \(id)", order: 0),
            ]))
    }

    /// Page `page` of a list of films `ids`, 20 a page.
    static func page(_ page: Int, of ids: [Int]) -> TMDBDiscoverPage {
        let slice = ids.dropFirst((page - 1) * 20).prefix(20)
        return TMDBDiscoverPage(
            page: page, results: slice.map { TMDBListEntry(id: $0, title: "Film \($0)", voteAverage: 7.5) },
            totalPages: max(1, (ids.count + 19) / 20), totalResults: ids.count)
    }

    /// A stub TMDB whose every year's lists are films 1 to `count` and which knows every film;
    /// `headers` go with each list page, `reply` may answer a request first.
    static func transport(
        films count: Int, headers: HTTPHeaders = [:],
        reply: @escaping @Sendable (HTTPRequest) -> HTTPResponse? = { _ in nil }
    ) -> StubTransport {
        let ids = Array(1...max(1, count)).prefix(count)
        return StubTransport { request throws(TransportError) in
            if let response = reply(request) { return response }
            let path = request.url.path
            if path.hasSuffix("/discover/movie") {
                let number = Int(query(request, "page") ?? "1") ?? 1
                return HTTPResponse(
                    status: 200, headers: headers, body: Data(apiJSON(page(number, of: Array(ids))).utf8))
            }
            if let id = Int(request.url.lastPathComponent), path.contains("/movie/") {
                return HTTPResponse(status: 200, body: Data(apiJSON(details(id: id)).utf8))
            }
            return notFound
        }
    }

    /// TMDB's answer to an unknown resource.
    static let notFound = HTTPResponse(
        status: 404, headers: ["Content-Type": "application/json"],
        body: Data(
            #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
                .utf8))

    /// TMDB's answer to a bad key.
    static let invalidKey = HTTPResponse(
        status: 401, headers: ["Content-Type": "application/json"],
        body: Data(
            #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
                .utf8))

    /// The value of the query item `name` of `request`.
    static func query(_ request: HTTPRequest, _ name: String) -> String? {
        URLComponents(url: request.url, resolvingAgainstBaseURL: true)?.queryItems?.first { $0.name == name }?.value
    }

    /// A client for the stub TMDB with `credential`, quick retries and no rate worth waiting for.
    static func client(
        _ transport: some HTTPTransport, credential: TMDBCredential? = .readAccessToken(token), baseURL: URL = baseURL,
        log: LogRecorder = LogRecorder()
    ) -> APIClient {
        APIClient.tmdb(
            baseURL: baseURL, credential: credential, transport: transport,
            rateLimiter: RateLimiter(requestsPerSecond: 100_000, burst: 100_000), retryPolicy: makeQuickRetryPolicy(),
            logger: log.logger())
    }
}
