import ArgumentParser
import Foundation
import MovieKitTestSupport
import Testing

@testable import movies

/// The front door on the command line, from the built binary at 80 columns: `movies --help` fits
/// a terminal with its commands grouped by what a person wants to do, `movies` alone prints a
/// short map, and the environment and exit codes have help topics of their own.
struct GroupedHelpRunTests {
    private func run(_ arguments: [String]) async throws -> MoviesRun {
        try await withTemporaryFolder { folder in
            try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run(
                arguments, environment: ["COLUMNS": "80", "LINES": "24"])
        }
    }

    private static var commandNames: [String] {
        Movies.groups.flatMap(\.subcommands).map { CommandDispatch.name(of: $0) }
    }

    @Test func theHelpFitsATerminalWithItsCommandsInAtLeastFourGroups() async throws {
        let help = try await run(["--help"])
        #expect(help.status == 0)
        let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 70, "\(lines.count) lines")
        #expect(lines.filter { $0.hasSuffix(" SUBCOMMANDS:") }.count >= 4, "\(help.output)")
        for name in Self.commandNames {
            #expect(lines.contains { $0.hasPrefix("  \(name) ") }, "\(name) is not in --help")
        }
        #expect(!help.output.contains("Environment:") && !help.output.contains("Exit codes:"))
    }

    @Test func moviesAlonePrintsAShortMapOfTheGroupsAndExitsZero() async throws {
        let map = try await run([])
        #expect(map.status == 0)
        #expect(map.error.isEmpty)
        let lines = map.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 40, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(map.output)")
        for group in Movies.groups {
            #expect(lines.contains { $0.hasPrefix(group.name + " ") }, "no \(group.name) in \(map.output)")
        }
        let words = map.output.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
        for name in Self.commandNames {
            #expect(words.contains(Substring(name)), "\(name) is not on the map")
        }
        #expect(lines.filter { $0.hasPrefix("  movies ") }.count == 3)
        #expect(map.output.contains("docs/guide/") && map.output.contains("man movies"))
    }

    @Test func helpEnvironmentNamesEveryVariableTheHelpOnceListed() async throws {
        let environment = try await run(["help", "environment"])
        #expect(environment.status == 0)
        for variable in [
            "MOVIES_SOURCE", "MOVIES_LANGUAGE", "MOVIES_REGION", "MOVIES_SERVICES", "MOVIES_API_URL", "TMDB_API_TOKEN",
            "MOVIES_CACHE", "XDG_CONFIG_HOME", "MOVIES_LIBRARY", "HOME", "NO_COLOR", "MOVIES_NOW",
        ] {
            #expect(environment.output.contains("\n  \(variable) "), "\(variable) is not in help environment")
        }
        #expect(try await run(["environment"]).output == Movies.EnvironmentTopic.text + "\n")
    }

    @Test func helpExitCodesNamesEveryExitCode() async throws {
        let codes = try await run(["help", "exit-codes"])
        #expect(codes.status == 0)
        for status in MoviesExitCode.allCases.map(\.rawValue) {
            #expect(codes.output.contains("\n  \(status) "), "\(status) is not in help exit-codes")
        }
    }
}
