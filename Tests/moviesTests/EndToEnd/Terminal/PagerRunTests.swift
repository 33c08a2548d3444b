import Foundation
import MovieKitTestSupport
import Testing

/// `movies --help` on a terminal 12 rows high, and any other answer taller than the screen, goes
/// through the pager, a script that keeps what it is given; `--no-pager`, `MOVIES_PAGER=` and a
/// pipe keep it out, and an answer that fits is printed.
@Suite(.serialized)
struct PagerRunTests {
    /// What the pager got (`nil`: it never ran) and what reached the terminal, for `arguments`
    /// run on a pseudo-terminal `rows` high.
    private func onTerminal(
        _ arguments: [String], environment: [String: String] = [:], rows: Int = 12, in folder: URL
    ) throws -> (paged: String?, printed: String) {
        let kept = folder.appendingPathComponent("paged.txt")
        let pager = folder.appendingPathComponent("pager.sh")
        try "#!/bin/sh\ncat > '\(kept.path)'\n".write(to: pager, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: pager.path)
        let variables = ["PAGER": pager.path, "MOVIES_CACHE": folder.appendingPathComponent("m.sqlite").path]
            .merging(environment) { $1 }
        let exports = variables.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        let line =
            "env -u MOVIES_PAGER \(exports) '\(MoviesProcess.binary.path)' "
            + arguments.map { "'\($0)'" }.joined(separator: " ")
        let printed = try RealTerminal.output(
            of: "/usr/bin/script", ["-qfec", "stty cols 80 rows \(rows); \(line)", "/dev/null"])
        return (try? String(contentsOf: kept, encoding: .utf8), String(decoding: printed, as: UTF8.self))
    }

    @Test func helpTallerThanTheScreenGoesThroughThePager() async throws {
        try await withTemporaryFolder { folder in
            let run = try onTerminal(["--help"], in: folder)
            let paged = try #require(run.paged, "the pager never ran: \(run.printed.prefix(300))")
            #expect(paged.contains("USAGE: movies") && paged.contains("HELP TOPICS SUBCOMMANDS:"))
            #expect(!run.printed.contains("HELP TOPICS SUBCOMMANDS:"))
        }
    }

    @Test func aListTallerThanTheScreenGoesThroughThePagerWhole() async throws {
        try await withTemporaryFolder { folder in
            let run = try onTerminal(["top-grossing", "2016"], rows: 8, in: folder)
            let paged = try #require(run.paged, "the pager never ran: \(run.printed.prefix(300))")
            #expect(paged.contains("Finding Dory") && paged.contains("Zootopia"), "\(paged)")
            #expect(!run.printed.contains("Finding Dory"), "\(run.printed)")
        }
    }

    @Test func anAnswerThatFitsTheScreenIsPrinted() async throws {
        try await withTemporaryFolder { folder in
            let run = try onTerminal(["top-grossing", "2016", "--limit", "3"], rows: 8, in: folder)
            #expect(run.paged == nil)
            #expect(run.printed.contains("Finding Dory"), "\(run.printed)")
        }
    }

    @Test(arguments: [(["--no-pager", "--help"], [:]), (["--help"], ["MOVIES_PAGER": ""])])
    func noPagerOrAnEmptyOneTurnsItOff(arguments: [String], environment: [String: String]) async throws {
        try await withTemporaryFolder { folder in
            let run = try onTerminal(arguments, environment: environment, in: folder)
            #expect(run.paged == nil)
            #expect(run.printed.contains("HELP TOPICS SUBCOMMANDS:"))
        }
    }

    @Test func aPipeIsNeverPaged() async throws {
        try await withTemporaryFolder { folder in
            let pager = folder.appendingPathComponent("pager.sh")
            try "#!/bin/sh\ntouch '\(folder.path)/ran'\ncat\n".write(to: pager, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: pager.path)
            let run = try await MoviesProcess(cache: folder.appendingPathComponent("m.sqlite")).run(
                ["--help"], environment: ["PAGER": pager.path, "MOVIES_PAGER": pager.path])
            #expect(run.output.contains("HELP TOPICS SUBCOMMANDS:"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ran").path))
        }
    }
}
