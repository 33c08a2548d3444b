import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `movies poster --output`, against `movies-api --dialect tmdb`'s image host: a file is written
/// atomically (through a link, not over it), a device or a FIFO is written to and never replaced,
/// `-` is stdout, and neither a folder nor movies' own cache is ever written over.
@Suite(.serialized)
struct PosterOutputRunTests {
    private static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    /// Runs `body` with a run of `poster 100001 --output PATH` against a server, on one cache.
    private func withPoster(
        _ body: (_ folder: URL, _ cache: URL, _ api: [String], _ poster: (String) async throws -> MoviesRun)
            async throws -> Void
    ) async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let movies = MoviesProcess(cache: cache)
                let api = ["--source", "tmdb", "--api-url", server.baseURL.absoluteString]
                try await body(folder, cache, api) { output in
                    try await movies.run(
                        ["poster", "100001", "--output", output] + api, environment: Self.keyEnvironment)
                }
            }
        }
    }

    private static func isJPEG(_ data: Data) -> Bool {
        data.count > 100 && data.prefix(2) == Data([0xFF, 0xD8])
    }

    @Test func writesANewFileReplacesAPlainOneAndWritesThroughALink() async throws {
        try await withPoster { folder, _, _, poster in
            let new = folder.appendingPathComponent("new.jpg")
            #expect(try await poster(new.path).status == 0)
            #expect(Self.isJPEG(try Data(contentsOf: new)))

            let old = folder.appendingPathComponent("old.jpg")
            try Data("old".utf8).write(to: old)
            #expect(try await poster(old.path).status == 0)
            #expect(Self.isJPEG(try Data(contentsOf: old)))

            let target = folder.appendingPathComponent("target.jpg"), link = folder.appendingPathComponent("link.jpg")
            try Data("old".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            #expect(try await poster(link.path).status == 0)
            #expect(Self.isJPEG(try Data(contentsOf: target)))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        }
    }

    @Test func writesToADeviceWithoutReplacingIt() async throws {
        try await withPoster { _, _, _, poster in
            let null = try await poster("/dev/null")
            #expect(null.status == 0, "\(null.error)")
            #expect(PathEntry("/dev/null") == .other("a device"))
            let full = try await poster("/dev/full")
            #expect(full.status == 73)
            #expect(full.error == "error: could not write /dev/full: No space left on device\n")
            #expect(PathEntry("/dev/full") == .other("a device"))
        }
    }

    @Test func writesToAFIFOAsAStream() async throws {
        try await withPoster { folder, _, _, poster in
            let fifo = folder.appendingPathComponent("fifo")
            #expect(mkfifo(fifo.path, 0o644) == 0)
            let read = Task.detached { FileHandle(forReadingAtPath: fifo.path)?.readDataToEndOfFile() ?? Data() }
            let run = try await poster(fifo.path)
            #expect(run.status == 0, "\(run.error)")
            #expect(Self.isJPEG(await read.value))
            #expect(PathEntry(fifo.path) == .other("a FIFO"))
        }
    }

    @Test func writesToStandardOutputForADash() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                // The JPEG's first bytes, as hex: the run's output is read as text.
                movies.prefix = ["bash", "-c", "\"$0\" \"$@\" | od -An -tx1 -N2; exit ${PIPESTATUS[0]}"]
                let run = try await movies.run(
                    [
                        "poster", "100001", "--output", "-", "--source", "tmdb", "--api-url",
                        server.baseURL.absoluteString,
                    ],
                    environment: Self.keyEnvironment)
                #expect(run.status == 0, "\(run.error)")
                #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == "ff d8")
            }
        }
    }

    @Test func neverWritesOverACacheOrAFolder() async throws {
        try await withPoster { folder, cache, api, poster in
            #expect(try await poster(folder.appendingPathComponent("first.jpg").path).status == 0)
            let movies = MoviesProcess(cache: cache)
            let before = try await movies.run(["show", "100001", "--offline", "--format", "json"] + api)
            #expect(before.status == 0)
            for path in [cache.path, cache.path + "-wal", folder.path]
            where FileManager.default.fileExists(atPath: path) {
                let run = try await poster(path)
                #expect(run.status == 73, "\(path): \(run.error)")
                #expect(run.error.hasPrefix("error: could not write \(path): "), "\(run.error)")
                #expect(run.error.split(separator: "\n").count == 1)
            }
            let after = try await movies.run(["show", "100001", "--offline", "--format", "json"] + api)
            #expect(after.status == 0 && after.output == before.output, "\(after.error)")
        }
    }
}
