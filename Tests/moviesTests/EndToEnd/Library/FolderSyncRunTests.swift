import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies library sync FOLDER` run by the built binary on three machines' libraries sharing one
/// folder (issue 62): equal libraries whatever order they sync in, a clock a day ahead, a folder
/// gone or read-only, hostile lines (a sync killed: ``FolderSyncKilledRunTests``).
struct FolderSyncRunTests {
    /// One machine: `movies` with a library of its own in `folder`, its clock `now` (`MOVIES_NOW`).
    struct Machine {
        let movies: MoviesProcess
        var now: String?

        init(_ folder: URL, now: String? = nil) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            self.now = now
        }

        /// Runs `movies arguments`, which must succeed.
        @discardableResult
        func must(_ arguments: [String]) async throws -> MoviesRun {
            let run = try await self.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.error)")
            return run
        }

        func run(_ arguments: [String]) async throws -> MoviesRun {
            try await movies.run(arguments, environment: now.map { ["MOVIES_NOW": $0] } ?? [:])
        }

        /// The watchlist, diary and ratings `export json` writes, their change times and viewing ids apart (a film
        /// rated on two machines is marked seen by two viewings of their own ids): what
        /// two libraries in step hold alike, each entry one line of JSON, sorted.
        func holdings() async throws -> [String] {
            let export = try await must(["export", "json"]).output
            let object = try #require(try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [String: Any])
            var holdings: [String] = []
            for part in ["watchlist", "diary", "ratings"] {
                for entry in object[part] as? [[String: Any]] ?? [] {
                    let kept = entry.filter { $0.key != "changedAt" && $0.key != "viewingID" }
                    let line = try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys])
                    holdings.append(part + " " + String(decoding: line, as: UTF8.self))
                }
            }
            return holdings.sorted()
        }
    }

    /// Three machines with edits: the laptop's clock a day ahead.
    private static func machines(in folder: URL) async throws -> [Machine] {
        let laptop = try Machine(folder.appendingPathComponent("laptop"), now: "+1d")
        let desktop = try Machine(folder.appendingPathComponent("desktop"))
        let tablet = try Machine(folder.appendingPathComponent("tablet"))
        try await laptop.must(["watchlist", "add", "7"])
        try await laptop.must(["rate", "8", "6"])
        try await desktop.must(["watched", "1", "--on", "2026-11-01", "--rating", "8", "--tag", "cinema"])
        try await desktop.must(["watchlist", "add", "2"])
        try await tablet.must(["watchlist", "add", "7"])
        try await tablet.must(["watchlist", "add", "3"])
        return [laptop, desktop, tablet]
    }

    @Test func aListMadeOnOneMachineGrownOnAnotherAndRenamedIsInStepOnBoth() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            let laptop = try Machine(folder.appendingPathComponent("laptop"))
            let desktop = try Machine(folder.appendingPathComponent("desktop"))
            try await laptop.must(["list", "create", "Noir"])
            try await laptop.must(["list", "add", "Noir", "1"])
            try await laptop.must(["library", "sync", shared.path])
            try await desktop.must(["library", "sync", shared.path])
            try await desktop.must(["list", "add", "Noir", "2"])
            try await laptop.must(["list", "rename", "Noir", "Film noir"])
            for machine in [desktop, laptop, desktop] { try await machine.must(["library", "sync", shared.path]) }
            // The list and its films, when it was made and changed apart (a list made by a sync is
            // made when it takes it).
            let shown = try await [laptop, desktop].asyncMap {
                try await $0.must(["list", "show", "Film noir", "--format", "json"]).output
                    .split(separator: "\n").filter { !$0.contains("At\" : ") }
            }
            #expect(shown[0] == shown[1], "\(shown)")
            #expect(shown[0].contains("      \"id\" : 1,") && shown[0].contains("      \"id\" : 2,"), "\(shown[0])")
            #expect(try await desktop.run(["list", "show", "Noir"]).status == 66)
        }
    }

    @Test(arguments: [[0, 1, 2], [2, 1, 0], [1, 0, 2]])
    func threeMachinesEndWithEqualLibrariesWhateverOrderTheySyncIn(order: [Int]) async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            let machines = try await Self.machines(in: folder)
            for index in order + order {
                let synced = try await machines[index].must(["library", "sync", shared.path])
                #expect(synced.output.hasPrefix("Sent "), "\(synced.output)")
            }
            let holdings = try await machines.asyncMap { try await $0.holdings() }
            #expect(holdings[0] == holdings[1] && holdings[1] == holdings[2], "\(holdings)")
            // Every machine wrote its own file, and nothing else.
            let files = try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted()
            #expect(
                files.count == 3 && files.allSatisfy { $0.hasPrefix("movies-") && $0.hasSuffix(".jsonl") }, "\(files)")
            let status = try await machines[0].must(["library", "sync", "--status"]).output
            #expect(
                status.contains("(this one)") && status.contains("Waiting: 0 changes to send, 0 to take in."),
                "\(status)")
        }
    }

    @Test func aRatingChangedAfterSeeingOneFromAClockADayAheadWinsOnBothMachines() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            let ahead = try Machine(folder.appendingPathComponent("ahead"), now: "+1d")
            let laptop = try Machine(folder.appendingPathComponent("laptop"))
            try await ahead.must(["rate", "8", "9"])
            try await ahead.must(["library", "sync", shared.path])
            try await laptop.must(["library", "sync", shared.path])
            try await laptop.must(["rate", "8", "4"])
            try await laptop.must(["library", "sync", shared.path])
            try await ahead.must(["library", "sync", shared.path])
            for machine in [ahead, laptop] {
                let ratings = try await machine.must(["ratings", "--format", "json"]).output
                #expect(ratings.contains("\"yourRating\" : 4"), "\(ratings)")
            }
        }
    }

    @Test func aFolderGoneOrReadOnlyIsOneLineAndChangesNothing() async throws {
        let isRoot = getuid() == 0
        try await withTemporaryFolder { folder in
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
            var machine = try Machine(folder.appendingPathComponent("laptop"))
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o777], ofItemAtPath: folder.appendingPathComponent("laptop").path)
            // Root writes to a read-only folder anyway, so as root the binary runs as nobody.
            if isRoot {
                var movies = machine.movies
                movies.prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
                machine = Machine(movies: movies)
            }
            try await machine.must(["rate", "8", "9"])
            let before = try await machine.must(["export", "json"]).output

            let gone = folder.appendingPathComponent("unmounted")
            let missing = try await machine.run(["library", "sync", gone.path])
            #expect(missing.status == 74, "\(missing)")
            #expect(
                missing.error
                    == "error: sync folder \(gone.path) is not there (not mounted, or moved?); nothing was changed\n")

            let readOnly = folder.appendingPathComponent("ReadOnly")
            try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
            let refused = try await machine.run(["library", "sync", readOnly.path])
            #expect(refused.status == 73, "\(refused)")
            #expect(
                refused.error.hasPrefix("error: cannot write to sync folder \(readOnly.path) ("), "\(refused.error)")
            #expect(refused.error.split(separator: "\n").count == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
            #expect(try await machine.must(["export", "json"]).output == before)
            #expect(!FileManager.default.fileExists(atPath: machine.movies.libraryFile.path + ".machine-id"))
        }
    }

    @Test func hostileLinesAreRefusedWithExitStatus65AndTheRestMerges() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            let machine = try Machine(folder.appendingPathComponent("laptop"))
            let rating = """
                {"clock":"2026-03-10T09:00:00.000Z/0","entry":"rating","fields":{"present":true,\
                "ratedOn":"2026-03-10","rating":7},"film":{"id":ID,"source":"demo","title":"Film","year":2016},\
                "machine":"desktop"}
                """
            let file =
                [
                    #"{"format":1,"machine":"desktop","movies":"library changes"}"#,
                    rating.replacingOccurrences(of: "ID", with: "-4"), rating.replacingOccurrences(of: "ID", with: "8"),
                ].joined(separator: "\n") + "\n"
            try Data(file.utf8).write(to: shared.appendingPathComponent("movies-desktop.jsonl"))
            let run = try await machine.run(["library", "sync", shared.path])
            #expect(run.status == 65, "\(run)")
            #expect(run.error.contains("warning: refused movies-desktop.jsonl:2: its film's"), "\(run.error)")
            #expect(run.error.hasSuffix("error: 1 line refused (above); the rest merged\n"), "\(run.error)")
            let ratings = try await machine.must(["ratings", "--format", "json"]).output
            #expect(ratings.contains("\"id\" : 8") && !ratings.contains("-4"), "\(ratings)")
        }
    }
}

extension FolderSyncRunTests.Machine {
    /// The machine `movies` is, its clock the system's.
    init(movies: MoviesProcess) {
        self.movies = movies
        now = nil
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var mapped: [T] = []
        for element in self { mapped.append(try await transform(element)) }
        return mapped
    }
}
