import ArgumentParser
import Foundation
import Testing

@testable import movies

struct SimpleCommandLineTests {
    /// Every line of the commands it takes, with one or two options in either order, good values
    /// and bad: whatever the simple parse takes, the root parses to the same command with the same
    /// values (the dump of every property wrapper, so a property it forgets to set shows).
    ///
    /// Of some two thousand lines a command, the simple parse takes a few hundred; each root parse
    /// costs a tenth of a second in a debug build (ArgumentParser checks the command's
    /// declarations on every parse). So those lines are packed into a few dozen longer ones
    /// (``PackedCommandLines``) that hold, between them, every pairing the lines taken hold:
    /// each shape of the positional words with each option, each option before and after them,
    /// each two options in either order; each packed line the simple parse takes too.
    @Test(arguments: [
        "show", "top-grossing", "top-rated", "search", "actor", "discover", "years", "cache info", "cache path",
    ])
    func parsesEveryLineItTakesAsTheRootDoes(command: String) async {
        let command = command.split(separator: " ").map(String.init)
        let (packed, mismatches) = await CommandLines.onAThreadOfItsOwn { () -> (PackedCommandLines, [String]) in
            let packed = PackedCommandLines(command: command, shortLines: Self.lines(of: command)) {
                SimpleCommandLine.parse($0) != nil
            }
            var mismatches: [String] = []
            for line in packed.lines {
                let arguments = line.arguments(after: command)
                guard let simple = SimpleCommandLine.parse(arguments) else {
                    mismatches.append("\(arguments): the simple parse does not take it")
                    continue
                }
                let short = Self.values(CommandLines.outcome { simple })
                let root = Self.values(CommandLines.outcome { try Movies.parseAsRoot(arguments) })
                if let difference = zip(short, root).first(where: { $0 != $1 })
                    ?? (short.count == root.count ? nil : ("…", "…"))
                {
                    mismatches.append("\(arguments): the simple parse gives \(difference.0), the root \(difference.1)")
                }
            }
            return (packed, mismatches)
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(packed.takenShortLines.count >= (command == ["cache", "path"] ? 4 : 40))
        let unheld = packed.pairings.subtracting(packed.lines.reduce(into: Set()) { $0.formUnion($1.pairings) })
        #expect(unheld.isEmpty, "\(unheld)")
    }

    /// The lines of a parse's dump but the option groups' titles, which only help reads: the
    /// root's decoded groups have none, groups set whole keep their declaration's.
    private static func values(_ outcome: String) -> [Substring] {
        outcome.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("- title: ") }
    }

    @Test(arguments: [
        ["show", "1", "--offline"], ["top-grossing", "2016", "--offline"], ["top-rated", "2016"], ["top-rated"],
        ["top-grossing", "--limit", "3", "--offline"], ["top-rated", "2016", "--limit", "5", "--format", "json"],
        ["show", "--max-age=2h", "1", "--source", "tmdb"],
        ["top-grossing", "--offline", "2016", "--cache", "/tmp/movies.sqlite", "--timeout", "2.5", "--verbose"],
        [
            "show", "1", "--api-url", "http://127.0.0.1:8080/api/", "--refresh", "--min-votes", "0", "--rate-limit",
            "20",
        ],
        ["search", "zoo"], ["search", "blade", "runner", "--limit", "5", "--source", "tmdb"],
        ["actor", "Idris Elba", "--offline"], ["actor", "zoe", "--refresh", "--source", "tmdb", "--language", "de-DE"],
        ["show", "Blade", "Runner", "--year", "1982", "--source", "tmdb"], ["search", "zoo", "--refresh"],
        ["years", "--format", "json"], ["cache", "info"], ["cache", "info", "--cache=/tmp/movies.sqlite"],
        ["cache", "path"], ["discover", "--genre", "drama", "--year", "1990-1999", "--on", "netflix", "--offline"],
    ])
    func takesThePlainLinesOfACachedAnswer(arguments: [String]) {
        #expect(SimpleCommandLine.parse(arguments) != nil)
    }

    @Test(arguments: [
        [], ["show"], ["show", "1", "--help"], ["show", "1", "-h"], ["show", "1", "--version"], ["help", "show"],
        ["show", "1", "--generate-completion-script", "bash"], ["search"], ["cache"], ["sync", "2016"],
        ["actor"], ["years", "2016"], ["cache", "info", "now"], ["cache", "path", "--source", "tmdb"],
        ["search", "zoo", "--year", "soon"], ["show", "dune", "--language", "german"],
        ["search", "zoo", "-x"], ["search", "", "zoo"], ["search", "zoo", "--limit", "0"], ["cache", "clear", "--yes"],
        ["show", "1", "--offline", "--offline"], ["show", "--", "1"], ["show", "1", "--"], ["show", "0"],
        ["show", "-1"],
        ["show", "1", "--offline", "--refresh"], ["show", "1", "--format", "xml"],
        ["show", "1", "--limit", "3"], ["show", "1", "--offline=true"], ["show", "1", "--timeout"],
        ["show", "1", "--cache="],
        ["show", "99999999999999999999"], ["top-grossing", "16"], ["top-grossing", "2016", "--limit", "-3"],
        ["top-rated", "2016", "--limit", "0"], ["top-rated", "2016", "-x"],
        ["top-rated", "2016", "--source", "nowhere"],
    ])
    func leavesEveryOtherLineToArgumentParser(arguments: [String]) {
        #expect(SimpleCommandLine.parse(arguments) == nil)
    }

    /// The command's positional words with one option, before or after them, and with pairs of
    /// options after them.
    private static func lines(of command: [String]) -> [PackedCommandLines.Line] {
        let numbers: [[String]] = [
            ["1"], ["2016"], ["007"], ["0"], [], ["1", "2"], ["x"], ["99999999999999999999"], ["Idris", "Elba"], ["é"],
            [""],
        ]
        let options: [[String]] = [
            [], ["--offline"], ["--refresh"], ["--verbose"], ["--offline=yes"], ["--source", "tmdb"], ["--source=demo"],
            ["--source", "nowhere"], ["--api-url", "http://127.0.0.1:9/api/"], ["--api-url=ftp://example.com/"],
            ["--cache", "/tmp/movies.sqlite"], ["--cache="], ["--max-age", "2h"], ["--max-age", "soon"],
            ["--format", "json"],
            ["--format=csv"], ["--format", "xml"], ["--timeout", "2.5"], ["--timeout", "0"], ["--timeout", "nan"],
            ["--timeout", "inf"], ["--min-votes", "0"], ["--min-votes", "-1"], ["--rate-limit", "5000"],
            ["--rate-limit=20"],
            ["--limit", "3"], ["--limit=0"], ["--limit"], ["--", "1"], ["-x"], ["--frobnicate"],
            ["--offline", "--offline"], ["--language", "de-DE"], ["--language=fr"], ["--language", "german"],
            ["--year", "1999"],
            ["--limit", "3", "--limit", "4"], ["--offline", "--refresh"], ["--max-age", "2h", "--offline"],
            ["--region", "DE"], ["--region=de"], ["--region", "Germany"], ["--poster", "never"], ["--poster=always"],
            ["--poster", "sometimes"], ["--genre", "drama"], ["--genre=drama,science fiction"], ["--genre", ","],
            ["--year", "1980-1989"], ["--year", "2020-2010"], ["--min-rating", "7.5"], ["--min-rating", "11"],
            ["--runtime", "90-120"], ["--runtime", "120-90"], ["--original-language", "fr"], ["--on", "netflix,mubi"],
            ["--sort", "rating"], ["--sort", "newest"],
        ]
        var lines: [PackedCommandLines.Line] = []
        for number in numbers {
            for option in options {
                let groups = option.isEmpty ? [] : [option]
                lines.append(PackedCommandLines.Line(shape: number, optionsFirst: false, options: groups))
                lines.append(PackedCommandLines.Line(shape: number, optionsFirst: true, options: groups))
            }
        }
        let positional =
            [["years"], ["cache", "info"], ["cache", "path"], ["discover"]].contains(command) ? [] : ["2016"]
        for first in options.prefix(26) {
            for second in options.prefix(26) where first != second {
                let groups = [first, second].filter { !$0.isEmpty }
                lines.append(PackedCommandLines.Line(shape: positional, optionsFirst: false, options: groups))
            }
        }
        return lines
    }
}
