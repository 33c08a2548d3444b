import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// What a person reads first, from the built binary: the help names every source of the source
/// table wherever it lists sources, each default is said once, and every error line starts
/// `error:` (ArgumentParser's as well as ours).
struct TruthfulHelpRunTests {
    /// The sources' command-line names from the table, as help and errors list them: "demo,
    /// tmdb or imdb".
    private static var names: String {
        let names = MovieSourceDescription.all.map(\.commandLineName)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// `movies arguments` on a cache of its own, at 80 columns.
    private func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> MoviesRun {
        try await withTemporaryFolder { folder in
            try await MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite")).run(
                arguments, environment: environment.merging(["COLUMNS": "80"]) { $1 })
        }
    }

    /// `text` with each run of blanks and line breaks as one space, as help wraps it.
    private static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theHelpNamesEverySourceOfTheTableWhereverItListsSources() async throws {
        let root = Self.words(try await run(["--help"]).output)
        let environment = Self.words(try await run(["help", "environment"]).output)
        #expect(environment.contains("MOVIES_SOURCE \(Self.names), when --source is not given"), "\(root)")
        #expect(!root.contains("Two sources"))
        let list = Self.words(try await run(["top-rated", "--help"]).output)
        let login = Self.words(try await run(["login", "--help"]).output)
        for source in MovieSourceDescription.all {
            let name = source.commandLineName
            #expect(root.contains("\(name) (\(source.summary); ratings 0–\(Int(source.ratingScale))"), "\(name)")
            #expect(list.contains("\(name) (\(source.summary)"), "--source names no \(name): \(list)")
            #expect(list.contains("(--source \(name)"), "--api-url says nothing of \(name): \(list)")
            #expect(login.contains(name), "login's help names no \(name): \(login)")
        }
    }

    @Test func aSourceTheTableLacksIsRefusedNamingEverySource() async throws {
        let variable = try await run(["top-rated", "2016"], environment: ["MOVIES_SOURCE": "netflix"])
        #expect(variable.status == 64)
        #expect(
            variable.error.hasPrefix("error: MOVIES_SOURCE must be \(Self.names), got \"netflix\"\n"),
            "\(variable.error)")
        let option = try await run(["top-rated", "2016", "--source", "netflix"])
        #expect(option.status == 64)
        for source in MovieSourceDescription.all {
            #expect(option.error.contains("'\(source.commandLineName)'"), "\(option.error)")
        }
    }

    @Test(arguments: [
        ["top-rated", "2016", "--sorce", "tmdb"], ["top-rated", "2016", "--source", "netflix"],
        ["top-rated", "2016", "--limit", "0"], ["top-rated", "2016", "--limit", "many"], ["show", "0"],
        ["show", "999999", "--offline"], ["login", "demo"], ["cache", "path", "--source", "tmdb"],
    ])
    func everyErrorStartsWithALowercaseErrorAsGitsDo(arguments: [String]) async throws {
        let failed = try await run(arguments)
        #expect(failed.status != 0)
        #expect(failed.error.hasPrefix("error: "), "\(failed.error)")
        #expect(!failed.error.contains("Error:"), "\(failed.error)")
        #expect(failed.output.isEmpty)
    }

    @Test func rateLimitSaysItsDefaultOnce() async throws {
        let help = try await run(["top-rated", "--help"]).output
        let start = try #require(help.range(of: "  --rate-limit <n>"))
        let entry = String(help[start.upperBound...]).components(separatedBy: "\n  -").first ?? ""
        let said = Self.words(entry)
        #expect(said.components(separatedBy: "default").count == 2, "\(said)")
        #expect(said.components(separatedBy: "\(TMDBOptionsDefault.requestsPerSecond)").count == 2, "\(said)")
    }
}

/// `--rate-limit`'s default as MovieKit states it.
private enum TMDBOptionsDefault {
    static let requestsPerSecond = Int(TMDBMovieService.defaultRequestsPerSecond)
}
