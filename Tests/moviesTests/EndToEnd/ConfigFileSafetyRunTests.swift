import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The config file under stress, end to end: many `movies config set` at once each keep their
/// key, a file far too large is refused without being read whole, and a link in the file's
/// place stays a link.
struct ConfigFileSafetyRunTests {
    private func configFile(of movies: MoviesProcess) -> URL {
        movies.configFolder.appendingPathComponent("movies/config")
    }

    @Test func twoConfigSetsStartedTogetherEachKeepTheirKey() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = configFile(of: movies)
            let regions = ["FR", "DE", "IT", "ES", "NL"]
            var lost: [String] = []
            for round in 0..<30 {
                try? FileManager.default.removeItem(at: file)
                let region = regions[round % regions.count]
                let processes = [
                    try movies.launch(["config", "set", "services", "mubi \(round)"]),
                    try movies.launch(["config", "set", "region", region]),
                ]
                for process in processes {
                    await process.exit()
                    #expect(process.terminationStatus == 0, "round \(round)")
                }
                let settings = try ConfigFile(path: file.path).read()
                if settings.services?.value.names != ["mubi \(round)"] || settings.region?.value != region {
                    lost.append("round \(round): \(try String(contentsOf: file, encoding: .utf8))")
                }
            }
            #expect(lost.isEmpty, "\(lost.count) of 30 rounds lost a key: \(lost.first ?? "")")
        }
    }

    /// A file of `size` bytes of comments that then sets the region: a file a person could not
    /// have meant, which still reads.
    private func writeLargeConfig(size: Int, to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let setting = "region = DE\n"
        let comment = "# " + String(repeating: "x", count: 61) + "\n"
        var text = String(repeating: comment, count: (size - setting.utf8.count) / comment.utf8.count)
        text += String(repeating: "\n", count: size - setting.utf8.count - text.utf8.count) + setting
        try Data(text.utf8).write(to: file)
    }

    @Test(arguments: [
        ["show", "1"], ["discover", "--year", "2016"], ["pick"], ["config"], ["config", "get", "region"],
        ["config", "set", "region", "fr"], ["config", "unset", "region"],
    ])
    func aConfigFileOver64KBEndsEachCommandThatUsesItWithExit78(arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = configFile(of: movies)
            if arguments == ["pick"] {
                // pick reads the settings only once there is a watchlist to pick from.
                try #require(try await movies.run(["watchlist", "add", "1"]).status == 0)
            }
            try writeLargeConfig(size: 64 * 1024 + 1, to: file)
            let before = try Data(contentsOf: file)
            let run = try await movies.run(arguments)
            #expect(run.status == 78, "\(run.error)")
            #expect(
                run.error
                    == "error: the config file \(file.path) is over 64 KB; a config file holds a few settings: keep them and remove the rest\n"
            )
            #expect(run.output.isEmpty)
            #expect(try Data(contentsOf: file) == before)
        }
    }

    @Test func aConfigFileOf64KBStillReads() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            try writeLargeConfig(size: 64 * 1024, to: configFile(of: movies))
            let run = try await movies.run(["config", "get", "region"])
            #expect(run.status == 0 && run.output == "DE\n", "\(run.error)")
        }
    }

    /// A command that takes no setting never reads the config file, so a broken one (too large
    /// here) does not stop it: the README's promise that the file stops `show`, `discover`,
    /// `pick` and `movies config`, the commands that use it, and no other.
    @Test(arguments: [["config", "path"], ["cache", "path"], ["library", "path"], ["years"], ["watchlist"]])
    func aCommandThatTakesNoSettingIgnoresAConfigFileOver64KB(arguments: [String]) async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            try writeLargeConfig(size: 1024 * 1024, to: configFile(of: movies))
            let run = try await movies.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.error)")
            #expect(!run.error.contains("config"), "\(run.error)")
        }
    }

    /// A file of 4 GiB (a hole, taking no room) read with 1 GiB of address space: reading it whole
    /// could not fit, reading 64 KB and one byte of it does.
    @Test func aConfigFileIsRefusedWithoutReadingItWhole() async throws {
        try await withTemporaryFolder { folder in
            var movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = configFile(of: movies)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let handle = try FileHandle(forWritingTo: file.creatingEmptyFile())
            try handle.truncate(atOffset: 4 << 30)
            try handle.close()
            movies.prefix = ["sh", "-c", "ulimit -v 1048576 && exec \"$0\" \"$@\""]
            let run = try await movies.run(["config", "get", "region"])
            #expect(run.status == 78, "\(run.error)")
            #expect(run.error.hasPrefix("error: the config file \(file.path) is over 64 KB"), "\(run.error)")
        }
    }

    @Test func configSetFollowsADanglingLinkCreatingItsTarget() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = configFile(of: movies)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let target = folder.appendingPathComponent("dotfiles/movies-config")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: file.path, withDestinationPath: "../../dotfiles/movies-config")

            let run = try await movies.run(["config", "set", "region", "de"])
            #expect(run.status == 0, "\(run.error)")
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "../../dotfiles/movies-config")
            #expect(try String(contentsOf: target, encoding: .utf8).hasSuffix("\nregion = DE\n"))
            #expect(try await movies.run(["config", "get", "region"]).output == "DE\n")
            for written in [file.deletingLastPathComponent(), target.deletingLastPathComponent()] {
                let names = try FileManager.default.contentsOfDirectory(atPath: written.path)
                #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
            }
        }
    }

    @Test func configSetAndUnsetWriteThroughALinkToAFileKeepingTheLink() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let file = configFile(of: movies)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let target = folder.appendingPathComponent("movies-config")
            try Data("# mine\nregion = DE\n".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target.path)

            #expect(try await movies.run(["config", "set", "services", "mubi"]).status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == target.path)
            #expect(try String(contentsOf: target, encoding: .utf8) == "# mine\nregion = DE\nservices = mubi\n")
            #expect(try await movies.run(["config", "unset", "region"]).status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == target.path)
            #expect(try String(contentsOf: target, encoding: .utf8) == "# mine\nservices = mubi\n")
        }
    }
}

extension URL {
    /// Creates an empty file here and returns this URL.
    fileprivate func creatingEmptyFile() throws -> URL {
        try Data().write(to: self)
        return self
    }
}
