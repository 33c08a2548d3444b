import Foundation
import MovieKitTestSupport
import Testing

@testable import movies

/// `movies` with `$HOME` unset, as under `env -i` or some service managers. The installed,
/// fully static `movies` must not ask glibc's `getpwuid` then (a static glibc can crash in it),
/// so it reads `/etc/passwd` itself.
struct HomeFolderRunTests {
    static let withoutHome = ["env", "-u", "HOME", "-u", "MOVIES_CACHE", "-u", "XDG_CACHE_HOME"]
    static let isRoot = getuid() == 0

    @Test func findsTheDefaultCacheInThePasswdHomeWhenHomeIsUnset() async throws {
        try await withTemporaryFolder { folder in
            var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            movies.prefix = Self.withoutHome
            let run = try await movies.run(["cache", "path"])
            let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
            let home = HomeFolder.path(environment: [:], passwd: passwd, userID: geteuid())
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == home + "/.cache/movies/movies.sqlite\n")
        }
    }

    @Test(.enabled(if: isRoot, "needs root to run as a user that is not in /etc/passwd"))
    func failsInOneLineNamingTheCacheOptionsForAUserWithNoHome() async throws {
        try await withTemporaryFolder { folder in
            var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            movies.prefix = Self.withoutHome + ["setpriv", "--reuid=54321", "--regid=54321", "--clear-groups", "--"]
            let run = try await movies.run(["show", "1", "--offline"])
            #expect(run.status == 74)
            #expect(run.error.hasSuffix("set HOME, or name the cache with --cache PATH or MOVIES_CACHE\n"), "\(run.error)")
            #expect(run.error.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test(.enabled(if: isRoot, "needs root to run as a user that is not in /etc/passwd"))
    func answersFromANamedCacheForAUserWithNoHome() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
            let cache = folder.appendingPathComponent("movies.sqlite")
            var movies = MoviesProcess(cache: cache)
            movies.prefix = Self.withoutHome + ["setpriv", "--reuid=54321", "--regid=54321", "--clear-groups", "--"]
            let run = try await movies.run(["show", "1", "--cache", cache.path])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.hasPrefix("Finding Dory (2016)"))
        }
    }
}
