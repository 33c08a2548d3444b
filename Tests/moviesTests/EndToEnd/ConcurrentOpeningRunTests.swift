import Foundation
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Many `movies` started at once on a cache that is new, or at an older schema, with writers and
/// offline readers mixed: every one answers, the file is whole, each migration is recorded once.
/// And one that waits long for another says so, then gives up with exit 74.
@Suite(.serialized)
struct ConcurrentOpeningRunTests {
    /// Starts every command at once on `movies`' cache and returns each one's exit status.
    private func runAtOnce(_ commands: [[String]], on movies: MoviesProcess) async throws -> [Int32] {
        let processes = try commands.map { try movies.launch($0) }
        for process in processes { await process.exit() }
        return processes.map(\.terminationStatus)
    }

    /// Eight of each list from the bundled catalogue, the mix of issue 12.
    private static let writers: [[String]] = (0..<8).flatMap { _ in [["top-grossing", "2016"], ["top-rated", "2016"]] }

    /// Commands that only read the cache.
    private static let readers: [[String]] = [
        ["top-grossing", "2016", "--offline"], ["show", "1", "--offline"], ["search", "movie"],
        ["actor", "Albert Brooks"],
        ["years"], ["cache", "info"], ["top-grossing", "2016", "--offline", "--format", "json"],
        ["show", "2", "--offline"],
    ]

    @Test func sixteenProcessesOnANewCacheAllAnswerTwentyRoundsRunning() async throws {
        try await withTemporaryFolder { folder in
            for round in 0..<20 {
                let cache = folder.appendingPathComponent("round-\(round).sqlite")
                let statuses = try await runAtOnce(Self.writers, on: MoviesProcess(cache: cache))
                #expect(statuses == Array(repeating: 0, count: 16), "round \(round)")
                #expect(try RecordedSchema(of: cache).isCurrent, "round \(round)")
            }
        }
    }

    @Test(arguments: earlierCacheSchemas)
    func sixteenProcessesOnAnOlderCacheUpgradeItOnce(schema: String) async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: cache, schema: schema)
            let statuses = try await runAtOnce(Self.writers, on: MoviesProcess(cache: cache))
            #expect(statuses == Array(repeating: 0, count: 16))
            #expect(try RecordedSchema(of: cache).isCurrent)
        }
    }

    @Test(arguments: earlierCacheSchemas)
    func writersAndOfflineReadersMixedOnAnOlderCacheAllAnswer(schema: String) async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: cache, schema: schema)
            let commands = zip(Self.writers.prefix(8), Self.readers).flatMap { [$0, $1] }
            let statuses = try await runAtOnce(commands, on: MoviesProcess(cache: cache))
            #expect(statuses == Array(repeating: 0, count: 16), "\(commands)")
            #expect(try RecordedSchema(of: cache).isCurrent)
        }
    }

    @Test func writersAndReadersMixedOnANewCacheAllAnswer() async throws {
        try await withTemporaryFolder { folder in
            for round in 0..<5 {
                let cache = folder.appendingPathComponent("round-\(round).sqlite")
                let readers: [[String]] = [["search", "zoo"], ["years"], ["actor", "Idris Elba"], ["cache", "info"]]
                let commands = (0..<8).flatMap { [Self.writers[$0], readers[$0 % readers.count]] }
                let statuses = try await runAtOnce(commands, on: MoviesProcess(cache: cache))
                #expect(statuses == Array(repeating: 0, count: 16), "round \(round)")
                #expect(try RecordedSchema(of: cache).isCurrent, "round \(round)")
            }
        }
    }

    @Test func resetsAmongReadersAndWritersLeaveEveryOneAnAnswerAndEveryCacheWhole() async throws {
        let others: [[String]] = [
            ["top-grossing", "2016"], ["top-rated", "2016"], ["show", "1"], ["search", "zoo"], ["years"],
            ["cache", "info"],
        ]
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let movies = MoviesProcess(cache: cache)
            #expect(try await movies.run(["top-grossing", "2016"]).status == 0)
            for round in 0..<8 {
                let commands =
                    ((0..<14).map { others[$0 % others.count] } + [["cache", "reset"], ["cache", "reset"]])
                    .shuffled()
                let runs = try await withThrowingTaskGroup(of: ([String], MoviesRun).self) { group in
                    for command in commands { group.addTask { (command, try await movies.run(command)) } }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                // Each answers, and none says it could not save or read for a file moved under it.
                let failed = runs.filter {
                    $0.1.status != 0 || $0.1.error.contains("cache") && $0.1.error.contains("error")
                }
                #expect(failed.isEmpty, "round \(round): \(failed.map { "\($0.0): \($0.1.status) \($0.1.error)" })")
                let moved = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                    .filter { $0.hasPrefix("movies.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
                for file in moved + ["movies.sqlite"] {
                    #expect(try RecordedSchema(of: folder.appendingPathComponent(file)).isCurrent, "\(file)")
                }
            }
        }
    }

    /// A reset that starts while another holds the lock (moving the files, making the new cache)
    /// reads nothing at the path until the other is done: what it judges is what it then moves.
    /// It once read the files mid-move, took one cache's shared memory for another's, and the
    /// new cache failed with a disk I/O error.
    @Test func aResetReadsTheCacheOnlyOnceNoOtherResetIsMovingIt() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let movies = MoviesProcess(cache: cache)
            #expect(try await movies.run(["top-grossing", "2016"]).status == 0)
            let stderr = folder.appendingPathComponent("reset.stderr")
            let reset = try await holdingTheLock(beside: cache) {
                // Mid-move, as the other reset leaves the path for a moment: not yet a cache of movies.
                let kept = folder.appendingPathComponent("kept.sqlite")
                try FileManager.default.moveItem(at: cache, to: kept)
                try writeAnotherProgramsDatabase(at: cache)
                let reset = try movies.launch(["cache", "reset"], stderr: stderr)
                let clock = ContinuousClock(), started = clock.now
                while clock.now - started < .seconds(30) {
                    let said = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
                    if said.contains("waiting for another movies process") || said.contains("error:") { break }
                    try await Task.sleep(for: .milliseconds(10))
                }
                try FileManager.default.removeItem(at: cache)
                try FileManager.default.moveItem(at: kept, to: cache)
                return reset
            }
            await reset.exit()
            let said = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
            #expect(reset.terminationStatus == 0, "\(said)")
            #expect(!said.contains("another program's"), "\(said)")
            #expect(try RecordedSchema(of: cache).isCurrent)
        }
    }

    /// Holds the lock `movies` takes to create and migrate the cache, as another process would.
    private func holdingTheLock<T>(beside cache: URL, _ body: () async throws -> T) async throws -> T {
        let descriptor = open(cache.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX) == 0)
        return try await body()
    }

    @Test func aReaderThatWaitsPastTheTimeoutSaysSoOnceAndFailsWith74() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            try writeCache(at: cache, schema: cacheMigrations[0])
            let run = try await holdingTheLock(beside: cache) {
                try await MoviesProcess(cache: cache).run(["top-grossing", "2016", "--offline", "--timeout", "1.5"])
            }
            #expect(run.status == 74)
            #expect(run.output == "")
            #expect(
                run.error == """
                    waiting for another movies process to finish with the cache…
                    error: gave up after 1.5 s waiting for another movies process to finish with the cache at \(cache.path); try again once it is done

                    """)
            #expect(try RecordedSchema(of: cache).migrations == [cacheMigrations[0]])
        }
    }

    @Test func anAnswerThatWaitsPastTheTimeoutToBeSavedIsShownWithAWarning() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let run = try await holdingTheLock(beside: cache) {
                try await MoviesProcess(cache: cache).run(["top-grossing", "2016", "--limit", "1", "--timeout", "1.5"])
            }
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("Finding Dory"))
            #expect(
                run.error == """
                    waiting for another movies process to finish with the cache…
                    warning: the answer could not be saved to the cache: gave up after 1.5 s waiting for another movies process \
                    to finish with the cache at \(cache.path); try again once it is done

                    """)
            #expect(!FileManager.default.fileExists(atPath: cache.path))
        }
    }

    @Test func aProcessThatWaitedAnswersOnceTheOtherIsDone() async throws {
        try await withTemporaryFolder { folder in
            let cache = folder.appendingPathComponent("movies.sqlite")
            let errors = folder.appendingPathComponent("stderr")
            let note = "waiting for another movies process to finish with the cache…\n"
            let process = try await holdingTheLock(beside: cache) {
                let process = try MoviesProcess(cache: cache).launch(
                    ["top-rated", "2016", "--timeout", "60"], stderr: errors)
                let started = ContinuousClock.now
                while (try? String(contentsOf: errors, encoding: .utf8)) != note,
                    ContinuousClock.now - started < .seconds(50)
                {
                    try await Task.sleep(for: .milliseconds(50))
                }
                return process
            }
            await process.exit()
            #expect(process.terminationStatus == 0)
            #expect(try String(contentsOf: errors, encoding: .utf8) == note)
            #expect(try RecordedSchema(of: cache).isCurrent)
        }
    }
}
