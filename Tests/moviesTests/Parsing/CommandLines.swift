import ArgumentParser
import Foundation

@testable import movies

/// Every command of `movies` and sample command lines for it, found in the root's
/// configuration so that commands added later are covered without a change here.
enum CommandLines {
    /// The words that name each command and group: `["show"]`, `["cache"]`, `["cache", "info"]`, …
    static func commandPaths(under command: any ParsableCommand.Type = Movies.self, prefix: [String] = []) -> [[String]]
    {
        command.configuration.subcommands.flatMap { subcommand -> [[String]] in
            let path = prefix + [subcommand._commandName]
            return [path] + commandPaths(under: subcommand, prefix: path)
        }
    }

    /// Words put after a command's name: good and bad values, every common option, terminators
    /// and unknown flags. (Help and version requests go to the root whole; `HelpAndUsageTests`
    /// compares what `main` gives for them with the root parse, for every command, and
    /// `CommandDispatchTests.leavesEverythingElseToTheRoot` that they are left to the root.)
    static let suffixes: [[String]] = [
        [], ["1"], ["2016"], ["0"], ["zoo"], ["1", "2"], ["help"],
        ["2016", "--limit", "3"], ["2016", "--limit"], ["--limit", "3", "2016"],
        ["1", "--offline"], ["1", "--offline", "--refresh"], ["1", "--max-age", "2h"], ["1", "--max-age", "soon"],
        ["1", "--format=csv"], ["1", "--format", "xml"], ["1", "--timeout", "0"], ["1", "--verbose"],
        ["1", "--api-url", "ftp://example.com/"], ["1", "--source", "tmdb"], ["1", "--source", "nowhere"],
        ["--cache", "/tmp/movies-test.sqlite"], ["--yes"], ["-y"], ["2000-2020", "--jobs", "8"],
        ["2016", "--jobs", "0"],
        ["1", "--frobnicate"], ["1", "-x"], ["1", "--", "--offline"], ["--", "-1"], ["1", "-hv"],
    ]

    /// What parsing produced: the command's type and values, or the exit code and full message
    /// the root prints for the error.
    static func outcome(_ parse: () throws -> any ParsableCommand) -> String {
        do {
            let command = try parse()
            var values = ""
            dump(command, to: &values)
            return "parsed \(String(reflecting: type(of: command))): \(values)"
        } catch {
            return "exit \(Movies.exitCode(for: error).rawValue): \(Movies.fullMessage(for: error, columns: 80))"
        }
    }

    /// What `work` returns, computed on a new thread so that CPU-bound work does not hold one of
    /// the cooperative pool's few threads.
    static func onAThreadOfItsOwn<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}
