import ArgumentParser
import Foundation
import MovieAPIServer
import Testing

@testable import movies_api

/// `movies-api --dialect plex` serves its own library and refuses other dialects' flags.
struct PlexOptionsTests {
    @Test func readsTheDialect() throws {
        let command = try #require(try MoviesAPICommand.parseAsRoot(["--dialect", "plex"]) as? MoviesAPICommand)
        #expect(command.dialect == .plex)
    }

    @Test func theDemoLibraryHasTwoAccountsFilmsAndAnEpisodeNothingPlayed() {
        let library = PlexServerSettings.demo().library
        #expect(library.accounts.map(\.id) == [1, 2])
        #expect(library.items.filter { $0.type == "movie" }.count == 4)
        #expect(library.items.contains { $0.type == "episode" })
        #expect(library.pagesAnswered == 0)
    }

    @Test(arguments: [["--dialect", "plex", "--catalogue", "5"], ["--dialect", "plex", "--require-token"]])
    func refusesOtherDialectsFlagsWithExitCode64(arguments: [String]) {
        do {
            _ = try MoviesAPICommand.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(MoviesAPICommand.exitCode(for: error).rawValue == 64)
        }
    }
}
