import ArgumentParser

@testable import movies

/// The help, version, completion and usage-error lines of `movies`, and what each prints, found
/// in-process as the binary's `main` takes a line.
enum HelpAndUsageLines {
    /// The lines asked of each command: its help three ways, an unknown option and the version.
    static func lines(for path: [String]) -> [[String]] {
        [path + ["--help"], ["help"] + path, path + ["-h"], path + ["--frobnicate"], path + ["--version"]]
    }

    /// The lines asked of the root itself, the completion scripts among them.
    static let rootLines: [[String]] = [
        ["--help"], ["-h"], ["help"], ["--version"], ["--frobnicate"],
        ["--generate-completion-script", "bash"], ["--generate-completion-script", "zsh"],
        ["--generate-completion-script", "fish"],
    ]

    /// What `movies` prints for `arguments`, by the way `main` takes them: global options moved
    /// after the command, a cached answer's line read by ``SimpleCommandLine``, the rest parsed by
    /// ``CommandDispatch``, and the error it throws printed as ``ParseReply`` says, 80 columns wide.
    static func byMain(_ arguments: [String]) -> MoviesRun {
        let moved = LeadingOptions.moved(arguments, root: Movies.self)
        if let simple = SimpleCommandLine.parse(moved) {
            return MoviesRun(output: "", error: "read as a cached answer: \(type(of: simple))", status: -1)
        }
        return outcome { try CommandDispatch.parse(moved, root: Movies.self) }
    }

    /// Whether each step of `main` before the root parse leaves `arguments` to it: no global
    /// option moved, not a cached answer's line, not parsed by a command's own type, and no word
    /// named as an unknown command; so that `main` prints what the root parse gives for them.
    static func isLeftToTheRoot(_ arguments: [String]) -> Bool {
        LeadingOptions.moved(arguments, root: Movies.self) == arguments && SimpleCommandLine.parse(arguments) == nil
            && CommandDispatch.parseByName(arguments, root: Movies.self) == nil
            && UnknownCommand.find(in: arguments, root: Movies.self) == nil
    }

    /// The reply to what `parse` throws; a group or `help` it gives is run (which asks for the
    /// help), a command that would do something is named instead.
    private static func outcome(_ parse: () throws -> any ParsableCommand) -> MoviesRun {
        do {
            var command = try parse()
            if command is any AsyncParsableCommand, type(of: command).configuration.subcommands.isEmpty {
                return MoviesRun(
                    output: "", error: "parsed to a command that would run: \(type(of: command))", status: -1)
            }
            try command.run()
            return MoviesRun(output: "", error: "", status: 0)
        } catch let failure as CommandFailure {
            return MoviesRun(
                output: "", error: "a command's failure: \(failure.message)", status: failure.status.rawValue)
        } catch {
            let reply = ParseReply(to: error, columns: 80)
            return reply.stream == .output
                ? MoviesRun(output: reply.text, error: "", status: reply.status)
                : MoviesRun(output: "", error: reply.text, status: reply.status)
        }
    }
}
