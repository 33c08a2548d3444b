import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import letterboxd|imdb|json FILE`: your films from an export, into your library.
    struct ImportGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract:
                "Import from Letterboxd, IMDb, Trakt, Netflix or JSON.",
            discussion: """
                Every import merges with your library: a film on both lists is there once, an entry \
                already there is left as it is, and the same file imported twice changes nothing. \
                Films are matched to the source's (--source; IMDb's through TMDB), --jobs at a \
                time; a film that cannot be matched is kept as the file names it, named in the \
                summary, and matched when the file is imported again. Stopped at any moment, the \
                library keeps whole entries only; run it again to finish. `import jellyfin` and \
                `import plex` read what you played on a server linked with `movies connect` rather \
                than a file, and leave out a film no source knows.

                Examples:
                  movies import letterboxd ~/Downloads/letterboxd-me-2026-11-26-10-00-utc.zip --source tmdb
                  movies import imdb ~/Downloads/ratings.csv --source tmdb
                  movies import trakt ~/Downloads/trakt-export --source tmdb
                  movies import netflix ~/Downloads/NetflixViewingHistory.csv --source tmdb
                  movies import json films.json
                  movies import jellyfin
                  movies import plex
                """,
            subcommands: [
                ImportLetterboxd.self, ImportIMDb.self, ImportTrakt.self, ImportNetflix.self, ImportJellyfin.self,
                ImportPlex.self, ImportJSON.self,
            ])
    }

    /// `movies import letterboxd FILE.zip|FOLDER`.
    struct ImportLetterboxd: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "letterboxd",
            abstract: "Import Letterboxd's export: its ZIP file, or the folder it unzips to.",
            discussion: """
                Reads watchlist.csv, watched.csv, ratings.csv, diary.csv and reviews.csv (the rest \
                is left alone). Films are matched by title and year through the source's search \
                (the year decides between films of one title). Letterboxd's half stars are doubled: \
                3.5 stars is 7.
                """)

        @Argument(help: ArgumentHelp("Letterboxd's export ZIP, or its folder.", valueName: "file-or-folder"))
        var path: String

        @OptionGroup var importing: ImportOptions

        var globalOptions: GlobalOptions? { importing.options }

        func run(in context: MoviesContext) async throws {
            try await importing.run(reading: path, from: "Letterboxd", in: context) { url throws(ImportFileError) in
                try LetterboxdExport.read(at: url)
            }
        }
    }

    /// `movies import imdb FILE.csv`.
    struct ImportIMDb: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "imdb",
            abstract: "Import IMDb's ratings or watchlist export (CSV).",
            discussion: """
                Films are matched by their IMDb id (Const) through TMDB (--source tmdb), never by \
                title. Titles that are not films (TV series, episodes) are left out and counted. \
                A rating says you have seen the film: it is marked seen on the day it was rated.
                """)

        @Argument(help: ArgumentHelp("IMDb's CSV export.", valueName: "file"))
        var path: String

        @OptionGroup var importing: ImportOptions

        var globalOptions: GlobalOptions? { importing.options }

        func run(in context: MoviesContext) async throws {
            try await importing.run(reading: path, from: "IMDb", in: context) { url throws(ImportFileError) in
                try IMDbExport.read(at: url)
            }
        }
    }

    /// `movies import json FILE`.
    struct ImportJSON: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "json",
            abstract: "Import what movies export json wrote; needs no network.",
            discussion: "Films keep the source and id they were exported with; `-` reads standard input.")

        @Argument(help: ArgumentHelp("The file movies export json wrote, or - for standard input.", valueName: "file"))
        var path: String

        @OptionGroup var importing: ImportOptions

        var globalOptions: GlobalOptions? { importing.options }

        func run(in context: MoviesContext) async throws {
            let data: Data?
            if path == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                try ImportOptions.requireSomething(at: path)
                guard PathEntry(path) == .file else {
                    throw CommandFailure(
                        "\(path): not a file; give the file movies export json wrote", status: .badData)
                }
                data = FileManager.default.contents(atPath: path)
            }
            guard let data else { throw CommandFailure("\(path): it cannot be read", status: .notFound) }
            let archive: LibraryArchive
            do {
                archive = try LibraryArchive.read(data, file: path == "-" ? "standard input" : path)
            } catch {
                throw CommandFailure(error.description, status: .badData)
            }
            try await importing.run(archive.batch, from: "the export", asksSource: false, in: context)
        }
    }
}

/// What every import takes: how many films are matched at once, and the options of the source
/// they are matched in.
struct ImportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How many films are matched at once (1–64), within --rate-limit.", valueName: "n"))
    var jobs = 4

    @OptionGroup var options: GlobalOptions

    /// Imports the file at `path` as `read` reads it: nothing there is 66, a file that does not
    /// read 65 (naming the file and the line), a library missing to read it (zlib) 69.
    func run(
        reading path: String, from origin: String, in context: MoviesContext,
        with read: (URL) throws(ImportFileError) -> ImportBatch
    ) async throws {
        try Self.requireSomething(at: path)
        let batch: ImportBatch
        do {
            batch = try read(URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error.description, status: error.fault == .missingLibrary ? .unavailable : .badData)
        }
        try await run(batch, from: origin, in: context)
    }

    /// - Throws: exit 66 when nothing is at `path`, as for every import.
    static func requireSomething(at path: String) throws(CommandFailure) {
        guard PathEntry(path) == .missing else { return }
        throw CommandFailure("\(path): no such file or folder", status: .notFound)
    }

    func validate() throws {
        guard (1...64).contains(jobs) else {
            throw ValidationError("--jobs must be between 1 and 64, got \(jobs)")
        }
    }

    /// Imports `batch` into your library, matching its films in the source (by a short title too,
    /// with `shortTitles`: ``FilmMatcher``), and prints what it did.
    func run(
        _ batch: ImportBatch, from origin: String, asksSource: Bool = true, shortTitles: Bool = false,
        in context: MoviesContext
    ) async throws {
        let console = context.console
        let library = try YourLibrary.open()
        let service = try context.services(timeoutScope: .request)
        let matcher = FilmMatcher(service: service, shortTitles: shortTitles)
        let started = ContinuousClock.now
        let bar =
            asksSource && console.isErrorTerminal && console.takesEscapes
            ? RequestProgressBar(console: console, started: started) : nil
        let summary: ImportSummary
        do {
            summary = try await LibraryImport(library: library, source: options.source) { await matcher.match($0) }
                .run(batch, jobs: jobs) { bar?.update($0) }
            bar?.finish()
        } catch {
            bar?.finish()
            switch error {
            case .cannotMatch(let refusal):
                throw CommandFailure("cannot import from \(origin): \(refusal)", status: .usage)
            case .library(let failure, let written):
                console.print(ImportSummaryText(summary: written, origin: origin).lines.first ?? "")
                throw CommandFailure(failure)
            }
        }
        let text = ImportSummaryText(summary: summary, origin: origin)
        for (index, line) in text.lines.enumerated() {
            if index == 0 { console.print(line) } else { console.note(line) }
        }
        if let failure = summary.failure {
            console.warning(
                "could not ask \(options.source.described.name) (\(failure)): the films it could not match are kept unmatched; import again online to match them"
            )
        }
    }
}
