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
            let cache = location.cache(console: console)
            guard cache.exists else {
                console.note("no cache at \(cache.url.path); nothing to clear")
                return
            }
            let source = sourceOption.source
            var what = ""
            let cleared = try cache.clear(source) { statistics in
                let counts = source.flatMap { statistics.bySource[$0] } ?? statistics.total
                what = "\(counts.movies) movies and \(counts.lists) lists" + (source.map { " of \($0.rawValue)" } ?? "")
                guard !yes else { return true }
                console.prompt("Delete \(what) from \(cache.url.path)? [y/N] ")
                return readLine().map { ["y", "yes"].contains($0.lowercased()) } ?? false
            }
            console.note(cleared ? "cleared \(what) from \(cache.url.path)" : "nothing deleted")
        }
    }
}
