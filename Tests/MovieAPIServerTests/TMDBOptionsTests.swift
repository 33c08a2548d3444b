import ArgumentParser
import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

@testable import movies_api

/// `movies-api --dialect tmdb` reads its flags and refuses impossible ones with exit 64.
struct TMDBOptionsTests {
    @Test func readsTheTMDBFlags() throws {
        let command = try #require(
            try MoviesAPICommand.parseAsRoot([
                "--dialect", "tmdb", "--rate", "40", "--api-key", "k1", "--read-access-token", "eyJt",
                "--fail-movie", "100004", "--fail-movie", "100002",
            ]) as? MoviesAPICommand)
        let settings = command.tmdbOptions.settings(catalogue: TMDBCatalogue(movies: []))
        #expect(command.dialect == .tmdb)
        #expect((settings.rate, settings.apiKey, settings.readAccessToken) == (40, "k1", "eyJt"))
        #expect(settings.failingMovies == [100004, 100002])
        #expect(settings.hostility == nil)
    }

    @Test func readsTheHostileFlags() throws {
        let command = try #require(
            try MoviesAPICommand.parseAsRoot([
                "--dialect", "tmdb", "--hostile", "success-false", "--hostile-after", "11", "--hostile-rate", "0.25",
            ]) as? MoviesAPICommand)
        let settings = command.tmdbOptions.settings(catalogue: TMDBCatalogue(movies: []))
        #expect(settings.hostility == TMDBHostility(.successFalse, after: 11, rate: 0.25))
        let every = try #require(
            try MoviesAPICommand.parseAsRoot(["--dialect", "tmdb", "--hostile", "cut-short"]) as? MoviesAPICommand)
        #expect(every.tmdbOptions.settings(catalogue: TMDBCatalogue(movies: [])).hostility == TMDBHostility(.cutShort))
    }

    @Test func readsTodayAsMidnightUTC() throws {
        let command = try #require(
            try MoviesAPICommand.parseAsRoot(["--dialect", "tmdb", "--today", "2016-07-01"]) as? MoviesAPICommand)
        #expect(command.tmdbOptions.calendarStart == Date(timeIntervalSince1970: 1_467_331_200))
    }

    @Test func defaultsToTheDemoDialectAndTheFixtureCredentials() throws {
        let command = try #require(try MoviesAPICommand.parseAsRoot([]) as? MoviesAPICommand)
        let settings = command.tmdbOptions.settings(catalogue: TMDBCatalogue(movies: []))
        #expect(command.dialect == .demo)
        #expect(settings.rate == 0)
        #expect(settings.apiKey == "feedfacecafebeef0123456789abcdef")
        #expect(settings.readAccessToken.hasPrefix("eyJ"))
    }

    @Test(arguments: [
        ["--dialect", "gopher"], ["--dialect", "tmdb", "--rate", "-1"], ["--dialect", "tmdb", "--rate", "many"],
        ["--rate", "5"], ["--api-key", "k"], ["--dialect", "tmdb", "--require-token"],
        ["--dialect", "tmdb", "--catalogue", "100001"], ["--dialect", "tmdb", "--api-key", ""], ["--fail-movie", "3"],
        ["--dialect", "tmdb", "--fail-movie", "x"], ["--hostile", "empty-body"],
        ["--dialect", "tmdb", "--hostile", "rude"],
        ["--dialect", "tmdb", "--hostile-after", "3"],
        ["--dialect", "tmdb", "--hostile", "html-page", "--hostile-rate", "2"],
        ["--dialect", "tmdb", "--hostile", "html-page", "--hostile-after", "-1"],
        ["--dialect", "tmdb", "--today", "2016-13-01"], ["--dialect", "tmdb", "--today", "July 1st"],
        ["--today", "2016-07-01"],
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

    @Test(arguments: [["--dialect", "gopher"], ["--dialect", "tmdb", "--rate", "-1"]])
    func printsOneLineAndExits64(arguments: [String]) async throws {
        let run = try await MoviesAPIProcess.run(arguments)
        #expect(run.status == 64)
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(run.standardError.hasPrefix("movies-api: "))
    }

    @Test func exits65NamingATranslationsFileItCannotRead() async throws {
        try await withTemporaryFolder { folder in
            let movies = folder.appendingPathComponent("movie")
            let translations = folder.appendingPathComponent("translations")
            try FileManager.default.createDirectory(at: movies, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: translations, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: tmdbFixturesFolder.appendingPathComponent("movie/100001.json"),
                to: movies.appendingPathComponent("100001.json"))
            try Data(#"{"100001": "#.utf8).write(to: translations.appendingPathComponent("de-DE.json"))
            let run = try await MoviesAPIProcess.run(["--dialect", "tmdb", "--fixtures", folder.path, "--port", "0"])
            #expect(run.status == 65)
            #expect(run.standardError.hasPrefix("movies-api: "))
            #expect(run.standardError.contains("translations/de-DE.json"))
        }
    }

    @Test func servesTheTMDBFixturesAndPrintsItsBaseURL() async throws {
        let line = try await MoviesAPIProcess.firstLine(of: ["--dialect", "tmdb", "--port", "0"], in: packageRoot)
        #expect(line.hasPrefix("http://127.0.0.1:"))
        #expect(line.hasSuffix("/3/"))
    }
}
