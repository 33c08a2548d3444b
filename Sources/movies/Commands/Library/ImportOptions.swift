import ArgumentParser
import Foundation
import MovieKit

/// What every import takes: how many films are matched at once, and the options of the source
/// they are matched in. It makes the import (``LibraryImporting``), draws its progress on a
/// terminal, and ends a failed one with its line and exit status.
struct ImportOptions: ParsableArguments {
    /// `--jobs`' help, which every import declares (``ImportFileCommand``, ``MediaServerImportCommand``).
    static let jobsHelp = ArgumentHelp(
        "How many films are matched at once (1–64), within --rate-limit.", valueName: "n")
    /// How many films are matched at once without `--jobs`.
    static let defaultJobs = 4

    @Option(help: Self.jobsHelp) var jobs = Self.defaultJobs

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        guard (1...64).contains(jobs) else {
            throw ValidationError("--jobs must be between 1 and 64, got \(jobs)")
        }
    }

    /// The import into your library, its films matched in the source's services.
    func importing(in context: MoviesContext) -> LibraryImporting {
        LibraryImporting(library: YourLibrary.file, source: options.source, jobs: jobs) {
            try context.services(timeoutScope: .request)
        }
    }

    /// Imports `input` into your library and prints what it did: a line of counts, then notes
    /// (``ImportSummaryText``), and a warning when the source could not be asked.
    func run(_ input: ImportInput, in context: MoviesContext) async throws {
        let console = context.console
        let origin = input.format.origin
        let bar =
            input.format.asksSource && console.isErrorTerminal && console.takesEscapes
            ? RequestProgressBar(console: console, started: .now) : nil
        let summary: ImportSummary
        do {
            summary = try await importing(in: context).importing(input) { bar?.update($0) }
            bar?.finish()
        } catch let error as LibraryImportingError {
            bar?.finish()
            if case .written(_, let written) = error {
                console.print(ImportSummaryText(summary: written, origin: origin).lines.first ?? "")
            }
            throw Self.failure(error, origin: origin)
        } catch {
            bar?.finish()
            throw error
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

    /// The failure an import that stopped so ends with: nothing at the path 66, a file that does
    /// not read 65 (naming the file and the line), a library missing to read it (zlib) 69;
    /// Netflix's profiles 64; a source that cannot match the file's films 64; the library's 74.
    static func failure(_ error: LibraryImportingError, origin: String) -> CommandFailure {
        switch error {
        case .nothingAt(let path): CommandFailure("\(path): no such file or folder", status: .notFound)
        case .notAFile(let path):
            CommandFailure("\(path): not a file; give the file movies export json wrote", status: .badData)
        case .cannotRead(let path): CommandFailure("\(path): it cannot be read", status: .notFound)
        case .file(let failure):
            CommandFailure(failure.description, status: failure.fault == .missingLibrary ? .unavailable : .badData)
        case .profile(let failure): Movies.ImportNetflix.failure(failure)
        case .library(let failure), .written(let failure, _): CommandFailure(failure)
        case .cannotMatch(let refusal): CommandFailure("cannot import from \(origin): \(refusal)", status: .usage)
        }
    }
}
