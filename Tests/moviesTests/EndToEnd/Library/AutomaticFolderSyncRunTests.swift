import Foundation
import MovieKitTestSupport
import Testing

/// `movies config set sync-folder FOLDER` run by the built binary (issue 62): a command that
/// changed the library syncs after, one that reads it takes in first what other machines wrote
/// when the folder changed since, and a folder gone or read-only is a warning that loses nothing.
struct AutomaticFolderSyncRunTests {
    typealias Machine = FolderSyncRunTests.Machine

    /// Two machines whose config names `shared` as their sync folder.
    private static func laptopAndDesktop(in folder: URL, sharing shared: URL) async throws -> (Machine, Machine) {
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let laptop = try Machine(folder.appendingPathComponent("laptop"))
        let desktop = try Machine(folder.appendingPathComponent("desktop"))
        for machine in [laptop, desktop] { try await machine.must(["config", "set", "sync-folder", shared.path]) }
        return (laptop, desktop)
    }

    /// The change files in `folder`, by name.
    private static func changeFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    /// The name of `machine`'s change file.
    static func changeFile(of machine: Machine) throws -> String {
        let id = try String(contentsOfFile: machine.movies.libraryFile.path + ".machine-id", encoding: .utf8)
        return "movies-\(id.trimmingCharacters(in: .whitespacesAndNewlines)).jsonl"
    }

    /// Rewrites the file at `path` in place, its last line one that would be refused, its size and
    /// times kept (what a `stat` sees unchanged); returns its times, to change them, and its number
    /// of lines.
    static func spoilLastLineKeepingItsStat(_ path: String) throws -> (times: [timespec], lines: Int) {
        var before = stat()
        #expect(stat(path, &before) == 0)
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let last = try #require(lines.last)
        lines[lines.count - 1] = "{\"not\":\"" + String(repeating: "a", count: last.utf8.count - 10) + "\"}"
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        return (times, lines.count)
    }

    /// The number and time of change of the file at `path`, as a `stat` says.
    static func written(_ path: String) -> String {
        var status = stat()
        #expect(stat(path, &status) == 0)
        return "\(status.st_ino) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    @Test func aCommandThatWroteNothingNewNeitherReadsNorWritesTheFolderAndOneThatWroteSends() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            let (laptop, desktop) = try await Self.laptopAndDesktop(in: folder, sharing: shared)
            try await laptop.must(["rate", "8", "6"])
            try await desktop.must(["watchlist", "add", "7"])
            let own = shared.appendingPathComponent(try Self.changeFile(of: desktop)).path
            let written = Self.written(own)
            // The laptop's file as the stat saw it, with a line that would be refused if read.
            _ = try Self.spoilLastLineKeepingItsStat(
                shared.appendingPathComponent(try Self.changeFile(of: laptop)).path)

            let already = try await desktop.run(["watchlist", "add", "7"])
            let failed = try await desktop.run(["watchlist", "remove", "3"])
            #expect(failed.status == 66, "\(failed.error)")
            for run in [already, failed] { #expect(!run.error.contains("refused"), "\(run.error)") }
            #expect(Self.written(own) == written)

            let added = try await desktop.must(["watchlist", "add", "2"])
            #expect(added.error.contains("warning: refused"), "\(added.error)")
            #expect(Self.written(own) != written)
        }
    }

    @Test func aChangeOnOneMachineIsShownByTheNextReadOnTheOther() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            let (laptop, desktop) = try await Self.laptopAndDesktop(in: folder, sharing: shared)
            let rated = try await laptop.must(["rate", "8", "6"])
            // The change's own output, as without a sync folder; the sync says nothing.
            #expect(rated.output.hasPrefix("Rated "), "\(rated.output)")
            #expect(rated.error.isEmpty, "\(rated.error)")
            #expect(try Self.changeFiles(in: shared).count == 1)
            let ratings = try await desktop.must(["ratings", "--format", "json"])
            #expect(ratings.output.contains("\"yourRating\" : 6"), "\(ratings.output)")
            #expect(ratings.error.isEmpty, "\(ratings.error)")
            try await desktop.must(["watchlist", "add", "7"])
            let watchlist = try await laptop.must(["watchlist", "--format", "json"]).output
            #expect(watchlist.contains("\"id\" : 7"), "\(watchlist)")
        }
    }

    @Test func aReadWithNothingNewInTheFolderParsesNothingAndAFileChangedSinceIsTakenIn() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            let (laptop, desktop) = try await Self.laptopAndDesktop(in: folder, sharing: shared)
            try await laptop.must(["rate", "8", "6"])
            try await desktop.must(["ratings"])
            // The laptop's file rewritten in place, its size and time kept, its last line one
            // that would be refused: the stat sees nothing new, so nothing is read.
            let laptopFile = try Self.changeFile(of: laptop)
            let path = shared.appendingPathComponent(laptopFile).path
            var (times, lines) = try Self.spoilLastLineKeepingItsStat(path)
            let unchanged = try await desktop.must(["ratings"])
            #expect(unchanged.error.isEmpty, "\(unchanged.error)")
            // Its time changed: the next read takes it in, and names the line refused.
            times[1].tv_sec += 1
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
            let read = try await desktop.must(["ratings"])
            #expect(read.error.contains("warning: refused \(laptopFile):\(lines):"), "\(read.error)")
            let again = try await desktop.must(["ratings"])
            #expect(again.error.isEmpty, "\(again.error)")
        }
    }

    @Test func aFolderGoneIsAWarningAndTheChangeIsKeptAndSentByTheNextSync() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            let (laptop, desktop) = try await Self.laptopAndDesktop(in: folder, sharing: shared)
            let unmounted = folder.appendingPathComponent("Unmounted")
            try FileManager.default.moveItem(at: shared, to: unmounted)
            let rated = try await laptop.run(["rate", "8", "6"])
            #expect(rated.status == 0, "\(rated)")
            #expect(rated.output.hasPrefix("Rated "), "\(rated.output)")
            #expect(
                rated.error.hasPrefix(
                    "warning: not synced, the change kept here for the next sync: sync folder \(shared.path) is not there"
                ),
                "\(rated.error)")
            #expect(rated.error.split(separator: "\n").count == 1, "\(rated.error)")
            let read = try await laptop.run(["ratings", "--format", "json"])
            #expect(read.status == 0 && read.output.contains("\"yourRating\" : 6"), "\(read)")
            #expect(read.error.hasPrefix("warning: your other machines' changes not taken in, "), "\(read.error)")
            try FileManager.default.moveItem(at: unmounted, to: shared)
            try await laptop.must(["watchlist", "add", "7"])
            let ratings = try await desktop.must(["ratings", "--format", "json"]).output
            #expect(ratings.contains("\"yourRating\" : 6"), "\(ratings)")
        }
    }

    @Test func aCatalogueAnswerTakesNothingInWhereAReadOfTheLibraryDoes() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            let (laptop, desktop) = try await Self.laptopAndDesktop(in: folder, sharing: shared)
            try await laptop.must(["rate", "8", "6"])
            let stamp = URL(fileURLWithPath: laptop.movies.libraryFile.path + ".sync-seen")
            let seen = try Data(contentsOf: stamp)
            try await desktop.must(["watchlist", "add", "7"])
            for answer in [["show", "7"], ["top-grossing", "2016"]] {
                let run = try await laptop.must(answer)
                #expect(run.error.isEmpty, "\(answer): \(run.error)")
            }
            #expect(try Data(contentsOf: stamp) == seen)
            let watchlist = try await laptop.must(["watchlist", "--format", "json"]).output
            #expect(watchlist.contains("\"id\" : 7"), "\(watchlist)")
            #expect(try Data(contentsOf: stamp) != seen)
        }
    }

    @Test func aCommandThatFailsKeepsItsExitStatusWhenItsSyncFailsToo() async throws {
        try await withTemporaryFolder { folder in
            let shared = folder.appendingPathComponent("Sync")
            let (laptop, _) = try await Self.laptopAndDesktop(in: folder, sharing: shared)
            try await laptop.must(["rate", "8", "6"])
            try FileManager.default.removeItem(at: shared)
            let missing = try await laptop.run(["watchlist", "remove", "3"])
            #expect(missing.status == 66, "\(missing)")
            #expect(missing.output.isEmpty, "\(missing.output)")
            #expect(missing.error.contains("error: movie 3 is not on your watchlist"), "\(missing.error)")
            #expect(missing.error.contains("warning: not synced, the change kept here"), "\(missing.error)")
        }
    }

    @Test func configShowsGetsAndUnsetsTheSyncFolder() async throws {
        try await withTemporaryFolder { folder in
            let machine = try Machine(folder.appendingPathComponent("laptop"))
            let relative = try await machine.movies.with(workingDirectory: folder).run(
                ["config", "set", "sync-folder", "Sync"])
            #expect(relative.status == 0, "\(relative)")
            let whole = folder.appendingPathComponent("Sync").standardizedFileURL.path
            #expect(relative.output.hasPrefix("sync-folder = \(whole) (in "), "\(relative.output)")
            #expect(relative.error.hasPrefix("warning: sync folder \(whole) is not there"), "\(relative.error)")
            #expect(try await machine.must(["config", "get", "sync-folder"]).output == whole + "\n")
            let shown = try await machine.must(["config", "show", "--format", "json"]).output
            #expect(shown.contains("\"sync-folder\" : {") && shown.contains("\"value\" : \"\(whole)\""), "\(shown)")
            try await machine.must(["config", "unset", "sync-folder"])
            #expect(try await machine.must(["config", "get", "sync-folder"]).output == "none\n")
            let none = try await machine.must(["config", "show", "--format", "json"]).output
            #expect(none.contains("\"value\" : null"), "\(none)")
            let control = try await machine.run(["config", "set", "sync-folder", "a\u{7}b"])
            #expect(control.status == 64, "\(control)")
        }
    }
}

extension MoviesProcess {
    /// This process run from `folder`.
    fileprivate func with(workingDirectory folder: URL) -> MoviesProcess {
        var process = self
        process.workingDirectory = folder
        return process
    }
}
