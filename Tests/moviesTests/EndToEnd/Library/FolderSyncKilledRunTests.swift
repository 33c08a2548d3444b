import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// `movies library sync FOLDER` run by the built binary under stress (issue 62): killed once it
/// has begun writing to the folder, then run again, each change counts once; 16 processes
/// editing the library while it runs lose nothing.
struct FolderSyncKilledRunTests {
    typealias Machine = FolderSyncRunTests.Machine

    /// A shared folder in `folder` holding the desktop's `count` watchlist entries of films 1… .
    private static func sharedFolder(in folder: URL, desktopChanges count: Int) throws -> URL {
        let shared = folder.appendingPathComponent("Sync")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        var lines = [#"{"format":1,"machine":"desktop","movies":"library changes"}"#]
        for film in 1...count {
            lines.append(
                """
                {"clock":"2026-03-10T09:00:00.000Z/\(film)","entry":"watchlist","fields":{"added":"2026-03-10",\
                "present":true},"film":{"id":\(film),"source":"demo","title":"Film \(film)","year":2016},\
                "machine":"desktop"}
                """)
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(
            to: shared.appendingPathComponent("movies-desktop.jsonl"))
        return shared
    }

    /// The size of each file in `folder` but the desktop's: what changes once a sync begins
    /// writing there (its temporary file appears, then its own file).
    private static func written(in folder: URL) -> [String: Int] {
        var sizes: [String: Int] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name != "movies-desktop.jsonl" {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            sizes[name] = (attributes?[.size] as? Int) ?? -1
        }
        return sizes
    }

    @Test func aSyncKilledOnceItBeganWritingThenRunAgainCountsEachChangeOnce() async throws {
        try await withTemporaryFolder { folder in
            let shared = try Self.sharedFolder(in: folder, desktopChanges: 400)
            let killed = try Machine(folder.appendingPathComponent("killed"))
            var generator = SplitMix64(seed: 62)
            var killedWhileWriting = 0, rounds = 0
            // Rounds until three kills landed while it wrote (what it writes takes a few
            // milliseconds: some syncs end first), at most 30, each with a change of its own to
            // send: a rating of `rounds`.
            while killedWhileWriting < 3 && rounds < 30 {
                rounds += 1
                try await killed.must(["rate", "8", "\(rounds)"])
                let before = Self.written(in: shared)
                let process = try killed.movies.launch(["library", "sync", shared.path])
                let pause = Duration.microseconds(Int.random(in: 0...2_000, using: &generator))
                let reason = await process.kill(once: { Self.written(in: shared) != before }, after: pause)
                if reason == .uncaughtSignal { killedWhileWriting += 1 }
            }
            #expect(killedWhileWriting >= 3, "killed after it began writing: \(killedWhileWriting) of \(rounds)")
            try await killed.must(["library", "sync", shared.path])
            let again = try await killed.must(["library", "sync", shared.path]).output
            #expect(again.hasPrefix("Sent 0 changes") && again.contains("took 0 "), "\(again)")
            let ratings = try await killed.must(["ratings", "--format", "json"]).output
            #expect(ratings.contains("\"yourRating\" : \(rounds)"), "\(ratings)")
            // The desktop's 400 films, each once (film 8 left it when rated here after a sync
            // took it in, as the kills fell).
            let watchlist = try await killed.must(["watchlist", "--format", "csv"]).output
            #expect([399, 400].contains(watchlist.split(whereSeparator: \.isNewline).count - 1), "\(watchlist)")

            // Its file holds each change it sent once, and another machine takes what it holds.
            let own = try #require(Self.written(in: shared).keys.first { $0.hasSuffix(".jsonl") })
            let lines = try String(contentsOf: shared.appendingPathComponent(own), encoding: .utf8)
                .split(separator: "\n").dropFirst().map { line in
                    String(line).replacingOccurrences(of: #""clock":"[^"]*","#, with: "", options: .regularExpression)
                }
            #expect(Set(lines).count == lines.count, "a change sent twice: \(lines)")
            let other = try Machine(folder.appendingPathComponent("other"))
            try await other.must(["library", "sync", shared.path])
            #expect(try await other.holdings() == killed.holdings())
        }
    }

    @Test func sixteenProcessesEditingWhileASyncRunsLoseNothing() async throws {
        try await withTemporaryFolder { folder in
            let shared = try Self.sharedFolder(in: folder, desktopChanges: 2000)
            let busy = try Machine(folder.appendingPathComponent("busy"))
            try await busy.must(["rate", "8", "6"])
            let sync = try busy.movies.launch(["library", "sync", shared.path])
            let edits = try (1...16).map { edit in
                try busy.movies.launch([
                    "watched", "\(edit % 10 + 1)", "--date", String(format: "2026-10-%02d", edit), "--tag",
                    "edit\(edit)",
                ])
            }
            for edit in edits {
                _ = await edit.exit()
                #expect(edit.terminationStatus == 0)
            }
            _ = await sync.exit()
            #expect(sync.terminationStatus == 0)

            let diary = try await busy.must(["diary", "--format", "csv"]).output
            for edit in 1...16 { #expect(diary.contains("edit\(edit)"), "edit \(edit) lost: \(diary)") }
            try await busy.must(["library", "sync", shared.path])
            let other = try Machine(folder.appendingPathComponent("other"))
            try await other.must(["library", "sync", shared.path])
            let taken = try await other.must(["diary", "--format", "csv"]).output
            for edit in 1...16 { #expect(taken.contains("edit\(edit)"), "edit \(edit) not carried: \(taken)") }
            #expect(try await other.holdings() == busy.holdings())
        }
    }
}
