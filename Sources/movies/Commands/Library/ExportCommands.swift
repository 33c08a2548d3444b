import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies export letterboxd|json [--output FILE]`: your library, out.
    struct ExportGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Export your films for Letterboxd, or as JSON.",
            discussion: """
                Every source's films. Without --output, to standard output.

                Examples:
                  movies export json --output films.json
                  movies export letterboxd --output letterboxd.csv
                """,
            subcommands: [ExportLetterboxd.self, ExportJSON.self])
    }

    /// `movies export letterboxd`.
    struct ExportLetterboxd: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(
            commandName: "letterboxd",
            abstract: "Write a CSV file Letterboxd imports (letterboxd.com/import).",
            discussion: """
                A row per viewing, then one for each film rated or on your watchlist; ratings in \
                stars (7 is 3.5). Films are named by TMDB's and IMDb's ids, and title and year.
                """)

        @OptionGroup var output: ExportOutput

        func run(in context: MoviesContext) async throws {
            var rounded = 0
            try output.write(to: context.console) { archive in
                rounded = LetterboxdCSV.ratingsBetweenStars(in: archive)
                return LetterboxdCSV().render(archive)
            }
            if rounded > 0 { context.console.note(LetterboxdCSV.roundingNote(rounded)) }
        }
    }

    /// `movies export json`.
    struct ExportJSON: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(
            commandName: "json",
            abstract: "Write everything as JSON; movies import json reads it back to the same lists.")

        @OptionGroup var output: ExportOutput

        func run(in context: MoviesContext) async throws {
            try output.write(withLists: true, to: context.console) {
                String(decoding: LibraryArchive.encoded($0), as: UTF8.self) + "\n"
            }
        }
    }
}

/// Where an export goes: `--output FILE` (written whole, atomically), else standard output.
struct ExportOutput: ParsableArguments {
    @Option(
        name: [.short, .long], help: ArgumentHelp("Write to this file (- for standard output).", valueName: "file"))
    var output = "-"

    /// Writes what `render` makes of the library, then says on `console`'s stderr what a file holds: its
    /// entries, and its lists where the format carries them (`withLists`: JSON does, Letterboxd's
    /// CSV does not).
    func write(withLists: Bool = false, to console: Console, _ render: (LibraryArchive) -> String) throws {
        let library = try YourLibrary.openForReading()
        let archive: LibraryArchive
        do {
            archive = try library?.archive() ?? LibraryArchive()
        } catch {
            throw CommandFailure(error)
        }
        try OutputFile(path: output).write(Data(render(archive).utf8))
        if output != "-" {
            let entries = archive.watchlist.count + archive.diary.count + archive.ratings.count
            let lists = withLists ? archive.lists.count : 0
            console.note(
                "wrote \(output) (\(entries) entries" + (lists > 0 ? ", \(lists) list\(lists == 1 ? "" : "s"))" : ")"))
        }
    }

}
