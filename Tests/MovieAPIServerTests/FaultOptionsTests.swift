import ArgumentParser
import MovieAPIServer
import Testing

@testable import movies_api

struct FaultOptionsTests {
    @Test func readsEveryFaultFlag() throws {
        let command = try #require(
            try MoviesAPICommand.parseAsRoot([
                "--require-token", "--token-ttl", "1.5", "--latency", "20", "--fail-first", "2", "--fail-rate", "0.25",
                "--fail-status", "500", "--retry-after", "3", "--drop-rate", "0.1", "--seed", "9",
            ]) as? MoviesAPICommand)
        let faults = command.faultOptions.faults
        #expect(faults.requireToken)
        #expect(faults.tokenTTL == .milliseconds(1500))
        #expect(faults.latency == .milliseconds(20))
        #expect(faults.failFirst == 2)
        #expect(faults.failRate == 0.25)
        #expect(faults.failStatus == 500)
        #expect(faults.retryAfter == 3)
        #expect(faults.dropRate == 0.1)
        #expect(faults.seed == 9)
    }

    @Test func misbehavesInNoWayByDefault() throws {
        let command = try #require(try MoviesAPICommand.parseAsRoot([]) as? MoviesAPICommand)
        #expect(!command.faultOptions.faults.isActive)
    }

    @Test(arguments: [
        ["--fail-rate", "1.5"], ["--drop-rate", "-0.1"], ["--fail-status", "200"], ["--token-ttl", "0"],
        ["--latency", "-5"], ["--fail-first", "-1"],
    ])
    func rejectsImpossibleValuesWithExitCode64(arguments: [String]) {
        do {
            _ = try MoviesAPICommand.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(MoviesAPICommand.exitCode(for: error).rawValue == 64)
        }
    }
}
