import ArgumentParser
import Testing

@testable import movies

/// For every command, the help (three ways), an unknown option and the version, as the binary's
/// `main` takes the line, in-process: each step of `main` leaves the line to the root parse,
/// which ArgumentParser answers (the root's help, usage lines and errors); help on stdout with
/// 0, alike three ways; an unknown option an `error:` line on stderr with 64; the version. Likewise the root's
/// own lines and its completion scripts. `HelpAndUsageRunTests` checks that the binary prints
/// the same, for a sample of the commands. The parses (a tenth of a second each in a debug
/// build) run on a thread of their own (``CommandLines/onAThreadOfItsOwn(_:)``).
struct HelpAndUsageTests {
    @Test(arguments: CommandLines.commandPaths())
    func mainLeavesEveryHelpAndUsageLineOfACommandToTheRootParse(path: [String]) async {
        let lines = HelpAndUsageLines.lines(for: path)
        let (runs, left) = await CommandLines.onAThreadOfItsOwn {
            (lines.map(HelpAndUsageLines.byMain), lines.filter(HelpAndUsageLines.isLeftToTheRoot))
        }
        #expect(left == lines)

        let help = runs[0], helpCommand = runs[1], shortHelp = runs[2], unknown = runs[3], version = runs[4]
        #expect(
            help.status == 0 && help.error.isEmpty
                && help.output.contains("USAGE: movies \(path.joined(separator: " "))"),
            "\(path): \(help)")
        #expect(helpCommand.output == help.output && shortHelp.output == help.output, "\(path)")
        #expect(
            [helpCommand.status, shortHelp.status] == [0, 0] && helpCommand.error.isEmpty && shortHelp.error.isEmpty)
        #expect(unknown.status == MoviesExitCode.usage.rawValue && unknown.output.isEmpty, "\(path): \(unknown)")
        #expect(unknown.error.hasPrefix("error: "), "\(path): \(unknown)")
        #expect(version.status == 0 && version.output == Movies.configuration.version + "\n", "\(path): \(version)")
    }

    @Test func mainLeavesTheRootsHelpVersionAndCompletionScriptsToTheRootParse() async {
        let lines = HelpAndUsageLines.rootLines
        let (runs, left) = await CommandLines.onAThreadOfItsOwn {
            (lines.map(HelpAndUsageLines.byMain), lines.filter(HelpAndUsageLines.isLeftToTheRoot))
        }
        #expect(left == lines)
        for (arguments, run) in zip(lines, runs) where arguments != ["--frobnicate"] {
            #expect(run.status == 0 && !run.output.isEmpty && run.error.isEmpty, "\(arguments)")
        }
        #expect(runs[3].output == Movies.configuration.version + "\n")
        #expect(runs[4].status == MoviesExitCode.usage.rawValue && runs[4].error.hasPrefix("error: "))
    }
}
