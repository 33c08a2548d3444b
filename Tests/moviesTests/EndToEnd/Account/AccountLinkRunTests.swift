import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies account login|status|logout` end to end, against `movies-api --dialect tmdb` over loopback.
struct AccountLinkRunTests {
    static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    /// Runs `movies account login` against `server`, approves the URL it prints as a browser
    /// would, and returns how it ended.
    static func login(_ movies: MoviesProcess, at server: TMDBTestServer, in folder: URL) async throws -> MoviesRun {
        let output = folder.appendingPathComponent("login-out"), errors = folder.appendingPathComponent("login-err")
        let launched = try movies.launch(
            ["account", "login", "--api-url", server.baseURL.absoluteString], environment: keyEnvironment,
            output: output, stderr: errors)
        let url = try await approvalURL(in: output)
        let approved = try await server.visit(url)
        #expect(approved.status == 200)
        await launched.exit()
        return MoviesRun(
            output: try String(contentsOf: output, encoding: .utf8),
            error: try String(contentsOf: errors, encoding: .utf8), status: launched.terminationStatus)
    }

    /// The approval URL `movies account login` printed in `output`, once it has.
    static func approvalURL(in output: URL) async throws -> URL {
        for _ in 0..<6000 {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.contains("/authenticate/") }),
                let url = URL(string: line.trimmingCharacters(in: .whitespaces))
            {
                return url
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw CancellationError()
    }

    @Test func loginPrintsTheApprovalURLWaitsForItAndNamesTheAccountKeepingTheSessionForTheUserAlone()
        async throws
    {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let login = try await Self.login(movies, at: server, in: folder)
                #expect(login.status == 0, "\(login.error)")
                #expect(
                    login.output.contains("linked your TMDB account \(TMDBFixtureAccount.username)"), "\(login.output)")
                #expect(server.account.openSessions == 1)
                let mode = try FileManager.default.attributesOfItem(atPath: movies.sessionFile.path)[.posixPermissions]
                #expect(mode as? Int == 0o600)
                let kept = try JSONDecoder().decode(
                    TMDBAccountSession.self, from: try Data(contentsOf: movies.sessionFile))
                #expect(!login.output.contains(kept.sessionID) && !login.error.contains(kept.sessionID))

                let status = try await movies.run(["account", "status"])
                #expect(status.status == 0, "\(status.error)")
                #expect(status.output.contains("account: \(TMDBFixtureAccount.username)"), "\(status.output)")
                #expect(!status.output.contains(kept.sessionID))
            }
        }
    }

    @Test func logoutEndsTheSessionAtTMDBAndForgetsIt() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                #expect(try await Self.login(movies, at: server, in: folder).status == 0)
                let logout = try await movies.run(["account", "logout"], environment: Self.keyEnvironment)
                #expect(logout.status == 0, "\(logout.error)")
                #expect(logout.output.contains("unlinked"), "\(logout.output)")
                #expect(server.account.openSessions == 0)
                #expect(!FileManager.default.fileExists(atPath: movies.sessionFile.path))
                let status = try await movies.run(["account", "status"])
                #expect(status.status == 77 && status.error.contains("movies account login"), "\(status.error)")
            }
        }
    }

    @Test func loggingInAgainEndsTheOldSessionAtTMDBLeavingOneLive() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                var statuses: [Int32] = []
                for _ in 0..<3 { statuses.append(try await Self.login(movies, at: server, in: folder).status) }

                #expect(statuses == [0, 0, 0])

                #expect(server.account.openSessions == 1)
            }
        }
    }

    @Test func fourLoginsAtOnceEndWithExactlyOneLiveSessionTheOneKept() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                var logins: [(LaunchedProcess, URL)] = []
                for index in 0..<4 {
                    let output = folder.appendingPathComponent("login-\(index)")
                    let launched = try movies.launch(
                        ["account", "login", "--api-url", server.baseURL.absoluteString],
                        environment: Self.keyEnvironment, output: output)
                    logins.append((launched, output))
                }
                for (_, output) in logins {
                    #expect(try await server.visit(try await Self.approvalURL(in: output)).status == 200)
                }
                for (launched, _) in logins { await launched.exit() }

                #expect(logins.map(\.0.terminationStatus) == [0, 0, 0, 0])
                #expect(server.account.openSessions == 1)
                let logout = try await movies.run(["account", "logout"], environment: Self.keyEnvironment)
                #expect(logout.status == 0, "\(logout.error)")
                #expect(server.account.openSessions == 0, "the session kept is not the one left live")
            }
        }
    }

    @Test func loginGivesUpWhenTheTokenExpiresUnapprovedKeepingNothing() async throws {
        try await withTMDBServer(account: TMDBFixtureAccount(tokenLifetime: 1)) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let login = try await movies.run(
                    ["account", "login", "--api-url", server.baseURL.absoluteString], environment: Self.keyEnvironment)
                #expect(login.status == 77, "\(login.error)")
                #expect(login.error.contains("expired"), "\(login.error)")
                #expect(!FileManager.default.fileExists(atPath: movies.sessionFile.path))
            }
        }
    }

    @Test func logoutWithNoNetworkChangesNothingAndExits69() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                #expect(try await Self.login(movies, at: server, in: folder).status == 0)
                let kept = try Data(contentsOf: movies.sessionFile)
                var session = try JSONDecoder().decode(TMDBAccountSession.self, from: kept)
                session.apiURL = try #require(URL(string: "http://127.0.0.1:9/3/"))
                try JSONEncoder().encode(session).write(to: movies.sessionFile)
                let logout = try await movies.run(["account", "logout"], environment: Self.keyEnvironment)
                #expect(logout.status == 69, "\(logout.error)")
                #expect(FileManager.default.fileExists(atPath: movies.sessionFile.path))
            }
        }
    }

    @Test func loginWithoutACredentialSaysHowToGiveOneAndExits77() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let login = try await movies.run(["account", "login", "--api-url", server.baseURL.absoluteString])
                #expect(login.status == 77 && login.error.contains("movies login tmdb"), "\(login.error)")
            }
        }
    }
}
