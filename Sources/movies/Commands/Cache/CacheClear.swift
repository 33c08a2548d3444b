import ArgumentParser
import Foundation
import MovieKit

extension Movies.CacheGroup {
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete every cached answer, keeping the (empty) cache.",
            discussion: """
                On a terminal it asks first, unless --yes. Off a terminal (a script, a pipe) it \
                refuses without --yes, with exit status 64, so nothing is deleted by accident.

                Example:
                  movies cache clear --yes
                """
        )

        @Flag(name: [.short, .long], help: "Clear without asking.")
        var yes = false

        @OptionGroup var location: CacheOption

        func validate() throws {
            guard yes || isatty(STDIN_FILENO) == 1 else {
                throw ValidationError("not at a terminal to ask; pass --yes to clear the cache")
            }
        }

        func run() async throws {
            let console = Console.standard()
            let url = location.url
            guard FileManager.default.fileExists(atPath: url.path) else {
                console.note("no cache at \(url.path); nothing to clear")
                return
            }
            let database = try location.openForReading(console: console)
            do {
                let statistics = try database.statistics()
                if !yes {
                    console.prompt("Delete \(statistics.movies) movies and \(statistics.lists) lists from \(url.path)? [y/N] ")
                    guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                        console.note("nothing deleted")
                        return
                    }
                }
                try database.clear()
                console.note("cleared \(statistics.movies) movies and \(statistics.lists) lists from \(url.path)")
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}
