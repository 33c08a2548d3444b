import Foundation
import GRDB
import MovieKit
import MovieKitTestSupport
import Testing

/// A new import replaces the last one in one step: readers of the last go on reading it whole,
/// two imports take turns, and what a killed import left is cleared.
struct IMDbDatasetImportReplacementTests {
    @Test func importingTheSameFilesTwiceKeepsEachFilmOnce() async throws {
        try await withTemporaryFolder { root in
            let first = try IMDbDatasetImportTests.importing(into: root)
            let second = try IMDbDatasetImportTests.importing(into: root)
            #expect(second.counts == first.counts)
            let counts = try IMDbDatasetImportTests.database(in: root).read { db in
                [
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM film"),
                    try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT id) FROM film"),
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM import"),
                ]
            }
            #expect(counts == [IMDbTestDatasets.films, IMDbTestDatasets.films, 1])
        }
    }

    @Test func aFilmListedTwiceIsKeptOnce() async throws {
        try await withTemporaryFolder { root in
            var datasets = IMDbTestDatasets()
            datasets.lines[.titleBasics]?.append(
                ["tt0083658", "movie", "Blade Runner Again", imdbNull, "0", "1982", imdbNull, "117", "Drama"]
                    .joined(separator: "\t"))
            let summary = try IMDbDatasetImportTests.importing(datasets, into: root)
            #expect(summary.filmCount == IMDbTestDatasets.films)
            let title = try IMDbDatasetImportTests.database(in: root).read {
                try String.fetchAll($0, sql: "SELECT title FROM film WHERE id = 83658")
            }
            #expect(title == ["Blade Runner"])
        }
    }

    @Test func readsFilesOfSeveralGzipMembersAndExtraColumns() async throws {
        try await withTemporaryFolder { root in
            var datasets = IMDbTestDatasets()
            // A column IMDb might add, first and last, in title.basics and title.principals.
            for dataset in [IMDbDataset.titleBasics, .titlePrincipals] {
                datasets.lines[dataset] = datasets.lines[dataset]?.enumerated().map { index, line in
                    index == 0 ? "added\t\(line)\tlater" : "x\t\(line)\t\(imdbNull)"
                }
            }
            let files = root.appendingPathComponent("files")
            try datasets.write(to: files, members: 3)
            let summary = try IMDbDatasetImport(folder: IMDbDatasetImportTests.folder(in: root), from: files).run()
            #expect(summary.counts == IMDbTestDatasets.counts)
            #expect(summary.rowsRead[.titlePrincipals] == 12)
        }
    }

    @Test func removesWhatAKilledImportLeft() async throws {
        try await withTemporaryFolder { root in
            let folder = IMDbDatasetImportTests.folder(in: root)
            try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
            try Data("half an import".utf8).write(to: folder.importing)
            try IMDbDatasetImportTests.importing(into: root)
            #expect(!FileManager.default.fileExists(atPath: folder.importing.path))
            let films = try IMDbDatasetImportTests.database(in: root).read {
                try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM film")
            }
            #expect(films == IMDbTestDatasets.films)
        }
    }

    @Test func aReaderOfThePreviousImportReadsItWholeAfterTheRename() async throws {
        try await withTemporaryFolder { root in
            try IMDbDatasetImportTests.importing(into: root)
            let folder = IMDbDatasetImportTests.folder(in: root)
            // As readers open it: read-only and immutable, so SQLite reads through its descriptor.
            var configuration = Configuration()
            configuration.readonly = true
            let reader = try DatabaseQueue(
                path: "file:\(folder.datasets.path)?immutable=1", configuration: configuration)
            let titles = "SELECT title FROM film ORDER BY id"
            let before = try reader.read { try String.fetchAll($0, sql: titles) }
            #expect(before.count == IMDbTestDatasets.films)
            var fewer = IMDbTestDatasets()
            fewer.lines[.titleBasics] = Array(fewer.lines[.titleBasics]?.prefix(3) ?? [])
            try IMDbDatasetImportTests.importing(fewer, into: root)
            let now = try IMDbDatasetImportTests.database(in: root).read {
                try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM film")
            }
            #expect(now == 1)
            #expect(try reader.read { try String.fetchAll($0, sql: titles) } == before)
            #expect(
                try reader.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM castMember") }
                    == IMDbTestDatasets.counts[1])
        }
    }

    @Test func anImportWaitsForTheOneBeforeIt() async throws {
        try await withTemporaryFolder { root in
            let folder = IMDbDatasetImportTests.folder(in: root)
            let files = root.appendingPathComponent("files")
            try IMDbTestDatasets().write(to: files)
            let held = try IMDbImportLock(folder: folder)
            let stages = SpanRecorder()
            // On a thread of its own: its wait for the lock must not hold a thread this task needs
            // to release it.
            let second = onOwnThread {
                try IMDbDatasetImport(folder: folder, from: files).run { stages.record("\($0.stage)") }
            }
            // Held by "the first": the second says it waits, and neither builds nor replaces
            // anything while it does.
            for _ in 0..<500 where stages.names.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
            try await Task.sleep(for: .milliseconds(200))
            #expect(stages.names == ["waitingForLock"])
            #expect(!FileManager.default.fileExists(atPath: folder.importing.path))
            #expect(!FileManager.default.fileExists(atPath: folder.datasets.path))
            held.release()
            let summary = try await second.value
            #expect(summary.counts == IMDbTestDatasets.counts)
            #expect(stages.names.last == "indexing")
        }
    }

    @Test func aWaitForTheLockEndsAfterItsLimit() async throws {
        try await withTemporaryFolder { root in
            let folder = IMDbDatasetImportTests.folder(in: root)
            let files = root.appendingPathComponent("files")
            try IMDbTestDatasets().write(to: files)
            let held = try IMDbImportLock(folder: folder)
            defer { held.release() }
            var stages: [IMDbImportProgress.Stage] = []
            #expect(throws: IMDbImportError.busy(path: folder.lock.path, waited: .milliseconds(300))) {
                try IMDbDatasetImport(folder: folder, from: files).run(lockWait: .milliseconds(300)) {
                    stages.append($0.stage)
                }
            }
            #expect(stages == [.waitingForLock])
            #expect(!FileManager.default.fileExists(atPath: folder.datasets.path))
        }
    }

    @Test func twoImportsAtOnceTakeTurns() async throws {
        try await withTemporaryFolder { root in
            let folder = IMDbDatasetImportTests.folder(in: root)
            let files = root.appendingPathComponent("files")
            try IMDbTestDatasets().write(to: files)
            let spans = SpanRecorder()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for name in ["first", "second"] {
                    group.addTask {
                        _ = try IMDbDatasetImport(folder: folder, from: files).run { progress in
                            if progress.stage != .waitingForLock { spans.record(name) }
                        }
                    }
                }
                try await group.waitForAll()
            }
            // Every report of one comes before every report of the other.
            let order = spans.names
            let switches = zip(order, order.dropFirst()).filter { $0 != $1 }.count
            #expect(switches == 1, "\(order)")
        }
    }
}

/// The names recorded, in order, from any thread.
final class SpanRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ name: String) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(name)
    }

    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
