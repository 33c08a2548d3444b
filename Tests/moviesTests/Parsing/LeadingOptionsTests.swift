import ArgumentParser
import Testing

@testable import movies

/// Global options before the command, as git takes them: moved after the words that name the
/// command, so both parsers read them as they read them after it.
struct LeadingOptionsTests {
    @Test(arguments: [
        (["--source", "tmdb", "top-grossing", "2016"], ["top-grossing", "--source", "tmdb", "2016"]),
        (["--offline", "--format=json", "show", "1"], ["show", "--offline", "--format=json", "1"]),
        (["--cache", "/tmp/m.sqlite", "cache", "info"], ["cache", "info", "--cache", "/tmp/m.sqlite"]),
        (
            ["--region", "DE", "--verbose", "watchlist", "add", "Dune"],
            ["watchlist", "add", "--region", "DE", "--verbose", "Dune"]
        ),
        (["--source=tmdb", "watchlist"], ["watchlist", "--source=tmdb"]),
    ])
    func movesTheOptionsBeforeTheCommandAfterItsName(typed: [String], read: [String]) {
        #expect(LeadingOptions.moved(typed, root: Movies.self) == read)
    }

    @Test(arguments: [
        [], ["show", "1", "--offline"], ["--help"], ["--version"], ["--source", "tmdb", "--help"],
        ["--frobnicate", "show", "1"], ["--source"], ["--source", "tmdb"], ["--offline", "shwo", "1"],
        ["-x", "show", "1"], ["--offline=yes", "show", "1"],
    ])
    func leavesAnyOtherLineAsTyped(arguments: [String]) {
        #expect(LeadingOptions.moved(arguments, root: Movies.self) == arguments)
    }

    @Test(arguments: [
        (["--source", "tmdb", "top-grossing", "2016"], ["top-grossing", "2016", "--source", "tmdb"]),
        (["--offline", "--verbose", "show", "1"], ["show", "1", "--offline", "--verbose"]),
        (["--format", "json", "cache", "info"], ["cache", "info", "--format", "json"]),
        (["--language", "de-DE", "search", "zoo"], ["search", "zoo", "--language", "de-DE"]),
    ])
    func theFastParseReadsOptionsBeforeTheCommandAsAfterIt(before: [String], after: [String]) throws {
        let moved = LeadingOptions.moved(before, root: Movies.self)
        let simple = try #require(SimpleCommandLine.parse(moved))
        let expected = try #require(SimpleCommandLine.parse(after))
        #expect(CommandLines.outcome { simple } == CommandLines.outcome { expected })
    }

    @Test(arguments: [
        (["--source", "tmdb", "watchlist", "add", "Dune"], ["watchlist", "add", "Dune", "--source", "tmdb"]),
        (["--offline", "--timeout", "5", "sync", "2016"], ["sync", "2016", "--offline", "--timeout", "5"]),
        (["--source", "tmdb", "top-grossing", "16"], ["top-grossing", "16", "--source", "tmdb"]),
        (["--source", "tmdb", "show", "1", "--source", "demo"], ["show", "1", "--source", "demo"]),
    ])
    func argumentParserReadsOptionsBeforeTheCommandAsAfterIt(before: [String], after: [String]) {
        let moved = LeadingOptions.moved(before, root: Movies.self)
        #expect(
            CommandLines.outcome { try CommandDispatch.parse(moved, root: Movies.self) }
                == CommandLines.outcome { try CommandDispatch.parse(after, root: Movies.self) })
    }

    @Test func theRootsHelpSaysOptionsMayStandBeforeTheCommand() {
        let help = Movies.helpMessage(columns: 100)
        #expect(help.contains("movies --source tmdb top-grossing 2016"))
        for name in ["--source", "--offline", "--format", "--verbose", "--language", "--region", "--api-url"] {
            #expect(help.contains(name), "\(name)")
        }
    }
}
