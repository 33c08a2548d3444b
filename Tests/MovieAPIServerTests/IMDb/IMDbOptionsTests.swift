import ArgumentParser
import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

@testable import movies_api

/// `movies-api --dialect imdb` reads its flags and refuses what IMDb's host has no use for.
struct IMDbOptionsTests {
    @Test func readsTheDialectAndTheLastModified() throws {
        let command = try #require(
            try MoviesAPICommand.parseAsRoot(["--dialect", "imdb", "--last-modified", "2025-06-30T08:00:00Z"])
                as? MoviesAPICommand)
        let settings = try command.imdbOptions.settings(folder: imdbFixturesFolder)
        #expect(command.dialect == .imdb)
        #expect(settings.lastModified == Date(timeIntervalSince1970: 1_751_270_400))
        #expect(settings.folder == imdbFixturesFolder.standardizedFileURL)
    }

    @Test func takesAnHTTPDateToo() throws {
        let command = try #require(
            try MoviesAPICommand.parseAsRoot([
                "--dialect", "imdb", "--last-modified", "Mon, 30 Jun 2025 08:00:00 GMT",
            ]) as? MoviesAPICommand)
        #expect(command.imdbOptions.lastModifiedDate == Date(timeIntervalSince1970: 1_751_270_400))
    }

    @Test(arguments: [
        ["--dialect", "imdb", "--last-modified", "yesterday"], ["--last-modified", "2025-06-30T08:00:00Z"],
        ["--dialect", "imdb", "--catalogue", "5"], ["--dialect", "imdb", "--rate", "3"],
        ["--dialect", "imdb", "--require-token"], ["--dialect", "imdb", "--hostile", "cut-short"],
    ])
    func refusesImpossibleFlagsWithExitCode64(arguments: [String]) {
        do {
            _ = try MoviesAPICommand.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(MoviesAPICommand.exitCode(for: error).rawValue == 64)
            #expect(!MoviesAPICommand.message(for: error).isEmpty)
        }
    }

    @Test func servesTheIMDbFixturesAtTheRootAndPrintsItsBaseURL() async throws {
        let line = try await MoviesAPIProcess.firstLine(of: ["--dialect", "imdb", "--port", "0"], in: packageRoot)
        #expect(line.hasPrefix("http://127.0.0.1:"))
        #expect(line.hasSuffix("/"))
        #expect(!line.hasSuffix("/api/"))
    }

    @Test func exits66ForAFolderWithoutDatasetFiles() async throws {
        let run = try await MoviesAPIProcess.run(["--dialect", "imdb", "--fixtures", "/nonexistent", "--port", "0"])
        #expect(run.status == 66)
        #expect(run.standardError.hasPrefix("movies-api: no fixtures folder at /nonexistent"))
    }
}
