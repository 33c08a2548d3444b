import ArgumentParser
import Foundation
import MovieKit

extension Movies.CacheGroup {
    /// `movies cache clear`: deletes every cached answer, or one source's, in one transaction,
    /// keeping the file; it asks first on a terminal and refuses without `--yes` elsewhere, so a
    /// script never deletes by accident.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete every cached answer (or one source's), keeping the (empty) cache.",
            discussion: """
                Without --source it deletes every source's answers; with --source (not \
                $MOVIES_SOURCE) only that source's. On a terminal it asks first, unless --yes. \
                Off a terminal (a script, a pipe) it refuses without --yes, with exit status 64, \
                so nothing is deleted by accident.

                Examples:
                  movies cache clear --yes
                  movies cache clear --source tmdb --yes
                """
        )

        @Flag(name: [.short, .long], help: "Clear without asking.")
        var yes = false

        @OptionGroup var sourceOption: SourceOption
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
            let source = sourceOption.source
            do {
                let statistics = try database.statistics()
                let counts = source.flatMap { statistics.bySource[$0] } ?? statistics.total
                let what =
                    "\(counts.movies) movies and \(counts.lists) lists" + (source.map { " of \($0.rawValue)" } ?? "")
                if !yes {
                    console.prompt("Delete \(what) from \(url.path)? [y/N] ")
                    guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                        console.note("nothing deleted")
                        return
                    }
                }
                try database.clear(source)
                console.note("cleared \(what) from \(url.path)")
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}
