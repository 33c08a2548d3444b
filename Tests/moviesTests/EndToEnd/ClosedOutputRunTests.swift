import Foundation
import MovieKitTestSupport
import Testing

/// `movies` whose standard output or error is closed, full or read by no one: one line on stderr
/// and exit 74 for an answer that could not be written, quiet for a reader that went away, the
/// command's own status when only stderr is gone; never a crash.
struct ClosedOutputRunTests {
    /// `movies` run by a shell with `redirections` after it (`>&-`, `>/dev/full`, `| true`).
    private func run(_ arguments: [String], _ redirections: String) async throws -> MoviesRun {
        try await withTemporaryFolder { folder in
            var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            movies.prefix = ["bash", "-c", "\"$0\" \"$@\" \(redirections); exit ${PIPESTATUS[0]}"]
            return try await movies.run(arguments)
        }
    }

    @Test(arguments: [
        (">&-", "Bad file descriptor"), (">/dev/full", "No space left on device"),
    ])
    func anAnswerThatCannotBeWrittenIsExit74WithOneLine(redirection: String, reason: String) async throws {
        for arguments in [["top-grossing", "2016"], ["show", "1", "--format", "json"], ["cache", "path"]] {
            let run = try await run(arguments, redirection)
            #expect(run.status == 74, "\(arguments) \(redirection): \(run.error)")
            #expect(run.error == "error: could not write to standard output: \(reason)\n", "\(arguments)")
        }
    }

    @Test func aClosedStandardErrorLeavesTheCommandItsOwnStatus() async throws {
        #expect(try await run(["show", "0"], "2>&-").status == 64)
        #expect(try await run(["top-grossing", "2016", "--offline"], "2>&-").status == 69)
        #expect(try await run(["top-grossing", "2016"], "2>&-").status == 0)
        #expect(try await run(["top-grossing", "2016"], ">&- 2>&-").status == 74)
    }

    @Test func aReaderThatWentAwayEndsItQuietly() async throws {
        let run = try await run(["top-grossing", "2016", "--format", "json"], "| true")
        #expect([0, 141].contains(run.status), "\(run.status)")
        #expect(run.error.isEmpty, "\(run.error)")
    }

    @Test(arguments: [["--timeout", "1e18"], ["--timeout", "inf"], ["--limit", "9223372036854775807"]])
    func aNumberOutOfRangeIsAUsageErrorNotACrash(option: [String]) async throws {
        let run = try await withTemporaryFolder { folder in
            try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run(
                ["top-grossing", "2016"] + option)
        }
        #expect(run.status == 64, "\(run.error)")
        #expect(run.error.hasPrefix("error: --"), "\(run.error)")
    }
}
