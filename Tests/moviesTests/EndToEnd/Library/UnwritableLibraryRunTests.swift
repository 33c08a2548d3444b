import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Your library on a full disk or a read-only mount: every read answers, and every change is
/// refused in one line that says why (the disk is full, the library is read-only), exit 74, the
/// file as it was.
@Suite(.serialized, .enabled(if: getuid() == 0, "mounts a read-only bind mount and a small tmpfs, which needs root"))
struct UnwritableLibraryRunTests {
    private func mount(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "mount \(arguments)")
    }

    private func unmount(_ folder: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [folder.path]
        try? process.run()
        process.waitUntilExit()
    }

    /// `movies` with its cache in `folder` and its library at `library`, asking no API.
    private func movies(in folder: URL, library: URL) -> (MoviesProcess, [String: String]) {
        let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
        let environment = [
            "MOVIES_SOURCE": "tmdb", "MOVIES_LIBRARY": library.path,
            "MOVIES_API_URL": LibraryRunner.nowhere.absoluteString,
        ]
        return (movies, environment)
    }

    /// The commands that change a library; `archive` is an export of ours to import.
    private static func changes(importing archive: URL) -> [[String]] {
        [
            ["watchlist", "add", "100013", "--offline"], ["watchlist", "remove", "100010"],
            ["watched", "100001", "--offline"], ["rate", "100001", "8", "--offline"], ["import", "json", archive.path],
        ]
    }

    /// Runs every change, each of which must be refused in one line containing `says`, the
    /// library's file as it was; then checks that the watchlist, ratings and your lists still read.
    private func expectChangesRefused(
        saying says: String, movies: MoviesProcess, environment: [String: String], library: URL, archive: URL
    ) async throws {
        let before = try Data(contentsOf: library)
        for command in Self.changes(importing: archive) {
            let refused = try await movies.run(command, environment: environment)
            #expect(refused.status == 74, "\(command): \(refused)")
            #expect(refused.error.split(separator: "\n").count == 1, "\(command): \(refused.error)")
            #expect(
                refused.error.contains(says) && refused.error.contains(library.path), "\(command): \(refused.error)")
            #expect(try Data(contentsOf: library) == before, "\(command)")
        }
        let watchlist = try await movies.run(["watchlist", "--format", "json"], environment: environment)
        #expect(watchlist.status == 0, "\(watchlist.error)")
        #expect(LibraryJSON.ids(try LibraryJSON.entries(watchlist.output)) == [100_010])
        let ratings = try await movies.run(["ratings", "--format", "json"], environment: environment)
        #expect(ratings.status == 0, "\(ratings.error)")
        #expect(LibraryJSON.ids(try LibraryJSON.entries(ratings.output)) == [100_020])
        let lists = try await movies.run(["list"], environment: environment)
        #expect(lists.status == 0 && lists.output.contains("Keep"), "\(lists)")
        let list = try await movies.run(["list", "show", "Keep", "--format", "json"], environment: environment)
        #expect(list.status == 0 && list.output.contains("100010"), "\(list)")
        let exported = try await movies.run(["list", "export", "Keep"], environment: environment)
        #expect(exported.status == 0 && exported.output.contains("100010"), "\(exported)")
    }

    /// Makes a library at `library` holding film 100010 on the watchlist and film 100020 rated.
    private func fill(_ library: URL, movies: MoviesProcess, environment: [String: String]) async throws {
        #expect(
            try await movies.run(["watchlist", "add", "100010", "--offline"], environment: environment).status == 0)
        #expect(try await movies.run(["rate", "100020", "7", "--offline"], environment: environment).status == 0)
        #expect(try await movies.run(["list", "create", "Keep"], environment: environment).status == 0)
        let added = try await movies.run(["list", "add", "Keep", "100010", "--offline"], environment: environment)
        #expect(added.status == 0, "\(added)")
    }

    /// An export of ours holding one film on the watchlist, in `folder`.
    private func archive(in folder: URL) throws -> URL {
        var archive = LibraryArchive()
        let film = LibraryFilm(source: .tmdb, id: 100_050, title: "Imported", year: 2016)
        archive.watchlist.append(.init(WatchlistEntry(film: film, added: Date(timeIntervalSince1970: 1_767_225_600))))
        let file = folder.appendingPathComponent("films.json")
        try LibraryArchive.encoded(archive).write(to: file)
        return file
    }

    @Test func aLibraryOnAFullDiskIsNotChangedAndSaysTheDiskIsFull() async throws {
        try await withTemporaryFolder { folder in
            let disk = folder.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
            try mount(["-t", "tmpfs", "-o", "size=512k", "tmpfs", disk.path])
            defer { unmount(disk) }
            let library = disk.appendingPathComponent("library.sqlite")
            let (movies, environment) = movies(in: folder, library: library)
            try await fill(library, movies: movies, environment: environment)
            let fillerPath = disk.path + "/filler"
            #expect(FileManager.default.createFile(atPath: fillerPath, contents: nil))
            let filler = try #require(FileHandle(forWritingAtPath: fillerPath))
            while (try? filler.write(contentsOf: Data(count: 4096))) != nil {}
            try? filler.close()

            try await expectChangesRefused(
                saying: "is full", movies: movies, environment: environment, library: library,
                archive: try archive(in: folder))

            // With room again, the change is made.
            try FileManager.default.removeItem(atPath: fillerPath)
            #expect(
                try await movies.run(["watchlist", "add", "100013", "--offline"], environment: environment).status == 0)
            #expect(try LibraryRows(of: library).integrity == "ok")
        }
    }

    @Test func aLibraryOnAReadOnlyMountIsNotChangedAndSaysItIsReadOnly() async throws {
        try await withTemporaryFolder { folder in
            let writable = folder.appendingPathComponent("films")
            try FileManager.default.createDirectory(at: writable, withIntermediateDirectories: false)
            let (maker, makerEnvironment) = movies(
                in: folder, library: writable.appendingPathComponent("library.sqlite"))
            try await fill(
                writable.appendingPathComponent("library.sqlite"), movies: maker, environment: makerEnvironment)
            let view = folder.appendingPathComponent("view")
            try FileManager.default.createDirectory(at: view, withIntermediateDirectories: false)
            try mount(["--bind", writable.path, view.path])
            defer { unmount(view) }
            try mount(["-o", "remount,ro,bind", view.path])
            let library = view.appendingPathComponent("library.sqlite")
            let (movies, environment) = movies(in: folder, library: library)

            try await expectChangesRefused(
                saying: "read-only", movies: movies, environment: environment, library: library,
                archive: try archive(in: folder))

            // No library can be made there either.
            var elsewhere = environment
            elsewhere["MOVIES_LIBRARY"] = view.appendingPathComponent("new.sqlite").path
            let refused = try await movies.run(["watchlist", "add", "100013", "--offline"], environment: elsewhere)
            #expect(refused.status == 74, "\(refused)")
            #expect(refused.error.split(separator: "\n").last?.contains("read-only") == true, "\(refused.error)")
        }
    }
}
