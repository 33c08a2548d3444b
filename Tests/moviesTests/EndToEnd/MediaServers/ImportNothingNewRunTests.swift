import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies import jellyfin|plex|kodi` run again with nothing new on the server: each reads one
/// page (the last played first, back to the first play it imported before), as the fixture
/// servers count them, and adds nothing; one more play is then added from that one page.
struct ImportNothingNewRunTests {
    /// 250 films (TMDB 300001…), more than one page of 200, each played once, a minute apart.
    static let films = 250

    /// When the `index`th of those films was played.
    static func playedAt(_ index: Int) -> Date {
        Date(timeIntervalSince1970: 1_795_248_000 + Double(index) * 60)
    }

    /// Runs the import `command` twice, then once more after `playAgain`, each time in UTC; what
    /// each run printed and how many pages of plays it read (`pages`: the server's count so far).
    static func importedThrice(
        _ runner: LibraryRunner, _ command: [String], pages: () -> Int, playAgain: () throws -> Void
    ) async throws -> [(output: String, pages: Int)] {
        var runs: [(output: String, pages: Int)] = []
        for round in 0..<3 {
            if round == 2 { try playAgain() }
            let before = pages()
            let run = try await runner.movies.run(
                command + ["--timeout", "60"], environment: runner.environment.merging(["TZ": "UTC"]) { $1 })
            #expect(run.status == 0, "\(run.error)")
            runs.append((run.output, pages() - before))
        }
        return runs
    }

    /// The first run read every page and added every film; the second read one and added nothing;
    /// the third read one and added the one more play.
    static func expectOnePageWhenNothingIsNew(_ runs: [(output: String, pages: Int)], pagesInAll: Int) {
        #expect(runs.map(\.pages) == [pagesInAll, 1, 1], "\(runs)")
        #expect(runs[0].output.hasPrefix("\(films) viewings of \(films) films added"), "\(runs[0].output)")
        #expect(runs[1].output.hasPrefix("0 viewings of 0 films added"), "\(runs[1].output)")
        #expect(runs[2].output.hasPrefix("1 viewing of 1 film added"), "\(runs[2].output)")
    }

    @Test func jellyfinReadsOnePageWhenNothingIsNew() async throws {
        try await withTMDBServer { tmdb in
            try await withJellyfinServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    let user = try #require(server.library.user(named: JellyfinServerSettings.fixtureUser)).id
                    var first = ""
                    for index in 0..<Self.films {
                        let film = server.library.addFilm("Film \(index)", year: 2000, tmdb: 300_001 + index)
                        server.library.play(film, user: user, at: Self.playedAt(index))
                        if index == 0 { first = film }
                    }
                    try await ImportJellyfinRunTests.connect(runner, to: server)
                    let runs = try await Self.importedThrice(
                        runner, ["import", "jellyfin"],
                        pages: { server.server.requestCounts.requests["/Items"]?.values.reduce(0, +) ?? 0 },
                        playAgain: { server.library.play(first, user: user, at: Self.playedAt(1000)) })
                    Self.expectOnePageWhenNothingIsNew(runs, pagesInAll: 2)
                }
            }
        }
    }

    @Test func plexReadsOnePageOfTheHistoryAndNoSectionWhenNothingIsNew() async throws {
        try await withTMDBServer { tmdb in
            try await withPlexServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    let owner = try #require(server.library.account(named: PlexServerSettings.fixtureOwner)).id
                    var first = ""
                    for index in 0..<Self.films {
                        let film = server.library.addFilm("Film \(index)", year: 2000, tmdb: 300_001 + index)
                        server.library.play(film, account: owner, at: Self.playedAt(index * 60))
                        if index == 0 { first = film }
                    }
                    try await ImportPlexRunTests.connect(runner, to: server)
                    let runs = try await Self.importedThrice(
                        runner, ["import", "plex"], pages: { server.library.pagesAnswered },
                        playAgain: { server.library.play(first, account: owner, at: Self.playedAt(60 * 1000)) })
                    // The first reads 2 pages of history and 2 of films; the third reads the films' pages again.
                    #expect(runs.map(\.pages) == [4, 1, 3], "\(runs)")
                    #expect(runs[1].output.hasPrefix("0 viewings of 0 films added"), "\(runs[1].output)")
                    #expect(runs[2].output.hasPrefix("1 viewing of 1 film added"), "\(runs[2].output)")
                }
            }
        }
    }

    @Test func kodiReadsOnePageWhenNothingIsNew() async throws {
        try await withTMDBServer { tmdb in
            try await withKodiServer { server in
                try await LibraryRunner.with(tmdb) { runner in
                    var first = 0
                    for index in 0..<Self.films {
                        let film = server.library.addFilm("Film \(index)", year: 2000, tmdb: 300_001 + index)
                        server.library.play(film, at: Self.playedAt(index))
                        if index == 0 { first = film }
                    }
                    try await ImportKodiRunTests.connect(runner, to: server)
                    let runs = try await Self.importedThrice(
                        runner, ["import", "kodi"], pages: { server.library.pagesServed },
                        playAgain: { server.library.play(first, at: Self.playedAt(1000)) })
                    Self.expectOnePageWhenNothingIsNew(runs, pagesInAll: 2)
                }
            }
        }
    }
}
