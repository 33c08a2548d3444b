import Foundation
import MovieKitTestSupport
import Testing

@testable import movies

/// The command line is assembled in one place: `Wiring/` (``MoviesContext``) and `Movies.swift`
/// build the services, the console and read the settings; every command receives them.
struct CompositionRootTests {
    /// What assembles the application: a service stack, a console, the settings, options parsed
    /// again to reach a service.
    private static let assembling = [
        "ServiceStack.make(", "Console.standard()", "settingsForCommand()", "GlobalOptions.parse(",
    ]

    /// What decides which changes reach a linked account: ``LinkedLibraryEditor``'s, in MovieKit.
    private static let tellingTheAccount = ["AccountChangeSender", "AccountSending"]

    @Test func noFileOutsideTheCompositionRootBuildsServicesAConsoleOrReadsTheSettings() throws {
        #expect(
            try Self.places(naming: Self.assembling, outside: ["Wiring/", "Movies.swift", "Output/Console.swift"]) == []
        )
    }

    @Test func noFileOfTheCommandLineDecidesWhatALinkedAccountIsTold() throws {
        #expect(try Self.places(naming: Self.tellingTheAccount, outside: []) == [])
    }

    /// The lines of the command line's files (but those under or named `outside`) that name one
    /// of `names`, outside comments, as `file:line: code`.
    private static func places(naming names: [String], outside: [String]) throws -> [String] {
        let folder = packageRoot.appendingPathComponent("Sources/movies", isDirectory: true)
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var found: [String] = []
        var read = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            let path = String(file.path.dropFirst(folder.path.count + 1))
            guard !outside.contains(where: path.hasPrefix) else { continue }
            read += 1
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let code = String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line)
                if names.contains(where: code.contains) {
                    found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(read > 100, "the command line's files were not found under \(folder.path)")
        return found
    }
}
