import Foundation
import MovieKitTestSupport
import Testing

/// The code of the command line's files (`Sources/movies`), comments cut: what the tests that
/// hold its structure (which file may do what) read.
enum CommandLineCode {
    /// The lines of the command line's files but those whose paths (below `Sources/movies/`) start
    /// with one of `outside`, that `matches` takes, as `file:line: code`.
    static func places(outside: [String], where matches: (String) -> Bool) throws -> [String] {
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
                if matches(code) {
                    found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(read > 100, "the command line's files were not found under \(folder.path)")
        return found
    }
}
