import ArgumentParser
import Foundation
import MovieKit

/// The options of the commands that list your films: whose films (`--source`) and how to print.
/// They read your library alone, never the network or the cache.
struct LibraryListOptions: ParsableArguments {
    @OptionGroup var sourceOption: SourceOption

    @Option(help: "How to print the list.")
    var format: OutputFormat = GlobalOptions.defaultFormat

    @Flag(help: "Accepted so that every command takes it: your lists are always read offline.")
    var offline = false

    var source: MovieSource { sourceOption.value }

    /// Prints `render(library)` of the library, or of an empty one when there is none yet, and
    /// notes on stderr the entries of other sources' films, which `--source` shows.
    func print(
        _ what: KeyPath<LibraryCounts, Int>, console: Console,
        render: (FilmLibrary?) throws(LibraryError) -> String
    ) throws(CommandFailure) {
        let library = try YourLibrary.openIfPresent()
        do {
            console.print(try render(library))
            guard let library else { return }
            for (other, counts) in try library.counts().sorted(by: { $0.key.rawValue < $1.key.rawValue })
            where other != source && counts[keyPath: what] > 0 {
                console.note("and \(counts[keyPath: what]) of \(other.displayName)'s films: --source \(other.rawValue)")
            }
        } catch {
            throw CommandFailure(error)
        }
    }
}
