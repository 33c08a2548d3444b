import Foundation
import Hummingbird
import Logging

/// The fixture movie API: serves fixture files over real HTTP, for tests, benchmarks and demos,
/// in the demo API's dialect, in TMDB's, or as IMDb's dataset host.
public struct MovieAPIServer: Sendable {
    /// Where the server listens and what it serves.
    public struct Configuration: Sendable {
        public var host: String
        /// The port; 0 lets the system choose a free one.
        public var port: Int
        /// The files the demo dialect serves; the TMDB dialect serves its own catalogue instead.
        public var fixtures: FixtureFiles
        /// Which API the server speaks; the demo API by default.
        public var dialect = Dialect.demo
        /// How the server misbehaves on purpose (latency included); by default it does not.
        /// `GET /_stats` counts requests either way.
        public var faults = ServerFaults()
        /// The `Cache-Control: max-age` sent with every file, in seconds; 0 asks clients to revalidate.
        public var maxAge: Int
        /// The port of the TMDB dialect's image host (another origin, as TMDB's is); 0 picks a free one.
        public var imagePort = 0

        public init(host: String = "127.0.0.1", port: Int = 0, fixtures: FixtureFiles, maxAge: Int = 0) {
            self.host = host
            self.port = port
            self.fixtures = fixtures
            self.maxAge = maxAge
        }

        /// A server speaking TMDB's API v3 under `/3/`, as `settings` say.
        public init(host: String = "127.0.0.1", port: Int = 0, tmdb settings: TMDBServerSettings, maxAge: Int = 0) {
            self.init(host: host, port: port, fixtures: FixtureFiles(files: [:]), maxAge: maxAge)
            dialect = .tmdb(settings)
        }

        /// A server speaking for IMDb's dataset host at the root, as `settings` say.
        public init(host: String = "127.0.0.1", port: Int = 0, imdb settings: IMDbDatasetHostSettings, maxAge: Int = 0)
        {
            self.init(host: host, port: port, fixtures: FixtureFiles(files: [:]), maxAge: maxAge)
            dialect = .imdb(settings)
        }

        /// A server speaking as Jellyfin does at the root, as `settings` say.
        public init(host: String = "127.0.0.1", port: Int = 0, jellyfin settings: JellyfinServerSettings) {
            self.init(host: host, port: port, fixtures: FixtureFiles(files: [:]))
            dialect = .jellyfin(settings)
        }

        /// A server speaking as Plex Media Server (and plex.tv's PINs) does at the root, as `settings` say.
        public init(host: String = "127.0.0.1", port: Int = 0, plex settings: PlexServerSettings) {
            self.init(host: host, port: port, fixtures: FixtureFiles(files: [:]))
            dialect = .plex(settings)
        }

        /// A server speaking as a Kodi's web server does at the root, as `settings` say.
        public init(host: String = "127.0.0.1", port: Int = 0, kodi settings: KodiServerSettings) {
            self.init(host: host, port: port, fixtures: FixtureFiles(files: [:]))
            dialect = .kodi(settings)
        }
    }

    public let configuration: Configuration
    private let logger: Logger

    public init(configuration: Configuration, logger: Logger = Logger(label: "movies-api")) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs until SIGINT or SIGTERM, then stops cleanly. `onRunning` receives the base URL
    /// (`http://HOST:PORT/api/`, `…/3/` for TMDB, `…/` for IMDb) once the server accepts connections, and
    /// the TMDB dialect's image host's (`http://HOST:PORT/t/p/`; `nil` for the demo dialect).
    public func run(onRunning: @escaping @Sendable (URL, URL?) async -> Void) async throws {
        let images = try await startImageHost()
        defer { if let images { Task { await images.stop() } } }
        try await makeApplication(configuration: configured(images: images), stats: ServerStats()) {
            await onRunning($0, images?.baseURL)
        }.runService()
    }

    /// Starts the server in this process (and the TMDB dialect's image host) and returns once
    /// it accepts connections. Stop it with ``RunningMovieAPIServer/stop()``.
    public func start() async throws -> RunningMovieAPIServer {
        let images = try await startImageHost()
        let stats = ServerStats()
        let configuration = configured(images: images)
        let (task, baseURL) = try await Self.start { onRunning in
            makeApplication(configuration: configuration, stats: stats, onRunning: onRunning)
        }
        return RunningMovieAPIServer(baseURL: baseURL, task: task, stats: stats, images: images)
    }

    /// The configuration with the image host's base URL given to the TMDB dialect.
    private func configured(images: RunningImageHost?) -> Configuration {
        guard let images, case .tmdb(var settings) = configuration.dialect else { return configuration }
        settings.imageBaseURL = images.baseURL
        var configuration = self.configuration
        configuration.dialect = .tmdb(settings)
        return configuration
    }

    /// The TMDB dialect's image host, started; `nil` for the demo dialect.
    private func startImageHost() async throws -> RunningImageHost? {
        guard case .tmdb(let settings) = configuration.dialect else { return nil }
        let log = TMDBImageRequestLog()
        let stats = ServerStats()
        let host = configuration.host, port = configuration.imagePort
        let responder = FaultInjectingResponder(
            wrapping: TMDBImageHost(posters: settings.catalogue.posters, log: log),
            faults: configuration.dialect.faults(configuration.faults), stats: stats)
        let logger = self.logger
        let (task, baseURL) = try await Self.start { onRunning in
            Application(
                responder: responder,
                configuration: .init(address: .hostname(host, port: port), serverName: "movies-api images"),
                onServerRunning: { channel in
                    let port = channel.localAddress?.port ?? 0
                    let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
                    if let url = URL(string: "http://\(authority)\(TMDBImageHost.prefix)") { await onRunning(url) }
                },
                logger: logger)
        }
        return RunningImageHost(baseURL: baseURL, task: task, stats: stats, log: log)
    }

    /// Runs the application `make` builds (given what to call once it listens) and returns its
    /// task and the URL it listens at.
    private static func start<App: ApplicationProtocol>(
        _ make: (@escaping @Sendable (URL) async -> Void) -> App
    ) async throws -> (Task<Void, any Error>, URL) {
        let (addresses, continuation) = AsyncStream.makeStream(of: URL.self)
        let application = make { url in
            continuation.yield(url)
            continuation.finish()
        }
        let task = Task { try await application.run() }
        var iterator = addresses.makeAsyncIterator()
        guard let baseURL = await iterator.next() else {
            task.cancel()
            _ = try await task.value
            throw CancellationError()
        }
        return (task, baseURL)
    }

    private func makeApplication(
        configuration: Configuration, stats: ServerStats, onRunning: @escaping @Sendable (URL) async -> Void
    ) -> some ApplicationProtocol {
        let host = configuration.host
        let prefix = configuration.dialect.pathPrefix
        return Application(
            responder: FaultInjectingResponder(
                wrapping: DialectResponder(configuration: configuration),
                faults: configuration.dialect.faults(configuration.faults),
                stats: stats),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "movies-api"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
                if let url = URL(string: "http://\(authority)\(prefix)") {
                    await onRunning(url)
                }
            },
            logger: logger
        )
    }
}

/// A fixture server running inside this process.
public final class RunningMovieAPIServer: Sendable {
    /// The API's base URL, like `http://127.0.0.1:54321/api/` (or `…/3/` for TMDB, `…/` for IMDb).
    public let baseURL: URL
    private let task: Task<Void, any Error>
    private let stats: ServerStats

    /// The TMDB dialect's image host, if running.
    private let images: RunningImageHost?

    init(baseURL: URL, task: Task<Void, any Error>, stats: ServerStats, images: RunningImageHost? = nil) {
        self.baseURL = baseURL
        self.task = task
        self.stats = stats
        self.images = images
    }

    /// The image host's base URL (`http://127.0.0.1:PORT/t/p/`), for the TMDB dialect.
    public var imageBaseURL: URL? { images?.baseURL }

    /// What the image host has answered so far, by path and status.
    public var imageRequestCounts: ServerRequestCounts { images?.stats.counts ?? ServerRequestCounts() }

    /// What the image host's last requests carried.
    public var imageRequests: [TMDBImageRequestLog.Entry] { images?.log.requests ?? [] }

    /// What the server has answered so far, as `GET /_stats` would say, read in this process.
    public var requestCounts: ServerRequestCounts {
        stats.counts
    }

    /// Stops accepting connections and waits until the server has shut down.
    public func stop() async {
        task.cancel()
        _ = try? await task.value
        await images?.stop()
    }
}

/// The TMDB dialect's image host running inside this process.
final class RunningImageHost: Sendable {
    let baseURL: URL
    let stats: ServerStats
    let log: TMDBImageRequestLog
    private let task: Task<Void, any Error>

    init(baseURL: URL, task: Task<Void, any Error>, stats: ServerStats, log: TMDBImageRequestLog) {
        self.baseURL = baseURL
        self.task = task
        self.stats = stats
        self.log = log
    }

    func stop() async {
        task.cancel()
        _ = try? await task.value
    }
}
