import Foundation
import Testing

@testable import movies

/// Which pager, when, and `--no-pager`: a long answer on a terminal is paged as git's is.
struct PagerTests {
    @Test(arguments: [
        (["PAGER": "more"], "more"), (["PAGER": "more", "MOVIES_PAGER": "most -s"], "most -s"),
    ])
    func usesMoviesPagerElsePager(environment: [String: String], command: String) {
        #expect(Pager(environment: environment)?.command == command)
    }

    @Test func namingNoneUsesLessWhereThePathHasIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let less = folder.appendingPathComponent("less")
        try Data("#!/bin/sh\n".utf8).write(to: less)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: less.path)
        #expect(Pager(environment: ["PATH": "/nowhere:\(folder.path)"])?.command == "less -FRX")
    }

    @Test func namingNoneWithoutLessOnThePathPagesNothing() {
        #expect(Pager(environment: ["PATH": "/nowhere:/nowhere-either"]) == nil)
    }

    @Test(arguments: [["MOVIES_PAGER": ""], ["PAGER": ""], ["PAGER": "less", "MOVIES_PAGER": " "]])
    func anEmptyPagerTurnsPagingOff(environment: [String: String]) {
        #expect(Pager(environment: environment) == nil)
    }

    @Test func anAnswerThatFitsTheScreenStaysOnTheTerminal() throws {
        let screen = ScreenRows(columns: 80, height: 24)
        let pager = try #require(Pager(environment: ["PAGER": "cat"]))
        var paging = AnswerPaging(pager: pager, screen: screen, height: 24, environment: [:])
        screen.add(String(repeating: "line\n", count: 23))
        #expect(paging.pagerInput(for: .output, errorIsTerminal: true) == nil)
        screen.add(String(repeating: "a long line ", count: 20) + "\n")
        #expect(paging.pagerInput(for: .error, errorIsTerminal: true) == nil, "only the answer starts the pager")
        paging.end()
        #expect(paging.pagerInput(for: .output, errorIsTerminal: true) == nil, "paging ended is over")
        #expect(!paging.isPaging)
    }

    @Test func noPagerIsTakenAnywhereBeforeTheEndOfOptions() {
        #expect(Pager.removingOffFlag(["--no-pager", "stats"]) == (["stats"], true))
        #expect(Pager.removingOffFlag(["stats", "--no-pager"]) == (["stats"], true))
        #expect(Pager.removingOffFlag(["search", "--", "--no-pager"]) == (["search", "--", "--no-pager"], false))
        #expect(Pager.removingOffFlag(["stats"]) == (["stats"], false))
    }
}
