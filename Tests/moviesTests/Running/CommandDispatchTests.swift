import ArgumentParser
import Testing

@testable import movies

struct CommandDispatchTests {
    @Test(arguments: CommandLines.commandPaths())
    func parsesEveryLineOfACommandAsTheRootDoes(path: [String]) {
        for suffix in CommandLines.suffixes {
            let arguments = path + suffix
            let root = CommandLines.outcome { try Movies.parseAsRoot(arguments) }
            let dispatched = CommandLines.outcome { try CommandDispatch.parse(arguments, root: Movies.self) }
            #expect(dispatched == root, "\(arguments)")
            if let byName = CommandDispatch.parseByName(arguments, root: Movies.self) {
                #expect(CommandLines.outcome { byName } == root, "\(arguments)")
            }
        }
    }

    @Test(arguments: CommandLines.commandPaths())
    func takesTheShortWayWheneverTheRootParsesToTheNamedCommand(path: [String]) throws {
        let named = try #require(path.reduce(Movies.self as (any ParsableCommand.Type)?) { command, word in
            command.flatMap { CommandDispatch.subcommand(of: $0, named: word) }
        })
        // A group (`cache` alone) answers with its help: the root's to give.
        guard named.configuration.subcommands.isEmpty else { return }
        for suffix in CommandLines.suffixes where !suffix.contains(where: CommandDispatch.isForTheRoot) {
            let arguments = path + suffix
            guard let parsed = try? Movies.parseAsRoot(arguments), type(of: parsed) == named else { continue }
            #expect(CommandDispatch.parseByName(arguments, root: Movies.self) != nil, "\(arguments)")
        }
    }

    @Test(arguments: [
        ["show", "1", "--offline"], ["top-grossing", "2016", "--offline"], ["top-rated", "2016", "--limit", "3"],
        ["cache", "info"], ["cache", "clear", "-y"], ["search", "help"],
    ])
    func parsesANamedCommandByItsOwnType(arguments: [String]) {
        #expect(CommandDispatch.parseByName(arguments, root: Movies.self) != nil)
    }

    @Test(arguments: [
        [], ["--help"], ["help", "show"], ["show", "--help"], ["show", "1", "-h"], ["show", "1", "--version"],
        ["--version"], ["cache"], ["cache", "--help"], ["--generate-completion-script", "bash"],
        ["show", "--generate-completion-script=bash"], ["unknown", "1"], ["show", "one"], ["show", "1", "--frobnicate"],
    ])
    func leavesEverythingElseToTheRoot(arguments: [String]) {
        #expect(CommandDispatch.parseByName(arguments, root: Movies.self) == nil)
    }
}
