import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// `movies` keeps the networking stack in `movies-http`: runs that answer from the cache never
/// load it, and runs that need the API start the helper and get the same answers.
struct NetworkHelperRunTests {
    /// The shared libraries the dynamic loader opened for one run, as glibc's `LD_DEBUG` reports them.
    static func librariesLoaded(by run: MoviesRun) -> [String] {
        run.error.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "file=") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != " " && $0 != "[" })
        }
    }

    @Test func answersFromTheCacheWithoutLoadingTheNetworkingStack() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let online = try await movies.run(["show", "1", "--api-url", server.baseURL.absoluteString])
                #expect(online.status == 0, "\(online.error)")

                let offline = try await movies.run(
                    ["show", "1", "--offline", "--api-url", server.baseURL.absoluteString],
                    environment: ["LD_DEBUG": "files"])
                let libraries = Self.librariesLoaded(by: offline)
                #expect(offline.status == 0)
                #expect(offline.output == online.output)
                #expect(
                    libraries.contains { $0.contains("libsqlite3") },
                    "LD_DEBUG reported nothing: \(offline.error.prefix(300))")
                #expect(
                    !libraries.contains { $0.contains("FoundationNetworking") || $0.contains("libcurl") },
                    "\(libraries)")
            }
        }
    }

    @Test(arguments: [["--bogus"], ["--timeout", "soon"], ["--maximum-body-size", "-1"], ["--timeout"]])
    func theHelperRefusesArgumentsItDoesNotKnowWithOneLine(arguments: [String]) async throws {
        let process = Process()
        process.executableURL = MoviesProcess.binary.deletingLastPathComponent().appendingPathComponent("movies-http")
        process.arguments = arguments
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let launched = try LaunchedProcess(starting: process)
        await launched.exit()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 64)
        #expect(text.hasPrefix("usage: movies-http "))
        #expect(text.split(separator: "\n").count == 1)
    }
}
