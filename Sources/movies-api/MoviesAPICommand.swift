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

            Examples:
              movies-api --fixtures api-fixtures --port 0
              movies top-grossing 2016 --api-url http://127.0.0.1:PORT/api/
              movies-api --catalogue 4000 --seed 7 --latency 100 --port 0
              movies-api --require-token --token-ttl 60 --fail-rate 0.2 --retry-after 1 --seed 7

            The fault flags make it misbehave on purpose (tokens, latency, failures, dropped \
            connections); GET /_stats counts requests per path and status, and tokens issued.
            """
    )

    @Option(help: ArgumentHelp("The folder to serve, laid out as the API's URLs.", valueName: "path"))
    var fixtures = "api-fixtures"

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: ArgumentHelp("Serve a made-up catalogue of this many movies instead of --fixtures.", valueName: "n"))
    var catalogue: Int?

    @Option(name: .customLong("max-age"), help: ArgumentHelp("The Cache-Control max-age sent with every answer.", valueName: "seconds"))
    var maxAge = 0

    @OptionGroup(title: "Faults") var faultOptions: FaultOptions

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, got \(port)")
        }
        if let catalogue, !(1...1_000_000).contains(catalogue) {
            throw ValidationError("--catalogue must be between 1 and 1000000 movies, got \(catalogue)")
        }
        guard maxAge >= 0 else {
            throw ValidationError("--max-age must be 0 or more seconds, got \(maxAge)")
        }
    }

    func run() async throws {
        let files: FixtureFiles
        if let catalogue {
            files = SyntheticCatalogue(count: catalogue, seed: faultOptions.seed).files
        } else {
            do {
                files = try FixtureFiles(contentsOf: URL(fileURLWithPath: fixtures, isDirectory: true))
            } catch {
                FileHandle.standardError.write(Data("movies-api: \(error)\n".utf8))
                throw ExitCode(66)
            }
        }
        var configuration = MovieAPIServer.Configuration(host: host, port: port, fixtures: files, maxAge: maxAge)
        configuration.faults = faultOptions.faults
        let server = MovieAPIServer(configuration: configuration)
        try await server.run { baseURL in
            FileHandle.standardOutput.write(Data((baseURL.absoluteString + "\n").utf8))
        }
    }
}
