import Foundation
import MovieAPIServer
import MovieKit

/// Runs `body` against `movies-api` serving the dataset files of `folder` (by default the
/// repository's `api-fixtures/imdb/`) as IMDb's dataset host, started in this process on a free
/// loopback port, every file's `Last-Modified` `lastModified` when given, misbehaving as `faults`
/// says; stops it afterwards, even when `body` throws.
public func withIMDbDatasetHost(
    folder: URL = imdbFixturesFolder, lastModified: Date? = nil, faults: ServerFaults = ServerFaults(),
    _ body: (RunningMovieAPIServer) async throws -> Void
) async throws {
    try await startIMDbDatasetHost(folder: folder, lastModified: lastModified, faults: faults).stopping(after: body)
}

/// Starts `movies-api` as IMDb's dataset host on `folder` in this process (see
/// ``withIMDbDatasetHost(folder:lastModified:faults:_:)``); the caller stops it.
public func startIMDbDatasetHost(
    folder: URL = imdbFixturesFolder, lastModified: Date? = nil, faults: ServerFaults = ServerFaults()
) async throws -> RunningMovieAPIServer {
    var configuration = MovieAPIServer.Configuration(
        host: "127.0.0.1", port: 0, imdb: try IMDbDatasetHostSettings(folder: folder, lastModified: lastModified))
    configuration.faults = faults
    return try await MovieAPIServer(configuration: configuration).start()
}

/// Copies the five dataset files of `source` (by default `api-fixtures/imdb/`) into `folder`,
/// created if need be, for a test that changes what the host serves.
public func copyIMDbDatasets(from source: URL = imdbFixturesFolder, to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for dataset in IMDbDataset.allCases {
        let target = folder.appendingPathComponent(dataset.fileName)
        if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
        try FileManager.default.copyItem(at: source.appendingPathComponent(dataset.fileName), to: target)
    }
}
