import ArgumentParser
import Foundation
import MovieKit
import Testing

@testable import movies

struct ArgumentParsingTests {
    @Test(arguments: [
        ["top-grossing", "abc"],
        ["top-grossing", "99"],
        ["top-rated", "20160"],
        ["top-grossing", "2016", "--limit", "0"],
        ["top-grossing", "2016", "--limit", "many"],
        ["show", "   "],
        ["show", "1", "--language", "german"],
        ["show", "0"],
        ["show", "-4"],
        ["show", "1", "--offline", "--refresh"],
        ["show", "1", "--api-url", "ftp://example.com/api/"],
        ["show", "1", "--api-url", "not a url"],
        ["show", "1", "--api-url", ""],
        ["show", "1", "--api-url", "http://127.0.0.1:8080/api/?page=2"],
        ["show", "1", "--api-url", "http://127.0.0.1:8080/api/#top"],
        ["show", "1", "--api-url", "http://127.0.0.1:99999/api/"],
        ["show", "1", "--api-url", "http://127.0.0.1:0/api/"],
        ["show", "1", "--format", "xml"],
        ["show", "1", "--timeout", "0"],
        ["show", "1", "--timeout", "1e18"],
        ["show", "1", "--timeout", "inf"],
        ["show", "1", "--timeout", "nan"],
        ["top-grossing", "2016", "--limit", "10001"],
        ["top-grossing", "2016", "--limit", "9223372036854775807"],
        ["search", "zoo", "--limit", "9223372036854775807", "--year", "2016"],
        ["search", "zoo", "--limit", "0"],
        ["sync", "2016", "--jobs", "65"],
        ["top-rated", "2016", "--min-votes", "-1"],
        ["top-rated", "2016", "--rate-limit", "0", "--source", "tmdb"],
        ["show", "1", "--frobnicate"],
        ["top-grossing", "2016", "2017"],
        ["unknown-command"],
    ])
    func rejectsBadUsageWithExitCode64(arguments: [String]) {
        do {
            _ = try Movies.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(Movies.exitCode(for: error).rawValue == 64)
            #expect(!Movies.message(for: error).isEmpty)
        }
    }

    @Test(arguments: ["top-grossing", "top-rated"])
    func aListWithoutAYearParsesToBeThisYears(command: String) throws {
        let parsed = try Movies.parseAsRoot([command, "--limit", "3"])
        let list = (parsed as? Movies.TopGrossing)?.arguments ?? (parsed as? Movies.TopRated)?.arguments
        #expect(list?.year == nil && list?.limit == 3)
    }

    @Test func namesTheProblemWithABadYear() {
        #expect {
            try Movies.parseAsRoot(["top-grossing", "99"])
        } throws: { error in
            Movies.message(for: error).contains("four digits")
        }
    }

    @Test func readsAListCommandWithItsOptions() throws {
        let command = try #require(
            try Movies.parseAsRoot([
                "top-rated", "2016", "--limit", "3", "--format", "json", "--offline", "--cache", "/tmp/c.sqlite",
            ])
                as? Movies.TopRated)
        #expect(command.arguments.year == 2016)
        #expect(command.arguments.limit == 3)
        #expect(command.options.format == .json)
        #expect(command.options.cachePolicy == .cacheOnly)
        #expect(command.options.location.cache == "/tmp/c.sqlite")
    }

    @Test(arguments: [([String](), "cacheThenNetwork"), (["--offline"], "cacheOnly"), (["--refresh"], "networkOnly")])
    func choosesTheCachePolicyFromTheFlags(flags: [String], policy: String) throws {
        let command = try #require(try Movies.parseAsRoot(["show", "1"] + flags) as? Movies.Show)
        #expect("\(command.options.cachePolicy)" == policy)
    }

    @Test func takesTheAPIFromTheFlagBeforeTheEnvironment() throws {
        let command = try #require(
            try Movies.parseAsRoot(["show", "1", "--api-url", "https://a.example/api"]) as? Movies.Show)
        #expect(
            try command.options.api.baseURL(environment: ["MOVIES_API_URL": "https://b.example/"])?.host == "a.example")
        let plain = try #require(try Movies.parseAsRoot(["show", "1"]) as? Movies.Show)
        #expect(
            try plain.options.api.baseURL(environment: ["MOVIES_API_URL": "https://b.example/"])?.host == "b.example")
        #expect(try plain.options.api.baseURL(environment: [:]) == nil)
    }

    @Test func readsTheCacheOfTheOriginAsked() throws {
        let years = try #require(
            try Movies.parseAsRoot(["years", "--source", "tmdb", "--api-url", "http://127.0.0.1:8080/3/"])
                as? Movies.Years)
        #expect(try years.options.catalogue.origin == "http://127.0.0.1:8080")
        let plain = try #require(try Movies.parseAsRoot(["years", "--source", "tmdb"]) as? Movies.Years)
        #expect(try plain.options.catalogue.origin == "https://api.themoviedb.org:443")
        for command in [["years"], ["cache", "info"], ["login", "tmdb"]] {
            #expect {
                try Movies.parseAsRoot(command + ["--api-url", "http://x.example/?q=1"])
            } throws: { error in
                Movies.message(for: error).contains("a base URL has no ?query or #fragment")
            }
        }
    }

    @Test func rejectsAnEnvironmentAPIURLThatIsNotHTTP() throws {
        let command = try #require(try Movies.parseAsRoot(["show", "1"]) as? Movies.Show)
        #expect(throws: ValidationError.self) {
            try command.options.api.baseURL(environment: ["MOVIES_API_URL": "file:///etc/passwd"])
        }
    }

    @Test func readsVerboseAndTheWholeCommandTimeout() throws {
        let command = try #require(
            try Movies.parseAsRoot(["show", "1", "--verbose", "--timeout", "2.5"]) as? Movies.Show)
        #expect(command.options.verbose)
        #expect(command.options.timeout == 2.5)
        let plain = try #require(try Movies.parseAsRoot(["show", "1"]) as? Movies.Show)
        #expect(!plain.options.verbose)
        #expect(plain.options.timeout == 10)
    }

    @Test func documentsEveryExitCodeInTheExitCodesHelp() {
        let help = Movies.ExitCodesTopic.helpMessage()
        for status in MoviesExitCode.allCases.map(\.rawValue) {
            #expect(help.contains("\n  \(status) "), "exit code \(status) is not in movies help exit-codes")
        }
    }
}

struct MaxAgeParsingTests {
    @Test(arguments: [("10m", 600.0), ("2h", 7200), ("7d", 604_800), ("45s", 45)])
    func readsADurationWithItsUnit(text: String, seconds: Double) {
        #expect(MaxAge(argument: text)?.seconds == seconds)
    }

    @Test(arguments: ["", "10", "m", "-5m", "0m", "1.5h", "10 m", "3w", "99999999999d"])
    func rejectsAnythingElse(text: String) {
        #expect(MaxAge(argument: text) == nil)
    }

    @Test func chooseCacheElseNetworkWithAMaxAge() throws {
        let command = try #require(try Movies.parseAsRoot(["show", "1", "--max-age", "2h"]) as? Movies.Show)
        #expect(command.options.cachePolicy == .cacheElseNetwork(maxAge: 7200))
    }

    @Test(arguments: [["show", "1", "--max-age", "2h", "--offline"], ["show", "1", "--max-age", "2h", "--refresh"]])
    func refusesAMaxAgeWithOfflineOrRefresh(arguments: [String]) {
        #expect {
            try Movies.parseAsRoot(arguments)
        } throws: { error in
            Movies.message(for: error) == "--max-age cannot be used with \(arguments.last ?? "")"
                && Movies.exitCode(for: error).rawValue == 64
        }
    }
}

struct YearSpanParsingTests {
    @Test(arguments: [("2016", 2016...2016), ("2010-2020", 2010...2020), ("2010...2020", 2010...2020)])
    func readsAYearOrARange(text: String, years: ClosedRange<Int>) {
        #expect(YearSpan(argument: text)?.years == years)
    }

    @Test(arguments: ["16", "20160", "2020-2010", "2010..2020", "2010-", "-2010", "abcd", "２０１６", "2010-2012-2014"])
    func rejectsAnythingElse(text: String) {
        #expect(YearSpan(argument: text) == nil)
    }

    @Test func mergesOverlappingSpansIntoYearsInOrder() {
        let spans = [YearSpan(2012...2014), YearSpan(2001...2001), YearSpan(2013...2015)]
        #expect(YearSpan.years(of: spans) == [2001, 2012, 2013, 2014, 2015])
    }
}

struct CompletionScriptTests {
    @Test(arguments: [CompletionShell.bash, .zsh, .fish])
    func offersEveryCommandInTheCompletionScript(shell: CompletionShell) {
        let script = Movies.completionScript(for: shell)
        let commands = CommandLines.commandPaths().compactMap(\.last)
        #expect(commands.count >= 11)
        for command in commands {
            #expect(script.contains(command), "\(shell): \(command)")
        }
    }

    /// In the script `main` prints, made in-process: `HelpAndUsageRunTests` checks that the binary
    /// prints the same script, byte for byte (a debug binary takes seconds to write one).
    @Test(arguments: ["bash", "zsh"])
    func theScriptsOfferTheOptionsBeforeTheCommand(shell: String) async {
        let run = await CommandLines.onAThreadOfItsOwn {
            HelpAndUsageLines.byMain(["--generate-completion-script", shell])
        }
        #expect(run.status == 0, "\(run.error)")
        // The root's part: before the first command's.
        let root = run.output.components(separatedBy: "_movies_top-grossing").first ?? ""
        for option in ["--source", "--api-url", "--offline", "--no-pager", "--region", "tmdb"] {
            #expect(root.contains(option), "\(option)")
        }
    }
}

struct RequestProgressBarTests {
    @Test func drawsDoneOverTotalRateAndETA() {
        let line = RequestProgressBar.line(RequestProgress(done: 50, total: 200, failed: 2), elapsed: .seconds(10))
        #expect(line == "[#####---------------]  50/200  5.0/s  ETA 30 s  2 failed")
    }

    @Test func saysNoETABeforeAnythingFinished() {
        #expect(
            RequestProgressBar.line(RequestProgress(done: 0, total: 42), elapsed: .zero).hasSuffix("0/42  0.0/s  ETA –")
        )
    }
}
