import ArgumentParser
import Foundation
import MovieKitTestSupport
import Testing

@testable import movies

/// The built binary prints the help, usage errors (as ``Movies/errorText(for:columns:)`` words
/// them), version and completion scripts (with the options before the command,
/// ``LeadingOptionsCompletion``) that the root parse gives in-process, byte for byte, with the
/// same exit code, for every command.
/// One command at a time: some ninety runs of the binary at once would crowd the machine.
@Suite(.serialized)
struct HelpAndUsageRunTests {
    /// What the root parse makes `movies` print for `arguments`, as `main` and ArgumentParser
    /// print it: a help or a group's own help on stdout with 0, an error on stderr with its code.
    static func expected(_ arguments: [String]) async -> MoviesRun {
        do {
            var command = try Movies.parseAsRoot(arguments)
            if command is any AsyncParsableCommand, type(of: command).configuration.subcommands.isEmpty {
                return MoviesRun(
                    output: "", error: "parsed to a command that would run: \(type(of: command))", status: -1)
            }
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
            return MoviesRun(output: "", error: "", status: 0)
        } catch {
            let message = Movies.errorText(for: error, columns: 80) + "\n"
            let status = Movies.exitCode(for: error).rawValue
            // Completion scripts as `main` prints them: with the options before the command.
            return status == 0
                ? MoviesRun(output: LeadingOptionsCompletion.script(message), error: "", status: 0)
                : MoviesRun(output: "", error: message, status: status)
        }
    }

    static func lines(for path: [String]) -> [[String]] {
        [path + ["--help"], ["help"] + path, path + ["-h"], path + ["--frobnicate"], path + ["--version"]]
    }

    @Test(arguments: CommandLines.commandPaths())
    func printsWhatTheRootParseGivesForACommand(path: [String]) async throws {
        try await expectSameAsRoot(Self.lines(for: path))
    }

    @Test func printsWhatTheRootParseGivesForTheRootItself() async throws {
        try await expectSameAsRoot([
            ["--help"], ["-h"], ["help"], ["--version"], ["--frobnicate"],
            ["--generate-completion-script", "bash"], ["--generate-completion-script", "zsh"],
            ["--generate-completion-script", "fish"],
        ])
    }

    /// `movies` alone is the one line the root parse does not answer alike: it prints the map
    /// of the commands (``CommandMap``), where the root parse runs the root, which prints it here.
    @Test func moviesAlonePrintsTheMapOfTheRootsGroups() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let run = try await movies.run([], environment: ["COLUMNS": "80", "LINES": "24"])
            #expect(run.status == 0)
            #expect(run.output == CommandMap.text(groups: Movies.groups))
            #expect(run.error.isEmpty)
        }
    }

    /// Runs the binary on each line, one after the other, while the root parses them in-process
    /// beside it (as much work again: the two take turns on two cores rather than one).
    private func expectSameAsRoot(_ lines: [[String]]) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            async let expectations = Self.expected(lines)
            var runs: [MoviesRun] = []
            for arguments in lines {
                runs.append(try await movies.run(arguments, environment: ["COLUMNS": "80", "LINES": "24"]))
            }
            for (arguments, (run, expected)) in zip(lines, zip(runs, await expectations)) {
                #expect(run.status == expected.status, "\(arguments)")
                #expect(run.output == expected.output, "\(arguments)")
                #expect(run.error == expected.error, "\(arguments)")
            }
        }
    }

    private static func expected(_ lines: [[String]]) async -> [MoviesRun] {
        var expectations: [MoviesRun] = []
        for arguments in lines {
            expectations.append(await expected(arguments))
        }
        return expectations
    }
}
