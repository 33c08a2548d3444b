import ArgumentParser
import Foundation
import MovieKitTestSupport
import Testing

@testable import movies

/// The built binary prints the help, usage errors, version and completion scripts that its
/// `main` gives in-process (``HelpAndUsageLines/byMain(_:)``), byte for byte, on the same stream
/// with the same exit code: for the root's lines and a sample of the commands, one of each kind.
/// `HelpAndUsageTests` holds every command's lines in-process to the root parse's; a debug
/// binary takes a few tenths of a second of CPU to parse a line, and seconds to write a
/// completion script, so the binary is asked the one script `make completions` asks first.
/// One command at a time: runs of the binary at once would crowd the machine.
@Suite(.serialized)
struct HelpAndUsageRunTests {
    /// A command a cached answer's line names (``SimpleCommandLine``), a group, a command of a
    /// group, a group's default command's group, and a help topic.
    static let sample: [[String]] = [["show"], ["cache"], ["cache", "clear"], ["watchlist"], ["exit-codes"]]

    @Test(arguments: sample)
    func printsWhatItsMainGivesInProcessForACommand(path: [String]) async throws {
        try await expectSameAsInProcess(HelpAndUsageLines.lines(for: path))
    }

    @Test func printsWhatItsMainGivesInProcessForTheRootItself() async throws {
        try await expectSameAsInProcess(
            HelpAndUsageLines.rootLines.filter { $0.first != "--generate-completion-script" || $0.last == "bash" })
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

    /// Runs the binary on each line, one after the other, while its `main` takes them in-process
    /// beside it (as much work again: the two take turns on two cores rather than one).
    private func expectSameAsInProcess(_ lines: [[String]]) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            async let expectations = CommandLines.onAThreadOfItsOwn { lines.map(HelpAndUsageLines.byMain) }
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
}
