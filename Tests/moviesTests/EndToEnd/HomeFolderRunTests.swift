import Foundation
import MovieKitTestSupport
import Testing

@testable import movies

/// Where `movies` finds the home folder: `$HOME` first, as every XDG program does, else the
/// user's entry in `/etc/passwd`. The installed, fully static `movies` must never ask glibc's
/// `getpwuid` (a static glibc crashes in it for a user not in /etc/passwd), so it reads
/// `/etc/passwd` itself. The runs as a user not in
/// /etc/passwd use `movies` linked fully static, as shipped (``StaticMoviesBinary``): a static C
/// program asking `getpwuid` there crashes on this project's machines (glibc's `libnss_systemd`).
struct HomeFolderRunTests {
    static let withoutHome = [
        "env", "-u", "HOME", "-u", "MOVIES_CACHE", "-u", "XDG_CACHE_HOME", "-u", "CFFIXED_USER_HOME",
    ]
    /// No variable that names a folder of `movies`' but `HOME`.
    static let withOnlyHome = [
        "env", "-u", "MOVIES_CACHE", "-u", "MOVIES_LIBRARY", "-u", "XDG_CACHE_HOME", "-u", "XDG_CONFIG_HOME", "-u",
        "XDG_DATA_HOME", "-u", "XDG_STATE_HOME", "-u", "CFFIXED_USER_HOME",
    ]
    static let isRoot = getuid() == 0
    static let asUserNotInPasswd = ["setpriv", "--reuid=54321", "--regid=54321", "--clear-groups", "--"]
    /// Debian's `nobody`, whose entry in /etc/passwd names `/nonexistent`.
    static let asNobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
    static let nobodyIsInPasswd =
        ((try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? "").contains("\nnobody:x:65534:65534:")

    /// `movies` as shipped, fully static, on a cache in `folder`.
    static func shippedMovies(in folder: URL) throws -> MoviesProcess {
        var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
        movies.binary = try StaticMoviesBinary.linked.get()
        return movies
    }

    @Test func findsTheDefaultCacheInThePasswdHomeWhenHomeIsUnset() async throws {
        try await withTemporaryFolder { folder in
            var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            movies.prefix = Self.withoutHome
            let run = try await movies.run(["cache", "path"])
            let passwd = try Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))
            let home = HomeFolder.path(home: nil, passwd: passwd, userID: geteuid())
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == home + "/.cache/movies/movies.sqlite\n")
        }
    }

    @Test func putsTheCacheLibraryAndConfigUnderHomeWhenNoXDGVariableIsSet() async throws {
        try await withTemporaryFolder { folder in
            let home = folder.appendingPathComponent("home").path
            var movies = MoviesProcess(cache: folder.appendingPathComponent("unused.sqlite"))
            movies.prefix = Self.withOnlyHome + ["HOME=\(home)"]
            let cache = home + "/.cache/movies/movies.sqlite"
            let library = home + "/.local/share/movies/library.sqlite"
            let config = home + "/.config/movies/config"
            // Each path first: nothing is written unless it lands under $HOME, never into the
            // home folder of whoever runs the tests.
            for (arguments, path) in [
                (["cache", "path"], cache), (["library", "path"], library), (["config", "path"], config),
            ] {
                let run = try await movies.run(arguments)
                try #require(run.output == path + "\n", "\(arguments): \(run.error)")
            }
            for arguments in [["show", "1"], ["watchlist", "add", "1"], ["config", "set", "region", "de"]] {
                let run = try await movies.run(arguments)
                #expect(run.status == 0, "\(arguments): \(run.error)")
            }
            for path in [cache, library, config] {
                #expect(FileManager.default.fileExists(atPath: path), "\(path)")
            }
        }
    }

    @Test(.enabled(if: isRoot && nobodyIsInPasswd, "needs root, and nobody in /etc/passwd"))
    func takesHomeOverThePasswdEntryForNobody() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
            var movies = MoviesProcess(cache: folder.appendingPathComponent("unused.sqlite"))
            movies.prefix = Self.withOnlyHome + ["HOME=\(folder.path)"] + Self.asNobody
            let path = try await movies.run(["cache", "path"])
            #expect(path.status == 0, "\(path.error)")
            #expect(path.output == folder.path + "/.cache/movies/movies.sqlite\n")
            let sync = try await movies.run(["sync", "2016"])
            #expect(sync.status == 0, "\(sync.error)")
            #expect(FileManager.default.fileExists(atPath: folder.path + "/.cache/movies/movies.sqlite"))
        }
    }

    @Test(.enabled(if: isRoot && nobodyIsInPasswd, "needs root, and nobody in /etc/passwd"))
    func saysHomeIsUnsetAndPasswdGivesNoHomeFolderForNobodyWithoutHome() async throws {
        try await withTemporaryFolder { folder in
            var movies = MoviesProcess(cache: folder.appendingPathComponent("unused.sqlite"))
            movies.prefix = Self.withoutHome + Self.asNobody
            let run = try await movies.run(["sync", "2016"])
            #expect(run.status == 74)
            #expect(run.error.contains(" /nonexistent/.cache/movies/movies.sqlite"), "\(run.error)")
            #expect(
                run.error.hasSuffix(
                    "; $HOME is unset and /etc/passwd gives this user no home folder; set HOME, or name the cache with --cache PATH or MOVIES_CACHE\n"
                ), "\(run.error)")
            #expect(run.error.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test(.enabled(if: isRoot, "needs root to run as a user that is not in /etc/passwd"))
    func takesHomeForAUserThatIsNotInPasswd() async throws {
        try await withTemporaryFolder { folder in
            var movies = try Self.shippedMovies(in: folder)
            movies.prefix =
                ["env", "-u", "MOVIES_CACHE", "-u", "XDG_CACHE_HOME", "HOME=/srv/somebody"] + Self.asUserNotInPasswd
            let run = try await movies.run(["cache", "path"])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == "/srv/somebody/.cache/movies/movies.sqlite\n")
        }
    }

    @Test(.enabled(if: isRoot, "needs root to run as a user that is not in /etc/passwd"))
    func failsInOneLineNamingTheCacheOptionsForAUserWithNoHome() async throws {
        try await withTemporaryFolder { folder in
            var movies = try Self.shippedMovies(in: folder)
            movies.prefix = Self.withoutHome + Self.asUserNotInPasswd
            // sync must write, so it cannot do without a cache file.
            let run = try await movies.run(["sync", "2016"])
            #expect(run.status == 74)
            #expect(
                run.error.hasSuffix(
                    "; $HOME is unset and /etc/passwd gives this user no home folder; set HOME, or name the cache with --cache PATH or MOVIES_CACHE\n"
                ), "\(run.error)")
            #expect(run.error.filter { $0 == "\n" }.count == 1)
        }
    }

    @Test(.enabled(if: isRoot, "needs root to run as a user that is not in /etc/passwd"))
    func answersFromANamedCacheForAUserWithNoHome() async throws {
        try await withTemporaryFolder { folder in
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
            let cache = folder.appendingPathComponent("movies.sqlite")
            var movies = try Self.shippedMovies(in: folder)
            movies.prefix = Self.withoutHome + Self.asUserNotInPasswd
            for arguments in [
                ["show", "1", "--cache", cache.path], ["show", "1", "--offline", "--cache", cache.path],
            ] {
                let run = try await movies.run(arguments)
                #expect(run.status == 0, "\(arguments): \(run.error)")
                #expect(run.output.hasPrefix("Finding Dory (2016)"))
            }
        }
    }

    /// The build under test, linked dynamically, with a library preloaded that ends the process
    /// on any question to glibc about a user: the same code the static binary runs never asks.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cc"), "needs a C compiler"))
    func findsTheHomeFolderWithoutAskingGlibcForTheUser() async throws {
        try await withTemporaryFolder { folder in
            // A library loaded first that ends the process if anything asks glibc for a user.
            let source = folder.appendingPathComponent("refuse.c"),
                library = folder.appendingPathComponent("librefuse.so")
            try """
            #include <unistd.h>
            static int refuse(void) { write(2, "asked glibc for a user\\n", 23); _exit(99); }
            int getpwuid(void) { return refuse(); }
            int getpwuid_r(void) { return refuse(); }
            int getpwnam(void) { return refuse(); }
            int getpwnam_r(void) { return refuse(); }
            """.write(to: source, atomically: true, encoding: .utf8)
            let cc = Process()
            cc.executableURL = URL(fileURLWithPath: "/usr/bin/cc")
            cc.arguments = ["-shared", "-fPIC", "-o", library.path, source.path]
            try cc.run()
            cc.waitUntilExit()
            try #require(cc.terminationStatus == 0)

            // Each run opens a new cache: GRDB asks Foundation for the size of an existing -wal
            // file, and Foundation then looks up the file's owner (see BENCHMARKS.md).
            for (index, prefix) in [
                Self.withoutHome, ["env", "-u", "MOVIES_CACHE", "-u", "XDG_CACHE_HOME", "HOME=\(folder.path)"],
            ].enumerated() {
                var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                movies.prefix = prefix
                let offline = folder.appendingPathComponent("offline\(index).sqlite").path
                let online = folder.appendingPathComponent("online\(index).sqlite").path
                for arguments in [
                    ["cache", "path"], ["show", "1", "--offline", "--cache", offline],
                    ["show", "1", "--cache", online],
                ] {
                    let run = try await movies.run(arguments, environment: ["LD_PRELOAD": library.path])
                    #expect(run.status != 99, "\(prefix) \(arguments): \(run.error)")
                }
            }
        }
    }
}
