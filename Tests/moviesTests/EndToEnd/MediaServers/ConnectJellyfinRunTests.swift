import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `movies connect jellyfin`, `movies connections` and `movies disconnect` end to end, against
/// `movies-api --dialect jellyfin` over loopback.
struct ConnectJellyfinRunTests {
    /// Runs `movies connect jellyfin` against `server` by Quick Connect, enters the code it
    /// prints as a person does in Jellyfin, and returns how it ended.
    static func connectByQuickConnect(
        _ movies: MoviesProcess, to server: JellyfinTestServer, in folder: URL, extra: [String] = []
    ) async throws -> MoviesRun {
        let output = folder.appendingPathComponent("connect-out"), errors = folder.appendingPathComponent("connect-err")
        let launched = try movies.launch(
            ["connect", "jellyfin", server.baseURL.absoluteString] + extra, output: output, stderr: errors)
        let code = try await printedCode(in: output)
        #expect(server.library.approveQuickConnect(code: code, userName: JellyfinServerSettings.fixtureUser))
        await launched.exit()
        return MoviesRun(
            output: try String(contentsOf: output, encoding: .utf8),
            error: try String(contentsOf: errors, encoding: .utf8), status: launched.terminationStatus)
    }

    /// The Quick Connect code `movies connect` printed in `output`, once it has.
    static func printedCode(in output: URL) async throws -> String {
        for _ in 0..<600 {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            if let range = text.range(of: "Enter the code ") {
                let code = text[range.upperBound...].prefix { $0.isNumber }
                if code.count == 6 { return String(code) }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw CancellationError()
    }

    @Test func quickConnectPrintsTheCodeWaitsForItNamesTheUserAndKeepsTheTokenForTheUserAlone() async throws {
        try await withJellyfinServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let connect = try await Self.connectByQuickConnect(movies, to: server, in: folder)
                #expect(connect.status == 0, "\(connect.error)")
                #expect(connect.output.contains("web/#/quickconnect"), "\(connect.output)")
                #expect(
                    connect.output.contains("linked \(JellyfinServerSettings.fixtureUser) on movies fixture Jellyfin"),
                    "\(connect.output)")
                let kept = try movies.keptConnection()
                #expect(server.library.userID(ofToken: kept.token) != nil)
                #expect(!connect.output.contains(kept.token) && !connect.error.contains(kept.token))
                let file = try FileManager.default.attributesOfItem(atPath: movies.connectionFile.path)
                let folderMode = try FileManager.default.attributesOfItem(
                    atPath: movies.connectionFile.deletingLastPathComponent().path)
                #expect(file[.posixPermissions] as? Int == 0o600)
                #expect(folderMode[.posixPermissions] as? Int == 0o700)
            }
        }
    }

    @Test func aUserWithThePasswordOnStandardInputIsLinkedAndTheSameDeviceKeptOnReconnecting() async throws {
        try await withJellyfinServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let arguments = [
                    "connect", "jellyfin", server.baseURL.absoluteString, "--user", "fixture-family",
                    "--password-stdin",
                ]
                let first = try await movies.run(arguments, input: "family-password\n")
                #expect(first.status == 0, "\(first.error)")
                #expect(first.output.contains("linked fixture-family on"), "\(first.output)")
                let device = try movies.keptConnection().deviceID
                #expect(!first.output.contains("family-password") && !first.error.contains("family-password"))
                #expect(try await movies.run(arguments, input: "family-password\n").status == 0)
                #expect(try movies.keptConnection().deviceID == device)
            }
        }
    }

    @Test func aWrongPasswordExits77AndKeepsNothing() async throws {
        try await withJellyfinServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let connect = try await movies.run(
                    [
                        "connect", "jellyfin", server.baseURL.absoluteString, "--user", "fixture-family",
                        "--password-stdin",
                    ],
                    input: "wrong\n")
                #expect(connect.status == 77, "\(connect.error)")
                #expect(connect.error.contains("refused the user name or password"), "\(connect.error)")
                #expect(!FileManager.default.fileExists(atPath: movies.connectionFile.path))
            }
        }
    }

    @Test func aUserWithoutATerminalOrPasswordStdinIsAUsageError() async throws {
        try await withJellyfinServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let connect = try await movies.run(
                    ["connect", "jellyfin", server.baseURL.absoluteString, "--user", "fixture-family"],
                    input: "family-password\n")
                #expect(connect.status == 64, "\(connect.error)")
                #expect(connect.error.contains("--password-stdin"), "\(connect.error)")
                #expect(server.library.tokenCount == 0)
            }
        }
    }

    @Test func verboseLogsEachRequestWithTheQuickConnectSecretRedactedAndNeverTheToken() async throws {
        try await withJellyfinServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let connect = try await Self.connectByQuickConnect(movies, to: server, in: folder, extra: ["--verbose"])
                #expect(connect.status == 0, "\(connect.error)")
                let token = try movies.keptConnection().token
                #expect(connect.error.contains("/QuickConnect/Connect?secret=<redacted>"), "\(connect.error)")
                #expect(!connect.error.contains(token))
                let secrets = connect.error.components(separatedBy: "secret=").dropFirst()
                #expect(secrets.allSatisfy { $0.hasPrefix("<redacted>") }, "\(connect.error)")
            }
        }
    }

    @Test func ctrlCWhileWaitingForTheCodeCancelsKeepingNothing() async throws {
        try await withJellyfinServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let output = folder.appendingPathComponent("out")
                let launched = try movies.launch(
                    ["connect", "jellyfin", server.baseURL.absoluteString], output: output)
                _ = try await Self.printedCode(in: output)
                _ = Glibc.kill(launched.processIdentifier, SIGINT)
                #expect(await launched.exit() == .uncaughtSignal)
                #expect(!FileManager.default.fileExists(atPath: movies.connectionFile.path))
                #expect(server.library.tokenCount == 0)
            }
        }
    }

    @Test func anUnreachableServerExits69AndKeepsNothing() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let connect = try await movies.run(["connect", "jellyfin", "http://127.0.0.1:9/", "--timeout", "5"])
            #expect(connect.status == 69, "\(connect.error)")
            #expect(connect.error.contains("cannot reach http://127.0.0.1:9/"), "\(connect.error)")
            #expect(!FileManager.default.fileExists(atPath: movies.connectionFile.path))
        }
    }

    @Test func anAddressThatIsNotJellyfinExits69NamingIt() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let connect = try await movies.run(["connect", "jellyfin", server.baseURL.absoluteString])
                #expect(connect.status == 69, "\(connect.error)")
                #expect(connect.error.contains("does not answer as a Jellyfin server"), "\(connect.error)")
            }
        }
    }

    @Test func quickConnectTurnedOffExits69SayingToUseUser() async throws {
        let settings = JellyfinServerSettings(library: JellyfinFixtureLibrary(quickConnectEnabled: false))
        try await withJellyfinServer(settings) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let connect = try await movies.run(["connect", "jellyfin", server.baseURL.absoluteString])
                #expect(connect.status == 69, "\(connect.error)")
                #expect(connect.error.contains("--user NAME"), "\(connect.error)")
            }
        }
    }

    @Test func connectionsListsTheServerAndUserNeverTheTokenAndDisconnectForgetsIt() async throws {
        var settings = JellyfinServerSettings.demo()
        settings.serverName = "Home\u{1B}]52;c;aGk=\u{07}\u{1B}[2J"
        try await withJellyfinServer(settings) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let connect = try await Self.connectByQuickConnect(movies, to: server, in: folder)
                #expect(connect.status == 0, "\(connect.error)")
                #expect(!connect.output.contains("\u{1B}"), "\(connect.output)")
                let token = try movies.keptConnection().token

                let connections = try await movies.run(["connections"])
                #expect(connections.status == 0, "\(connections.error)")
                #expect(connections.output.contains("jellyfin"), "\(connections.output)")
                #expect(connections.output.contains(JellyfinServerSettings.fixtureUser), "\(connections.output)")
                #expect(connections.output.contains(server.baseURL.absoluteString), "\(connections.output)")
                #expect(!connections.output.contains(token) && !connections.output.contains("\u{1B}"))

                let disconnect = try await movies.run(["disconnect", "jellyfin"])
                #expect(disconnect.status == 0, "\(disconnect.error)")
                #expect(!FileManager.default.fileExists(atPath: movies.connectionFile.path))
                let none = try await movies.run(["connections"])
                #expect(none.status == 0 && none.output.isEmpty && none.error.contains("movies connect"))
            }
        }
    }

    @Test(arguments: [["connect", "emby", "http://h/"], ["connect", "jellyfin", "ftp://h/"], ["disconnect", "emby"]])
    func anUnknownKindOrAddressIsAUsageError(_ arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let run = try await movies.run(arguments)
            #expect(run.status == 64, "\(run.error)")
        }
    }
}

extension MoviesProcess {
    /// Where `movies connect jellyfin` keeps the connection in these runs.
    var connectionFile: URL { connectionFile(of: .jellyfin) }

    /// Where `movies connect KIND` keeps the connection in these runs.
    func connectionFile(of kind: MediaServerConnection.Kind) -> URL {
        cache.deletingLastPathComponent().appendingPathComponent("state/movies/connections/\(kind.rawValue)")
    }

    /// The connection `movies connect KIND` kept (Jellyfin's by default).
    func keptConnection(_ kind: MediaServerConnection.Kind = .jellyfin) throws -> MediaServerConnection {
        try JSONDecoder().decode(MediaServerConnection.self, from: Data(contentsOf: connectionFile(of: kind)))
    }
}
