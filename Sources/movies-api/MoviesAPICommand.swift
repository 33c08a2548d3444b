import ArgumentParser
import Foundation
import MovieAPIServer

@main
struct MoviesAPICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies-api",
        abstract: "Serve a folder of movie API fixtures over HTTP.",
        discussion: """
            Serves the files under --fixtures as the demo movie API: GET /api/movies/1 answers \
            with the file api/movies/1. Prints the API's base URL once it listens, then runs until \
            interrupted (SIGINT or SIGTERM).

            With --catalogue N it serves instead a made-up catalogue of N movies over 1981–2020, \
            the same for the same --seed, for sync and scale tests and benchmarks. Every answer \
            carries an ETag, a Last-Modified and a Cache-Control: max-age (--max-age), and a \
            conditional request that still matches gets 304 Not Modified.

            With --dialect tmdb it speaks TMDB's API v3 under /3/ (discover/movie with its filters, \
            movie/{id}?append_to_response=credits,recommendations, movie/{id}/recommendations and \
            /similar, movie/popular, movie/now_playing and movie/upcoming as of --today, \
            trending/movie/day and /week, collection/{id}, genre/movie/list, watch/providers/movie, \
            search/movie, search/person, person/{id}, person/{id}/movie_credits, \
            find/{external_id}?external_source=imdb_id, authentication; language=de-DE where \
            translated), serving \
            api-fixtures/tmdb (or --fixtures, or --catalogue N up to 100000). Every request needs \
            the v3 key as ?api_key= or the read access token as Authorization: Bearer (--api-key, \
            --read-access-token; defaults in CONTRIBUTING.md), else 401; past --rate requests in any \
            second it answers 429 with Retry-After: 1. Errors carry TMDB's status_code body. \
            --fail-movie ID answers 500 to one film's details; --hostile KIND answers badly on \
            purpose in one of \(TMDBHostility.Kind.allCases.count) ways (bad JSON, wrong types, lying \
            paging, huge or cut bodies, redirects, a refused key, a TV show among trending films, \
            a collection without parts, unknown providers, a find without films; CONTRIBUTING.md lists \
            them).

            Examples:
              movies-api --fixtures api-fixtures --port 0
              movies top-grossing 2016 --api-url http://127.0.0.1:PORT/api/
              movies-api --catalogue 4000 --seed 7 --latency 100 --port 0
              movies-api --require-token --token-ttl 60 --fail-rate 0.2 --retry-after 1 --seed 7
              movies-api --dialect tmdb --rate 40 --port 0
              curl "http://127.0.0.1:PORT/3/movie/100001?api_key=feedfacecafebeef0123456789abcdef"
              movies-api --dialect imdb --last-modified 2025-06-30T08:00:00Z --port 0

            With --dialect imdb it serves as IMDb's dataset host does: GET or HEAD of \
            /NAME.tsv.gz answers that file of api-fixtures/imdb (or --fixtures), read from disk at \
            each request, with a strong ETag (a hash of its bytes) and a Last-Modified (its \
            modification time, or --last-modified), 304 to If-None-Match or If-Modified-Since \
            that still match, and 404 to any other name. Rewrite a file there and the next request \
            gets it, with new validators. --drop-rate 1 cuts every body short of its \
            Content-Length; --fail-first N answers 503 first; api-fixtures/imdb-hostile holds sets \
            whose files are broken inside (a gzip cut short, a missing column, a short row, \
            characters that are not JSON).

            With --dialect jellyfin it speaks as a Jellyfin server at the root (Quick Connect, \
            Users/AuthenticateByName, Users/Me, Items of played films with ProviderIds and UserData, \
            paged), with the user fixture-viewer (password fixture-password), a second user, four \
            films and an episode, nothing played. Every user route needs Authorization: \
            MediaBrowser …, Token="…" (or ?ApiKey=); X-Emby-Token and ?api_key= get 401. Tests \
            change it through POST /_jellyfin/play?item=&user=&at=, /_jellyfin/mark-played, \
            /_jellyfin/mark-unplayed, /_jellyfin/quick-connect/approve?code=&user= and \
            /_jellyfin/revoke-tokens; GET /_jellyfin/items lists the items' ids.

            With --dialect plex it speaks as a Plex Media Server at the root (identity, accounts, \
            library sections, their films with Guids, the history of plays, paged by \
            X-Plex-Container-Start and -Size; JSON with Accept: application/json) and as plex.tv's \
            PINs (POST /api/v2/pins, GET /api/v2/pins/ID), with the accounts fixture-owner (1) and \
            fixture-family (2), four films and an episode, nothing played. Tests change it through \
            POST /_plex/play?item=&account=&at=, /_plex/pin/approve?code=, /_plex/token and \
            /_plex/revoke-tokens; GET /_plex/items lists the items' ratingKeys.

            With --dialect kodi it speaks as a Kodi's web server at the root: POST /jsonrpc \
            with basic authentication (user kodi, password fixture-password), JSONRPC.Version, \
            Application.GetProperties and VideoLibrary.GetMovies paged by limits, the four \
            films, nothing played, its clock in UTC. Tests change it through POST \
            /_kodi/play?movie=&at=, /_kodi/mark-unwatched?movie= and /_kodi/password?to=; GET \
            /_kodi/movies lists the films' ids.

            The fault flags make it misbehave on purpose (tokens, latency, failures, dropped \
            connections); GET /_stats counts requests per path and status, and tokens issued.
            """
    )

    /// The most films a made-up TMDB catalogue may have: each is held whole, and encoded three ways once asked for.
    static let tmdbCatalogueLimit = 100_000

    @Option(
        help: ArgumentHelp(
            "The API to speak: demo (under /api/), tmdb (TMDB's API v3, under /3/), imdb (IMDb's dataset host), jellyfin or plex (a Jellyfin or Plex server) or kodi (a Kodi).",
            valueName: "dialect"))
    var dialect = DialectOption.demo

    @Option(
        help: ArgumentHelp(
            "The folder to serve, laid out as the API's URLs (default api-fixtures, api-fixtures/tmdb with --dialect tmdb, api-fixtures/imdb with --dialect imdb).",
            valueName: "path"))
    var fixtures: String?

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(
        name: .customLong("image-port"),
        help: "With --dialect tmdb, the port of its image host (TMDB's images are another origin); 0 picks a free one.")
    var imagePort = 0

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: ArgumentHelp("Serve a made-up catalogue of this many movies instead of --fixtures.", valueName: "n"))
    var catalogue: Int?

    @Option(
        name: .customLong("max-age"),
        help: ArgumentHelp("The Cache-Control max-age sent with every answer.", valueName: "seconds"))
    var maxAge = 0

    @OptionGroup(title: "TMDB dialect") var tmdbOptions: TMDBOptions

    @OptionGroup(title: "IMDb dialect") var imdbOptions: IMDbOptions

    @OptionGroup(title: "Faults") var faultOptions: FaultOptions

    /// Runs the command line; a usage error is one line on stderr and exit 64.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let status = exitCode(for: error)
            guard status == .validationFailure else { exit(withError: error) }
            let message = message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            FileHandle.standardError.write(Data("movies-api: \(message)\n".utf8))
            Foundation.exit(status.rawValue)
        }
    }

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, got \(port)")
        }
        guard (0...65_535).contains(imagePort) else {
            throw ValidationError("--image-port must be between 0 and 65535, got \(imagePort)")
        }
        let limit = dialect == .tmdb ? Self.tmdbCatalogueLimit : 1_000_000
        if let catalogue, !(1...limit).contains(catalogue) {
            throw ValidationError("--catalogue must be between 1 and \(limit) movies, got \(catalogue)")
        }
        guard maxAge >= 0 else {
            throw ValidationError("--max-age must be 0 or more seconds, got \(maxAge)")
        }
        if dialect == .imdb {
            try validateIMDb()
        } else if dialect == .jellyfin || dialect == .plex || dialect == .kodi {
            try validateMediaServer()
        } else if imdbOptions.isGiven {
            throw ValidationError("--last-modified needs --dialect imdb")
        }
        if dialect == .demo && tmdbOptions.isGiven {
            throw ValidationError(
                "--rate, --api-key, --read-access-token, --fail-movie, --hostile and --today need --dialect tmdb")
        }
        if dialect == .tmdb && (faultOptions.requireToken || faultOptions.tokenTTL != nil) {
            throw ValidationError(
                "--require-token and --token-ttl are the demo dialect's; --dialect tmdb checks --api-key and --read-access-token"
            )
        }
    }

    /// Refuses what a Jellyfin, Plex or Kodi server has no use for.
    private func validateMediaServer() throws {
        if tmdbOptions.isGiven || imdbOptions.isGiven || catalogue != nil || fixtures != nil {
            throw ValidationError(
                "--dialect \(dialect.rawValue) serves its own library; --fixtures, --catalogue and the TMDB and IMDb flags are other dialects'"
            )
        }
        if faultOptions.requireToken || faultOptions.tokenTTL != nil {
            throw ValidationError(
                "--require-token and --token-ttl are the demo dialect's; \(mediaServerName) checks its own credentials"
            )
        }
    }

    /// The media server --dialect names, as a message says it.
    private var mediaServerName: String {
        switch dialect {
        case .plex: "a Plex server"
        case .kodi: "a Kodi"
        default: "a Jellyfin server"
        }
    }

    /// Refuses what IMDb's dataset host has no use for.
    private func validateIMDb() throws {
        if tmdbOptions.isGiven {
            throw ValidationError(
                "--rate, --api-key, --read-access-token, --fail-movie, --hostile and --today need --dialect tmdb")
        }
        if catalogue != nil {
            throw ValidationError(
                "--catalogue is the demo and TMDB dialects'; movies-bench imdb-datasets writes large dataset files")
        }
        if faultOptions.requireToken || faultOptions.tokenTTL != nil {
            throw ValidationError(
                "--require-token and --token-ttl are the demo dialect's; IMDb's host asks for no token")
        }
    }

    func run() async throws {
        var configuration: MovieAPIServer.Configuration
        switch dialect {
        case .demo:
            let files =
                try catalogue.map { SyntheticCatalogue(count: $0, seed: faultOptions.seed).files }
                ?? load { () throws(FixtureFilesError) in
                    try FixtureFiles(contentsOf: URL(fileURLWithPath: fixtures ?? "api-fixtures", isDirectory: true))
                }
            configuration = MovieAPIServer.Configuration(host: host, port: port, fixtures: files, maxAge: maxAge)
        case .tmdb:
            let movies =
                try catalogue.map { TMDBCatalogue(syntheticCount: $0, seed: faultOptions.seed) }
                ?? load { () throws(TMDBCatalogueError) in
                    try TMDBCatalogue(
                        contentsOf: URL(fileURLWithPath: fixtures ?? "api-fixtures/tmdb", isDirectory: true))
                }
            configuration = MovieAPIServer.Configuration(
                host: host, port: port, tmdb: tmdbOptions.settings(catalogue: movies), maxAge: maxAge)
        case .imdb:
            let settings = try load { () throws(FixtureFilesError) in
                try imdbOptions.settings(
                    folder: URL(fileURLWithPath: fixtures ?? "api-fixtures/imdb", isDirectory: true))
            }
            configuration = MovieAPIServer.Configuration(host: host, port: port, imdb: settings, maxAge: maxAge)
        case .jellyfin:
            configuration = MovieAPIServer.Configuration(host: host, port: port, jellyfin: .demo())
        case .plex:
            configuration = MovieAPIServer.Configuration(host: host, port: port, plex: .demo())
        case .kodi:
            configuration = MovieAPIServer.Configuration(host: host, port: port, kodi: .demo())
        }
        configuration.faults = faultOptions.faults
        if let start = tmdbOptions.calendarStart { configuration.faults.calendarStart = start }
        configuration.imagePort = imagePort
        let server = MovieAPIServer(configuration: configuration)
        try await server.run { baseURL, images in
            // The API's base URL first: scripts read that line. Then the image host's, if any.
            FileHandle.standardOutput.write(Data((baseURL.absoluteString + "\n").utf8))
            if let images { FileHandle.standardOutput.write(Data(("images: " + images.absoluteString + "\n").utf8)) }
        }
    }

    /// What `body` loads, or the reason on stderr and exit 66 (no such folder) or 65 (a file that is not a movie
    /// or not translations).
    private func load<T, Failure: Error & CustomStringConvertible>(_ body: () throws(Failure) -> T) throws -> T {
        do {
            return try body()
        } catch {
            FileHandle.standardError.write(Data("movies-api: \(error)\n".utf8))
            switch error as? TMDBCatalogueError {
            case .unreadable, .misnamed, .unreadableTranslations: throw ExitCode(65)
            default: throw ExitCode(66)
            }
        }
    }
}
