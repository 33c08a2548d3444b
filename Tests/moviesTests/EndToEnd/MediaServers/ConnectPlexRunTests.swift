import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `movies connect plex` end to end, against `movies-api --dialect plex` over loopback, which
/// is plex.tv's PINs too ($MOVIES_PLEX_TV_URL).
struct ConnectPlexRunTests {
    /// The page of app.plex.tv `movies connect plex` printed in `output`, once it has.
    static func printedPage(in output: URL) async throws -> String {
        for _ in 0..<600 {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.contains("app.plex.tv/auth") }) {
                return line.trimmingCharacters(in: .whitespaces)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw CancellationError()
    }

    @Test func aPINApprovedAtPlexLinksTheOwnerAndKeepsTheTokenForTheUserAlone() async throws {
        try await withPlexServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let output = folder.appendingPathComponent("out"), errors = folder.appendingPathComponent("err")
                let launched = try movies.launch(
                    ["connect", "plex", server.baseURL.absoluteString, "--verbose"],
                    environment: ["MOVIES_PLEX_TV_URL": server.baseURL.absoluteString], output: output, stderr: errors)
                let page = try await Self.printedPage(in: output)
                let code = try #require(
                    URLComponents(string: page.replacingOccurrences(of: "#?", with: "?"))?
                        .queryItems?.first { $0.name == "code" }?.value)
                #expect(page.contains("clientID="), "\(page)")
                #expect(server.library.approvePIN(code: code))
                await launched.exit()
                let printed = try String(contentsOf: output, encoding: .utf8)
                let logged = try String(contentsOf: errors, encoding: .utf8)
                #expect(launched.terminationStatus == 0, "\(logged)")
                #expect(printed.contains("linked fixture-owner on movies fixture Plex"), "\(printed)")
                let kept = try movies.keptConnection(.plex)
                #expect(kept.userID == "1" && server.library.tokenCount == 1)
                #expect(!printed.contains(kept.token) && !logged.contains(kept.token))
                #expect(logged.contains("X-Plex-Token: <redacted>"), "\(logged)")
                let file = try FileManager.default.attributesOfItem(atPath: movies.connectionFile(of: .plex).path)
                #expect(file[.posixPermissions] as? Int == 0o600)
            }
        }
    }

    @Test func aTokenOnStandardInputLinksTheAccountNamedAndAnUnknownAccountIsNamedAmongTheServers() async throws {
        try await withPlexServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let token = server.library.issueToken()
                let url = server.baseURL.absoluteString
                let family = try await movies.run(
                    ["connect", "plex", url, "--token-stdin", "--account", "fixture-family"], input: token + "\n")
                #expect(family.status == 0, "\(family.error)")
                #expect(family.output.contains("linked fixture-family on"), "\(family.output)")
                #expect(try movies.keptConnection(.plex).userID == "2")
                let unknown = try await movies.run(
                    ["connect", "plex", url, "--token-stdin", "--account", "nobody"], input: token + "\n")
                #expect(unknown.status == 64, "\(unknown.error)")
                #expect(unknown.error.contains("fixture-owner (id 1), fixture-family (id 2)"), "\(unknown.error)")
                #expect(try movies.keptConnection(.plex).userID == "2", "the earlier connection is kept")
            }
        }
    }

    @Test func aRefusedTokenExits77AndAServerThatIsNotPlexExits69KeepingNothing() async throws {
        try await withPlexServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let refused = try await movies.run(
                    ["connect", "plex", server.baseURL.absoluteString, "--token-stdin"], input: "not-a-token\n")
                #expect(refused.status == 77, "\(refused.error)")
                try await withJellyfinServer { jellyfin in
                    let wrong = try await movies.run(
                        ["connect", "plex", jellyfin.baseURL.absoluteString, "--token-stdin"], input: "t\n")
                    #expect(wrong.status == 69, "\(wrong.error)")
                    #expect(wrong.error.contains("does not answer as a Plex server"), "\(wrong.error)")
                }
                #expect(!FileManager.default.fileExists(atPath: movies.connectionFile(of: .plex).path))
            }
        }
    }

    @Test func ctrlCWhileWaitingForThePINCancelsKeepingNothing() async throws {
        try await withPlexServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let output = folder.appendingPathComponent("out")
                let launched = try movies.launch(
                    ["connect", "plex", server.baseURL.absoluteString],
                    environment: ["MOVIES_PLEX_TV_URL": server.baseURL.absoluteString], output: output)
                _ = try await Self.printedPage(in: output)
                _ = Glibc.kill(launched.processIdentifier, SIGINT)
                #expect(await launched.exit() == .uncaughtSignal)
                #expect(!FileManager.default.fileExists(atPath: movies.connectionFile(of: .plex).path))
            }
        }
    }
}
