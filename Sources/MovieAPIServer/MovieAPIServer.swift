import Foundation
import Hummingbird
import Logging

/// The fixture movie API: serves fixture files over real HTTP, for tests, benchmarks and demos,
/// in the demo API's dialect or in TMDB's.
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
    }

    public let configuration: Configuration
    private let logger: Logger

    public init(configuration: Configuration, logger: Logger = Logger(label: "movies-api")) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Runs until SIGINT or SIGTERM, then stops cleanly. `onRunning` receives the base URL
    /// (`http://HOST:PORT/api/`, or `…/3/` for TMDB) once the server accepts connections.
    public func run(onRunning: @escaping @Sendable (URL) async -> Void) async throws {
        try await makeApplication(stats: ServerStats(), onRunning: onRunning).runService()
    }

    /// Starts the server in this process and returns once it accepts connections.
    /// Stop it with ``RunningMovieAPIServer/stop()``.
    public func start() async throws -> RunningMovieAPIServer {
        let (addresses, continuation) = AsyncStream.makeStream(of: URL.self)
        let stats = ServerStats()
        let application = makeApplication(stats: stats) { url in
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
        return RunningMovieAPIServer(baseURL: baseURL, task: task, stats: stats)
    }

    private func makeApplication(
        stats: ServerStats, onRunning: @escaping @Sendable (URL) async -> Void
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
    /// The API's base URL, like `http://127.0.0.1:54321/api/` (or `…/3/` for TMDB).
    public let baseURL: URL
    private let task: Task<Void, any Error>
    private let stats: ServerStats

    init(baseURL: URL, task: Task<Void, any Error>, stats: ServerStats) {
        self.baseURL = baseURL
        self.task = task
        self.stats = stats
    }

    /// What the server has answered so far, as `GET /_stats` would say, read in this process.
    public var requestCounts: ServerRequestCounts {
        stats.counts
    }

    /// Stops accepting connections and waits until the server has shut down.
    public func stop() async {
        task.cancel()
        _ = try? await task.value
    }
}
