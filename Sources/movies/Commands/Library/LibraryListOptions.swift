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

    /// Your `source`'s entries of `list` (none when there is no library yet): browsed
    /// full-screen with `-i` (their films, under its heading), else printed. Either way, notes
    /// on stderr the entries of other sources' films, which `--source` shows.
    func show(_ list: LibraryList, _ interactive: InteractiveOption, in context: MoviesContext) async throws {
        let console = context.console
        guard interactive.interactive else {
            let renderer = LibraryRenderer(format: format, style: console.outputStyle)
            return try read(list, console: console) { console.print($0.rendered(renderer)) }
        }
        try await interactive.browse(
            yours: { () throws(CommandFailure) in try read(list, console: console) { $0.films } },
            heading: list.rawValue, source: source, offline: offline, context: context)
    }

    /// What `use` makes of `source`'s entries of `list`; then the note on other sources' entries,
    /// on `console`.
    private func read<Used>(
        _ list: LibraryList, console: Console,
        _ use: ((films: [LibraryFilm], rendered: (LibraryRenderer) -> String)) -> Used
    ) throws(CommandFailure) -> Used {
        let library = try YourLibrary.openForReading()
        do throws(LibraryError) {
            let used = use(try list.entries(in: library, of: source))
            if let library { try noteOtherSources(list.counted, in: library, console: console) }
            return used
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Notes how many of `what` the library holds of other sources' films than `source`.
    private func noteOtherSources(
        _ what: KeyPath<LibraryCounts, Int>, in library: FilmLibrary, console: Console
    ) throws(LibraryError) {
        // Counted only when another source's films are there: counting is a scan, and the
        // common library holds one source's films.
        let others = try library.otherSources(than: source)
        let counts = others.isEmpty ? [:] : try library.counts()
        for other in others {
            guard let counts = counts[other], counts[keyPath: what] > 0 else { continue }
            console.note("and \(counts[keyPath: what]) of \(other.described.name)'s films: --source \(other.rawValue)")
        }
    }
}
