import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Writes a list response of about the given size, as the API would serve it.
    struct ListJSON: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list-json", abstract: "Print a top-grossing list response of about N megabytes.")

        @Option(help: "The size to reach, in megabytes.") var megabytes: Int

        func run() throws {
            // About 330 bytes a movie in the API's indented JSON.
            let count = megabytes * 1_000_000 / 330
            let data = try APICoding.makeEncoder().encode(SyntheticMovies.list(count: count, year: 2016))
            FileHandle.standardOutput.write(data)
        }
    }
}
