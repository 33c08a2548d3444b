import MovieKitTestSupport
import Testing

/// One TMDB fixture server for a whole suite, started before its first test and stopped after
/// its last, rather than one per test: a suite whose tests each ask it little (or nothing) pays
/// one start. Each test still runs `movies` on a cache and library of its own; a test that
/// counts the server's requests counts those made since it began (the suite is serialized).
struct OneTMDBServerPerSuite: SuiteTrait, TestScoping {
    /// The server of the suite running in this task, if it has one.
    @TaskLocal static var running: TMDBTestServer?

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTMDBServer { server in
            try await Self.$running.withValue(server) { try await function() }
        }
    }
}

extension Trait where Self == OneTMDBServerPerSuite {
    /// One TMDB fixture server for the suite, which its tests reach through ``withSuiteTMDBServer(_:)``.
    static var oneTMDBServer: Self { OneTMDBServerPerSuite() }
}

/// Runs `body` with the TMDB fixture server of the suite (``OneTMDBServerPerSuite``).
func withSuiteTMDBServer<T>(_ body: (TMDBTestServer) async throws -> T) async throws -> T {
    let server = try #require(OneTMDBServerPerSuite.running, "the suite has no .oneTMDBServer trait")
    return try await body(server)
}
