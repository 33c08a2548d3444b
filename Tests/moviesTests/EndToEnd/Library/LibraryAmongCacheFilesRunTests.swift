import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// A library placed among the cache's files (`MOVIES_LIBRARY` inside `movies-imdb/`, or named as
/// a file of the cache's) is never deleted, replaced or moved by what clears, syncs or resets the
/// cache: those commands and the library's own refuse it in one line, exit 74 (issue 41).
@Suite(.serialized)
struct LibraryAmongCacheFilesRunTests {
    /// Where the library is put, relative to the cache's folder, and the command that would
    /// remove, replace or move a file there.
    static let cases: [(place: String, command: [String])] = [
        ("movies-imdb/downloads/my-films.sqlite", ["cache", "clear", "--yes"]),
        ("movies-imdb/downloads/my-films.sqlite", ["cache", "clear", "--source", "imdb", "--yes"]),
        ("movies-imdb/datasets.sqlite", ["cache", "clear", "--source", "imdb", "--yes"]),
        ("movies-imdb/datasets.sqlite.importing", ["sync", "--source", "imdb", "--from", imdbFixturesFolder.path]),
        ("movies-imdb/datasets.sqlite", ["sync", "--source", "imdb", "--from", imdbFixturesFolder.path]),
        ("movies-imdb/downloads/title.ratings.tsv.gz.part", ["sync", "--source", "imdb", "--api-url"]),
        ("movies.sqlite-wal", ["cache", "reset"]),
        ("movies.sqlite-journal", ["cache", "reset"]),
    ]

    /// A cache with IMDb's fixture files downloaded and imported, and a library of one film
    /// made in its usual place and moved to `place` in the cache's folder; `body` gets the runner,
    /// the library's file and the dataset host's address.
    private func withLibrary(
        at place: String, _ body: (MoviesProcess, URL, String) async throws -> Void
    ) async throws {
        try await withIMDbDatasetHost(lastModified: Date(timeIntervalSince1970: 1_795_000_000)) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let api = server.baseURL.absoluteString
                let synced = try await movies.run(["sync", "--source", "imdb", "--api-url", api])
                #expect(synced.status == 0, "\(synced.error)")
                #expect(try await movies.run(["top-grossing", "2016"]).status == 0)
                #expect(try await movies.run(["watchlist", "add", "1"]).status == 0)
                let library = folder.appendingPathComponent(place)
                try FileManager.default.createDirectory(
                    at: library.deletingLastPathComponent(), withIntermediateDirectories: true)
                // In place of the cache's own file of that name, when there is one.
                try? FileManager.default.removeItem(at: library)
                try FileManager.default.moveItem(at: movies.libraryFile, to: library)
                try await body(movies, library, api)
            }
        }
    }

    /// Whether `error` is the one line that refuses the library at `library`.
    private static func refuses(_ library: URL, in error: String) -> Bool {
        error.hasPrefix("error: your library at \(library.path) is among the cache's files")
            && error.contains("set MOVIES_LIBRARY to a file elsewhere") && error.split(separator: "\n").count == 1
    }

    @Test(arguments: cases)
    func theCacheCommandsRefuseALibraryAmongTheirFilesAndLeaveIt(place: String, command: [String]) async throws {
        try await withLibrary(at: place) { movies, library, api in
            let before = try Data(contentsOf: library)
            let arguments = command.last == "--api-url" ? command + [api] : command
            let run = try await movies.run(arguments, environment: ["MOVIES_LIBRARY": library.path])
            #expect(run.status == 74, "\(arguments): \(run.error)")
            #expect(Self.refuses(library, in: run.error), "\(run.error)")
            #expect(try Data(contentsOf: library) == before, "\(place) changed by \(arguments)")
        }
    }

    @Test(arguments: [["watchlist", "add", "2"], ["watchlist"], ["library"], ["export", "json"]])
    func theLibraryCommandsRefuseALibraryAmongTheCacheFiles(command: [String]) async throws {
        try await withLibrary(at: "movies-imdb/downloads/my-films.sqlite") { movies, library, _ in
            let before = try Data(contentsOf: library)
            let run = try await movies.run(command, environment: ["MOVIES_LIBRARY": library.path])
            #expect(run.status == 74, "\(command): \(run.error)")
            #expect(Self.refuses(library, in: run.error), "\(run.error)")
            #expect(try Data(contentsOf: library) == before)
        }
    }

    @Test func aListSaysWhyItMarksNothingAndAnswers() async throws {
        try await withLibrary(at: "movies-imdb/downloads/my-films.sqlite") { movies, library, _ in
            let run = try await movies.run(["top-grossing", "2016"], environment: ["MOVIES_LIBRARY": library.path])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.error.hasPrefix("warning: your library at \(library.path) is among the cache's files"))
        }
    }

    @Test func aNewLibraryIsNotMadeAmongTheCacheFiles() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let library = folder.appendingPathComponent("movies-imdb/my-films.sqlite")
            let run = try await movies.run(["watchlist", "add", "1"], environment: ["MOVIES_LIBRARY": library.path])
            #expect(run.status == 74, "\(run.error)")
            #expect(Self.refuses(library, in: run.error), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: library.path))
        }
    }

    @Test func clearingIMDbRemovesOnlyTheFilesItMade() async throws {
        try await withLibrary(at: "movies-imdb/downloads/my-films.sqlite") { movies, library, _ in
            let before = try Data(contentsOf: library)
            let downloads = library.deletingLastPathComponent()
            // The library is where it belongs; a file of its own is left in the folder.
            let run = try await movies.run(["cache", "clear", "--source", "imdb", "--yes"])
            #expect(run.status == 0, "\(run.error)")
            #expect(try Data(contentsOf: library) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: downloads.path) == ["my-films.sqlite"])
        }
    }
}
