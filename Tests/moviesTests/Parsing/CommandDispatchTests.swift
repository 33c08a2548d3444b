import ArgumentParser
import Testing

@testable import movies

// The parses are pure CPU (some three thousand, up to a few tenths of a second each in a debug
// build, where ArgumentParser checks a command's declarations on every parse): they run on a
// thread of their own, not on Swift's cooperative pool, whose few threads the other tests running
// at the same time need.
struct CommandDispatchTests {
    /// For every command and many lines: what the short way parses, the root parses to the
    /// same command with the same values; and whenever the root parses a line to the command its
    /// words name, the short way parses it too. (`parse` is the short way, else the root.)
    @Test(arguments: CommandLines.commandPaths())
    func parsesEveryLineOfACommandAsTheRootDoes(path: [String]) async throws {
        let named = try #require(
            path.reduce(Movies.self as (any ParsableCommand.Type)?) { command, word in
                command.flatMap { CommandDispatch.subcommand(of: $0, named: word) }
            })
        let mismatches = await CommandLines.onAThreadOfItsOwn { () -> [String] in
            var mismatches: [String] = []
            for suffix in CommandLines.suffixes {
                let arguments = path + suffix
                let byName = CommandDispatch.parseByName(arguments, root: Movies.self)
                // A line the short way leaves alone that names a group or asks the root for help
                // is compared neither way: the root need not parse it (a tenth of a second).
                guard
                    byName != nil
                        || (named.configuration.subcommands.isEmpty
                            && !suffix.contains(where: CommandDispatch.isForTheRoot))
                else { continue }
                let rootParse = Result { try Movies.parseAsRoot(arguments) }
                if let byName {
                    let short = CommandLines.outcome { byName }
                    let root = CommandLines.outcome { try rootParse.get() }
                    if short != root {
                        mismatches.append("\(arguments): the short way gives \(short), the root \(root)")
                    }
                } else if case .success(let parsed) = rootParse, type(of: parsed) == named {
                    mismatches.append("the root parses \(arguments) to \(named); the short way does not")
                }
            }
            return mismatches
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test func namesEveryCommandAsArgumentParserDoes() {
        func check(_ command: any ParsableCommand.Type) {
            for subcommand in command.configuration.subcommands {
                #expect(CommandDispatch.name(of: subcommand) == subcommand._commandName)
                check(subcommand)
            }
        }
        check(Movies.self)
    }

    @Test(arguments: [["show", "1", "--offline"], ["show", "--help"], ["cache"], ["help", "show"], ["show", "one"]])
    func parsesAsTheRootWhicheverWayItTakes(arguments: [String]) {
        #expect(
            CommandLines.outcome { try CommandDispatch.parse(arguments, root: Movies.self) }
                == CommandLines.outcome { try Movies.parseAsRoot(arguments) })
    }

    @Test(arguments: [
        ["show", "1", "--offline"], ["top-grossing", "2016", "--offline"], ["top-rated", "2016", "--limit", "3"],
        ["cache", "info"], ["cache", "clear", "-y"], ["search", "help"], ["watchlist"],
        ["watchlist", "--source", "tmdb"], ["watchlist", "list", "--format", "csv"], ["config"],
    ])
    func parsesANamedCommandByItsOwnType(arguments: [String]) {
        #expect(CommandDispatch.parseByName(arguments, root: Movies.self) != nil)
    }

    @Test(arguments: [
        [], ["--help"], ["help", "show"], ["show", "--help"], ["show", "1", "-h"], ["show", "1", "--version"],
        ["--version"], ["cache"], ["cache", "--help"], ["--generate-completion-script", "bash"],
        ["show", "--generate-completion-script=bash"], ["unknown", "1"],
        ["show", "1", "--frobnicate"],
    ])
    func leavesEverythingElseToTheRoot(arguments: [String]) {
        #expect(CommandDispatch.parseByName(arguments, root: Movies.self) == nil)
    }

    @Test(arguments: [
        (["shwo", "1"], UnknownCommand(path: [], word: "shwo", suggestion: "show")),
        (["watchlist", "ad", "Arrival"], UnknownCommand(path: ["watchlist"], word: "ad", suggestion: "add")),
        (["cache", "inof", "--offline"], UnknownCommand(path: ["cache"], word: "inof", suggestion: "info")),
        (["frobnicate"], UnknownCommand(path: [], word: "frobnicate", suggestion: nil)),
    ])
    func namesAWordWhereACommandIsNamedThatNamesNone(arguments: [String], unknown: UnknownCommand) {
        #expect(UnknownCommand.find(in: arguments, root: Movies.self) == unknown)
        #expect(throws: CommandFailure(unknown.message, status: .usage)) {
            try CommandDispatch.parse(arguments, root: Movies.self)
        }
    }

    @Test(arguments: [
        ["show", "shwo"], ["search", "frobnicate", "--frobnicate"], ["help", "shwo"], ["--frobnicate", "shwo"],
        ["watchlist", "add", "Arrival"],
    ])
    func findsNoUnknownCommandWhereWordsAreACommandsOwn(arguments: [String]) {
        #expect(UnknownCommand.find(in: arguments, root: Movies.self) == nil)
    }

    /// So a word that names none of a group's commands is never its default command's.
    @Test func noGroupsDefaultCommandTakesAPositionalWord() {
        func check(_ command: any ParsableCommand.Type, path: [String]) {
            if let defaultCommand = command.configuration.defaultSubcommand {
                let words = path + [CommandDispatch.name(of: defaultCommand), "word"]
                #expect(throws: (any Error).self, "\(words)") { try Movies.parseAsRoot(words) }
            }
            for subcommand in command.configuration.subcommands {
                check(subcommand, path: path + [CommandDispatch.name(of: subcommand)])
            }
        }
        check(Movies.self, path: [])
    }
}
