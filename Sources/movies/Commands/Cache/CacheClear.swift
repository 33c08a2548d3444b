import ArgumentParser
import Foundation
import MovieKit

extension Movies.CacheGroup {
    /// `movies cache clear`: deletes every cached answer, or one source's, in one transaction,
    /// keeping the file; it asks first on a terminal and refuses without `--yes` elsewhere, so a
    /// script never deletes by accident.
    struct Clear: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete every cached answer (or one source's), keeping the (empty) cache.",
            discussion: """
                Without --source it deletes every source's answers and IMDb's import with the \
                files downloaded for it; with --source (not $MOVIES_SOURCE) only that source's \
                (--source imdb: the import and its files; `movies sync --source imdb` makes them again). On a terminal it asks first, unless --yes. \
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

        func run(in context: MoviesContext) async throws {
            try YourLibrary.checkApart(fromCacheAt: location.url)
            let console = context.console
            let cache = location.cache(console: console)
            let source = sourceOption.source
            if source == nil || source?.described.answersFromImport == true {
                try clearIMDb(console: console)
            }
            guard source?.described.answersFromImport != true else { return }
            guard cache.exists else {
                console.note("no cache at \(cache.url.path); nothing to clear")
                return
            }
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

        /// Throws away IMDb's import and the files downloaded for it, asking first as for the cache.
        private func clearIMDb(console: Console) throws {
            let folder = IMDbFolder(cacheURL: location.url)
            let bytes = folder.sizeOnDisk
            guard bytes > 0 else { return }
            if !yes {
                console.prompt(
                    "Delete IMDb's import and downloaded files (\(CacheInfoFacts.size(bytes))) from \(folder.url.path)? [y/N] "
                )
                guard readLine().map({ ["y", "yes"].contains($0.lowercased()) }) ?? false else {
                    console.note("IMDb's import kept")
                    return
                }
            }
            do {
                let facts = try folder.clear()
                let films = facts.map { " (\(Formatting.grouped(UInt($0.films))) films)" } ?? ""
                console.note(
                    "cleared IMDb's import\(films) and its files, \(CacheInfoFacts.size(bytes)), from \(folder.url.path)"
                )
            } catch {
                throw CommandFailure(error.description, status: .cacheFailure)
            }
        }
    }
}
