import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

/// `--output`, of every command, never writes over a file of movies' own (issue 57, item 2):
/// exit 73, one line, the file as it was.
struct OutputFileTests {
    /// movies' folders under `folder`, as `$XDG_…_HOME` name them.
    private static func environment(in folder: URL) -> [String: String] {
        [
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        ]
    }

    static let ownFiles = [
        "state/movies/tmdb-session", "state/movies/token-https_api.themoviedb.org_443", "config/movies/tmdb-credential",
        "config/movies/config", "config/movies/config.lock", "data/movies/library.sqlite", "cache/movies.sqlite",
    ]

    @Test(arguments: ownFiles)
    func aFileOfMoviesOwnIsNeverWrittenOver(_ name: String) async throws {
        try await withTemporaryFolder { folder in
            let own = MoviesOwnFiles(
                cache: folder.appendingPathComponent("cache/movies.sqlite"), environment: Self.environment(in: folder))
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("secret".utf8).write(to: file)
            let link = folder.appendingPathComponent("elsewhere.html")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
            for path in [file.path, link.path] {
                let failure = #expect(throws: CommandFailure.self) {
                    try OutputFile(path: path, protected: own).write(Data("page".utf8))
                }
                #expect(failure?.status == .cantCreate)
                #expect(failure?.message.contains("movies' own") == true, "\(String(describing: failure))")
            }
            #expect(try Data(contentsOf: file) == Data("secret".utf8))
        }
    }

    @Test func aNewFileInMoviesStateFolderIsRefusedAndOneElsewhereWritten() async throws {
        try await withTemporaryFolder { folder in
            let own = MoviesOwnFiles(
                cache: folder.appendingPathComponent("cache/movies.sqlite"), environment: Self.environment(in: folder))
            let state = folder.appendingPathComponent("state/movies")
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            let inState = state.appendingPathComponent("token-new")
            #expect(throws: CommandFailure.self) {
                try OutputFile(path: inState.path, protected: own).write(Data("page".utf8))
            }
            #expect(!FileManager.default.fileExists(atPath: inState.path))
            let page = folder.appendingPathComponent("stats.html")
            try OutputFile(path: page.path, protected: own).write(Data("page".utf8))
            #expect(try Data(contentsOf: page) == Data("page".utf8))
        }
    }
}
