import Foundation
import MovieAPIServer
import MovieKit

/// The repository's hand-written TMDB fixtures, `api-fixtures/tmdb/` (one `movie/<id>.json` per film).
public let tmdbFixturesFolder = apiFixturesFolder.appendingPathComponent("tmdb", isDirectory: true)

/// The credentials the TMDB fixture server accepts unless a test says otherwise.
public enum TMDBFixtureCredentials {
    /// The v3 API key, sent as `?api_key=`.
    public static let apiKey = TMDBServerSettings.fixtureAPIKey
    /// The read access token, sent as `Authorization: Bearer …`.
    public static let readAccessToken = TMDBServerSettings.fixtureReadAccessToken
}

/// The hand-written catalogue of `api-fixtures/tmdb/`, loaded and encoded once per test process.
public func tmdbFixtureCatalogue() throws -> TMDBCatalogue {
    try handWrittenTMDBCatalogue.get()
}

private let handWrittenTMDBCatalogue = Result { () throws(TMDBCatalogueError) in
    try TMDBCatalogue(contentsOf: tmdbFixturesFolder)
}

/// Runs `body` against `movies-api --dialect tmdb`, started in this process on a free loopback
/// port, and stops it afterwards, even when `body` throws.
/// - Parameters:
///   - catalogue: the films; by default the hand-written set of `api-fixtures/tmdb/`
///     (`TMDBCatalogue(syntheticCount:seed:)` for a made-up one).
///   - rate: requests answered in any rolling second before 429s; 0 for no limit.
///   - maxAge: the `Cache-Control: public, max-age` sent.
///   - faults: latency, failures and drops (the demo's token scheme does not apply).
///   - apiKey, readAccessToken: the credentials accepted; the fixture ones by default.
///   - failingMovies: films whose details answer 500, every time (`--fail-movie`).
///   - hostility: the hostile answers given on purpose (`--hostile`), if any.
///   - changes: films' providers and release days, changed by the test between requests.
///   - account: the TMDB account its account routes read and write; a new, empty one by default.
public func withTMDBServer<T>(
    catalogue: TMDBCatalogue? = nil, rate: Int = 0, maxAge: Int = 0, faults: ServerFaults = ServerFaults(),
    apiKey: String = TMDBFixtureCredentials.apiKey, readAccessToken: String = TMDBFixtureCredentials.readAccessToken,
    failingMovies: Set<Int> = [], hostility: TMDBHostility? = nil, changes: TMDBFilmChanges = TMDBFilmChanges(),
    account: TMDBFixtureAccount = TMDBFixtureAccount(),
    _ body: (TMDBTestServer) async throws -> T
) async throws -> T {
    let settings = TMDBServerSettings(
        catalogue: try catalogue ?? tmdbFixtureCatalogue(), apiKey: apiKey, readAccessToken: readAccessToken,
        rate: rate,
        failingMovies: failingMovies, hostility: hostility, changes: changes, account: account)
    var configuration = MovieAPIServer.Configuration(tmdb: settings, maxAge: maxAge)
    configuration.faults = faults
    return try await MovieAPIServer(configuration: configuration).start().stopping { server in
        try await body(TMDBTestServer(server: server, catalogue: settings.catalogue, account: settings.account))
    }
}

/// A TMDB fixture server running for a test.
public struct TMDBTestServer: Sendable {
    /// How a request made with ``get(_:query:credential:headers:)`` proves who sends it.
    public enum Credential: Sendable {
        case none
        /// `Authorization: Bearer <token>`.
        case readAccessToken(String)
        /// `?api_key=<key>`, after the other query items.
        case apiKey(String)
        /// Both at once.
        case both(readAccessToken: String, apiKey: String)

        /// The fixture read access token.
        public static let fixtureToken = Credential.readAccessToken(TMDBFixtureCredentials.readAccessToken)
        /// The fixture v3 key.
        public static let fixtureKey = Credential.apiKey(TMDBFixtureCredentials.apiKey)
    }

    public let server: RunningMovieAPIServer
    /// The films it serves.
    public let catalogue: TMDBCatalogue
    /// The account its account routes read and write.
    public let account: TMDBFixtureAccount
    private let transport = NetworkHelperTransport(timeout: 30)

    init(server: RunningMovieAPIServer, catalogue: TMDBCatalogue, account: TMDBFixtureAccount) {
        self.server = server
        self.catalogue = catalogue
        self.account = account
    }

    /// Sends `method path?query` with `body` (JSON) and the fixture key, as ``get(_:query:credential:headers:)`` does.
    public func send(
        _ method: HTTPRequest.Method, _ path: String, query: KeyValuePairs<String, String> = [:], body: String = "",
        credential: Credential = .fixtureKey
    ) async throws -> HTTPResponse {
        var items = query.map { ($0.key, $0.value) }
        var headers: HTTPHeaders = [:]
        if case .apiKey(let key) = credential { items.append(("api_key", key)) }
        if case .readAccessToken(let token) = credential { headers["Authorization"] = "Bearer \(token)" }
        if !body.isEmpty { headers["Content-Type"] = "application/json" }
        return try await transport.send(
            HTTPRequest(method: method, url: url(path, query: items), headers: headers, body: Data(body.utf8)))
    }

    /// Sends `GET` to `url` as a browser would, with no credential: the approval page, say.
    public func visit(_ url: URL) async throws -> HTTPResponse {
        try await transport.send(HTTPRequest(url: url))
    }

    /// The image host's base URL, `http://127.0.0.1:PORT/t/p/` (another origin than the API's).
    public var imageBaseURL: URL? { server.imageBaseURL }

    /// What the image host's requests carried (query, `Authorization`), oldest first.
    public var imageRequests: [TMDBImageRequestLog.Entry] { server.imageRequests }

    /// The poster file `name` (as a film's `poster_path` names it, without its slash) in `size`,
    /// as the image host serves it.
    public func posterFile(_ name: String, size: String) -> Data? {
        catalogue.posters.poster(Substring(name), size: Substring(size))
    }

    /// The API's base URL, `http://127.0.0.1:PORT/3/`.
    public var baseURL: URL { server.baseURL }

    /// The URL of `path` (like `discover/movie`) under the base URL, with `query` in the order given.
    public func url(_ path: String, query: KeyValuePairs<String, String> = [:]) -> URL {
        url(path, query: query.map { ($0.key, $0.value) })
    }

    /// Sends `GET path?query` over loopback (through `movies-http`, as `movies` does) with
    /// `credential` (the fixture token by default) and `headers`.
    public func get(
        _ path: String, query: KeyValuePairs<String, String> = [:], credential: Credential = .fixtureToken,
        headers: HTTPHeaders = [:]
    ) async throws -> HTTPResponse {
        try await send(path, items: query.map { ($0.key, $0.value) }, credential: credential, headers: headers)
    }

    /// Sends `GET path?query` as ``get(_:query:credential:headers:)`` does, the query written as
    /// in a URL but unencoded (`with_genres=28|12&page=2`): parameterised tests name queries so.
    public func get(
        _ path: String, queryString: String, credential: Credential = .fixtureToken
    ) async throws
        -> HTTPResponse
    {
        let items = queryString.split(separator: "&").map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
        return try await send(path, items: items, credential: credential, headers: [:])
    }

    private func send(
        _ path: String, items: [(String, String)], credential: Credential, headers: HTTPHeaders
    ) async throws -> HTTPResponse {
        var headers = headers
        var items = items
        switch credential {
        case .none: break
        case .readAccessToken(let token): headers["Authorization"] = "Bearer \(token)"
        case .apiKey(let key): items.append(("api_key", key))
        case .both(let token, let key):
            headers["Authorization"] = "Bearer \(token)"
            items.append(("api_key", key))
        }
        return try await transport.send(HTTPRequest(url: url(path, query: items), headers: headers))
    }

    /// The URL of `path` under the base URL with `query` items in order.
    private func url(_ path: String, query: [(String, String)]) -> URL {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty { components?.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) } }
        return components?.url ?? baseURL.appendingPathComponent(path)
    }

    /// What the server has answered so far, read in this process (no request is sent).
    public func counts() -> TMDBRequestCounts {
        TMDBRequestCounts(server.requestCounts)
    }
}

/// A TMDB fixture server's requests so far, by kind.
public struct TMDBRequestCounts: Sendable, Equatable {
    /// Requests by path and status, as `GET /_stats` gives them.
    public let all: ServerRequestCounts

    public init(_ all: ServerRequestCounts) {
        self.all = all
    }

    /// Requests to `discover/movie`, with `status` or any.
    public func discover(status: Int? = nil) -> Int {
        all.count(where: { $0 == "/3/discover/movie" }, status: status)
    }

    /// Requests to `movie/{id}`, with `status` or any.
    public func details(status: Int? = nil) -> Int {
        all.count(where: { $0.hasPrefix("/3/movie/") }, status: status)
    }

    /// Requests to `search/movie`, with `status` or any.
    public func movieSearches(status: Int? = nil) -> Int {
        all.count(where: { $0 == "/3/search/movie" }, status: status)
    }

    /// Requests to `search/person`, with `status` or any.
    public func personSearches(status: Int? = nil) -> Int {
        all.count(where: { $0 == "/3/search/person" }, status: status)
    }

    /// Requests to `person/{id}/movie_credits`, with `status` or any.
    public func personCredits(status: Int? = nil) -> Int {
        all.count(where: { $0.hasPrefix("/3/person/") && $0.hasSuffix("/movie_credits") }, status: status)
    }

    /// Requests to `find/{external_id}`, with `status` or any.
    public func finds(status: Int? = nil) -> Int {
        all.count(where: { $0.hasPrefix("/3/find/") }, status: status)
    }

    /// Requests to `authentication`, with `status` or any.
    public func authentication(status: Int? = nil) -> Int {
        all.count(where: { $0 == "/3/authentication" }, status: status)
    }

    /// Every request, or those answered with `status`.
    public func total(status: Int? = nil) -> Int {
        all.count(status: status)
    }

    /// Requests refused for the rate (429).
    public var tooManyRequests: Int { total(status: 429) }

    /// Conditional requests answered 304 Not Modified.
    public var notModified: Int { total(status: 304) }
}
