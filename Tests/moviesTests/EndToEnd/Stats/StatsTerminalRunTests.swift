import Foundation
import MovieKitTestSupport
import Testing

/// `movies stats` on a terminal of 80 columns: charts of bars in eighths, coloured unless
/// `NO_COLOR`, no line wider than the terminal, a progress bar while the facts the cache lacks
/// are fetched; piped, plain lines without a bar of either kind.
struct StatsTerminalRunTests {
    /// A library of the fixture Letterboxd export, its films' facts not fetched yet.
    private func withImport(_ body: (LibraryRunner) async throws -> Void) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let imported = try await runner.ask(["import", "letterboxd", ImportFixtures.letterboxdFolder.path])
                #expect(imported.status == 0, "\(imported.error)")
                try await body(runner)
            }
        }
    }

    /// The same, its films' facts fetched.
    private func withYear(_ body: (LibraryRunner) async throws -> Void) async throws {
        try await withImport { runner in
            let fetched = try await runner.ask(["stats", "--year", "2024", "--format", "json"])
            #expect(fetched.status == 0, "\(fetched.error)")
            try await body(runner)
        }
    }

    private func onTerminal(
        _ runner: LibraryRunner, noColor: Bool, _ arguments: [String] = ["stats", "--year", "2024", "--offline"]
    ) async throws -> String {
        var environment = runner.environment.merging(["TERM": "xterm-256color"]) { $1 }
        environment["MOVIES_CACHE"] = runner.movies.cache.path
        environment["XDG_DATA_HOME"] = runner.libraryFile.deletingLastPathComponent().deletingLastPathComponent().path
        if noColor { environment["NO_COLOR"] = "1" }
        let (printed, status) = try await RealTerminal.moviesOnPseudoTerminal(
            arguments, environment: environment,
            unset: noColor ? ["COLUMNS"] : ["COLUMNS", "NO_COLOR"], columns: 80)
        #expect(status == 0, "\(printed)")
        return printed
    }

    @Test func onATerminalTheChartsAreBarsInColourFittedToEightyColumns() async throws {
        try await withYear { runner in
            let printed = try await onTerminal(runner, noColor: false)
            #expect(printed.contains("Viewings per month"))
            #expect(printed.contains("\u{1B}[33m█"), "no coloured bar")
            #expect(printed.contains("Zoë Marchetti"))
            let plain = printed.replacingOccurrences(of: "\u{1B}[33m", with: "").replacingOccurrences(
                of: "\u{1B}[0m", with: ""
            ).replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[2m", with: "")
            for line in plain.components(separatedBy: .newlines) {
                #expect(line.count <= 80, "\(line)")
            }
        }
    }

    @Test func withNoColorTheBarsStayAndTheColourGoes() async throws {
        try await withYear { runner in
            let printed = try await onTerminal(runner, noColor: true)
            #expect(printed.contains("█"))
            #expect(!printed.contains("\u{1B}["))
        }
    }

    @Test func pipedTheFiguresArePlainLinesWithoutBars() async throws {
        try await withYear { runner in
            let run = try await runner.run(["stats", "--year", "2024", "--offline"])
            #expect(run.status == 0)
            #expect(run.output.contains("Your 2024 in film"))
            #expect(run.output.contains("  May  2"))
            #expect(!run.output.contains("█") && !run.output.contains("\u{1B}"))
        }
    }

    @Test func onATerminalABarShowsTheFactsBeingFetchedAndIsClearedAfter() async throws {
        try await withImport { runner in
            let printed = try await onTerminal(
                runner, noColor: true, ["stats", "--year", "2024", "--timeout", "60"])
            #expect(printed.contains("\r\u{1B}[2K[####################]  5/5  "), "\(printed)")
            let bar = try #require(printed.range(of: "5/5", options: .backwards))
            #expect(printed[bar.upperBound...].contains("\r\u{1B}[2K"), "the bar is not cleared")
            #expect(printed.contains("Your 2024 in film"))
        }
    }

    @Test func pipedTheFactsAreFetchedWithoutABar() async throws {
        try await withImport { runner in
            let run = try await runner.run(["stats", "--year", "2024", "--timeout", "60", "--format", "json"])
            #expect(run.status == 0, "\(run.error)")
            #expect(!run.error.contains("5/5") && !run.error.contains("\u{1B}"), "\(run.error)")
            #expect(try LibraryJSON.object(run.output)["minutes"] as? Int == 122 + 104 + 121 + 103 + 108)
        }
    }
}
