import ArgumentParser
import Foundation
import MovieAPIServer
import Testing

@testable import movies_api

/// `movies-api --dialect jellyfin` serves its own library and refuses other dialects' flags.
struct JellyfinOptionsTests {
    @Test func readsTheDialect() throws {
        let command = try #require(try MoviesAPICommand.parseAsRoot(["--dialect", "jellyfin"]) as? MoviesAPICommand)
        #expect(command.dialect == .jellyfin)
    }

    @Test func theDemoLibraryHasTheFixtureUserFilmsAndAnEpisodeNothingPlayed() throws {
        let library = JellyfinServerSettings.demo().library
        let user = try #require(library.user(named: JellyfinServerSettings.fixtureUser))
        #expect(library.items.filter { $0.type == "Movie" }.count == 4)
        #expect(library.items.contains { $0.type == "Episode" })
        #expect(library.items.allSatisfy { !library.userData($0.id, user: user.id).played })
    }

    @Test(arguments: [
        ["--dialect", "jellyfin", "--catalogue", "5"], ["--dialect", "jellyfin", "--fixtures", "api-fixtures"],
        ["--dialect", "jellyfin", "--rate", "3"], ["--dialect", "jellyfin", "--require-token"],
        ["--dialect", "jellyfin", "--last-modified", "2025-06-30T08:00:00Z"],
    ])
    func refusesOtherDialectsFlagsWithExitCode64(arguments: [String]) {
        do {
            _ = try MoviesAPICommand.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(MoviesAPICommand.exitCode(for: error).rawValue == 64)
            #expect(!MoviesAPICommand.message(for: error).isEmpty)
        }
    }
}
