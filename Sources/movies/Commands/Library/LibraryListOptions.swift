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

    /// Your `source`'s entries that `read` reads (none when there is no library yet): browsed
    /// full-screen with `-i` (their films, under `heading`), else printed as `render` renders
    /// them. Either way, notes on stderr the entries of other sources' films, which `--source`
    /// shows.
    func show<Entry: LibraryFilmEntry>(
        _ what: KeyPath<LibraryCounts, Int>, heading: String, _ interactive: InteractiveOption,
        read: (FilmLibrary, MovieSource) throws(LibraryError) -> [Entry],
        render: (LibraryRenderer, [Entry]) -> String, in context: MoviesContext
    ) async throws {
        if interactive.interactive {
            return try await browse(interactive, what, heading: heading, context: context) {
                library, source throws(LibraryError) in
                try read(library, source).map(\.film)
            }
        }
        try list(what, read: read, render: render, console: context.console)
    }

    private func list<Entry>(
        _ what: KeyPath<LibraryCounts, Int>, read: (FilmLibrary, MovieSource) throws(LibraryError) -> [Entry],
        render: (LibraryRenderer, [Entry]) -> String, console: Console
    ) throws(CommandFailure) {
        let renderer = LibraryRenderer(format: format, style: console.outputStyle)
        guard let library = try YourLibrary.openForReading() else {
            console.print(render(renderer, []))
            return
        }
        do {
            console.print(render(renderer, try read(library, source)))
            try noteOtherSources(what, in: library, console: console)
        } catch {
            throw CommandFailure(error)
        }
    }

    private func browse(
        _ interactive: InteractiveOption, _ what: KeyPath<LibraryCounts, Int>, heading: String,
        context: MoviesContext, read: (FilmLibrary, MovieSource) throws(LibraryError) -> [LibraryFilm]
    ) async throws {
        try await interactive.browse(
            yours: { () throws(CommandFailure) in
                guard let library = try YourLibrary.openForReading() else { return [] }
                do throws(LibraryError) {
                    let films = try read(library, source)
                    try noteOtherSources(what, in: library, console: context.console)
                    return films
                } catch {
                    throw CommandFailure(error)
                }
            }, heading: heading, source: source, offline: offline, context: context)
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
