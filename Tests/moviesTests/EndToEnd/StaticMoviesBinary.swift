import Foundation

/// `movies` linked fully static as `make build` ships it (`-static-executable`: glibc inside, no
/// dynamic loader), from the objects of the build under test. Only such a binary can crash
/// where a static glibc does, in `getpwuid` for a user not in /etc/passwd; the debug build the
/// other tests run is linked dynamically. Linked once per test run, in a second or two, beside
/// the debug binary (`movies-static`), each run overwriting the last.
enum StaticMoviesBinary {
    struct LinkFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The static binary, or why it could not be linked.
    static let linked: Result<URL, LinkFailure> = link()

    /// The Makefile's `STATIC_LINK`, plus the static Foundation libraries a release build with
    /// `--static-swift-stdlib` names by itself and a debug build does not.
    private static func link() -> Result<URL, LinkFailure> {
        let folder = MoviesProcess.binary.deletingLastPathComponent()
        let objects = folder.appendingPathComponent("movies.product/Objects.LinkFileList")
        let output = folder.appendingPathComponent("movies-static")
        let libraries = [
            "Foundation", "CoreFoundation", "FoundationInternationalization", "FoundationEssentials", "_FoundationICU",
            "_FoundationCollections", "_FoundationCShims", "swiftSynchronization", "swiftDispatch", "dispatch",
            "BlocksRuntime", "swift_StringProcessing", "swift_RegexParser", "stdc++",
        ]
        do {
            let swiftc = Process()
            swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            swiftc.arguments =
                [
                    "swiftc", "-static-executable", "-emit-executable", "-module-name", "movies", "-o", output.path,
                    "-L", folder.path, "@\(objects.path)", "-Xlinker", "--gc-sections",
                    "-Xlinker", "--defsym", "-Xlinker", "main=movies_main", "-Xlinker", "--start-group",
                ] + libraries.map { "-l\($0)" } + ["-Xlinker", "--end-group"]
            let errors = Pipe()
            swiftc.standardOutput = FileHandle.nullDevice
            swiftc.standardError = errors
            try swiftc.run()
            let said = errors.fileHandleForReading.readDataToEndOfFile()
            swiftc.waitUntilExit()
            guard swiftc.terminationStatus == 0 else {
                let lines = String(decoding: said, as: UTF8.self).split(separator: "\n")
                return .failure(
                    LinkFailure(description: "the static link failed: \(lines.suffix(3).joined(separator: "; "))"))
            }
            return .success(output)
        } catch {
            return .failure(LinkFailure(description: "the static link did not start: \(error)"))
        }
    }
}
