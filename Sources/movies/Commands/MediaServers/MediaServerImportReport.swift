import Foundation
import MovieKit

/// What `import jellyfin`, `import plex` and `import kodi` share around their use case (``MediaServerImport``):
/// which connection to read, how a failure ends the command, and how what was done is told.
enum MediaServerImportReport {
    /// The connection of `kind` that `name` names, else the only one.
    /// - Throws: exit 64 naming the connections, when there is no such one (or none, or several).
    static func connection(
        _ kind: MediaServerConnection.Kind, named name: String?
    ) throws(CommandFailure) -> MediaServerConnection {
        let connections = MediaServerWiring.store.all().filter { $0.kind == kind }
        guard !connections.isEmpty else {
            throw CommandFailure(
                "no \(kind.displayName) server is linked; link one with `movies connect \(kind.rawValue) URL`",
                status: .usage)
        }
        let names = connections.map(\.name).joined(separator: ", ")
        if let name {
            guard let named = connections.first(where: { $0.name == name }) else {
                throw CommandFailure(
                    "no connection is named \(MediaServerWiring.shown(name)); the connections are: \(names)",
                    status: .usage)
            }
            return named
        }
        guard connections.count == 1, let only = connections.first else {
            throw CommandFailure("name the connection to import: \(names)", status: .usage)
        }
        return only
    }

    /// Imports what `reader` reads into your library, as `importing` says (`--dry-run` as
    /// `dryRun`), with a progress bar on a terminal; prints what it did on `console`.
    /// - Throws: the command's failure: the server's (69, 77, 65) or the library's.
    static func run(
        _ reader: some MediaServerPlayReader, dryRun: Bool, importing: ImportOptions, context: MoviesContext,
        console: Console
    ) async throws {
        let source = importing.options.source
        let matcher = FilmMatcher(service: try context.services(timeoutScope: .request, asksAtOnce: false))
        let use = MediaServerImport(
            library: try YourLibrary.open(), source: source, reader: reader, account: context.accountLink,
            offline: importing.options.offline
        ) { await matcher.match($0) }
        let bar =
            console.isErrorTerminal && console.takesEscapes ? RequestProgressBar(console: console, started: .now) : nil
        let summary: MediaServerImportSummary
        do {
            summary = try await use.run(dryRun: dryRun, jobs: importing.jobs) { bar?.update($0) }
            bar?.finish()
        } catch {
            bar?.finish()
            switch error {
            case .server(let failure): throw MediaServerWiring.failure(failure)
            case .library(let failure): throw CommandFailure(failure)
            }
        }
        print(summary, dryRun: dryRun, source: source, on: console)
    }

    /// Prints what the import did: with `dryRun` each film first; then the summary line, the
    /// films it took off your watchlist (and what the linked account was told), and the films
    /// left out.
    private static func print(
        _ summary: MediaServerImportSummary, dryRun: Bool, source: MovieSource, on console: Console
    ) {
        if dryRun {
            for addition in summary.additions {
                let title = MediaServerWiring.shown(
                    addition.film.displayTitle + (addition.film.year.map { " (\($0))" } ?? ""))
                let viewings = addition.viewings == 1 ? "1 viewing" : "\(addition.viewings) viewings"
                console.print(
                    "would add \(viewings) of \(title)"
                        + (addition.days.isEmpty
                            ? "" : ", on " + addition.days.map(APIDate.format).joined(separator: ", ")))
            }
        }
        let viewings = summary.added == 1 ? "1 viewing" : "\(summary.added) viewings"
        let films = summary.filmsAdded == 1 ? "1 film" : "\(summary.filmsAdded) films"
        console.print(
            "\(viewings) of \(films) \(dryRun ? "would be added" : "added"), \(summary.alreadyThere) already there, "
                + "\(summary.unmatched.count) unmatched" + (dryRun ? "; nothing was changed (--dry-run)" : ""))
        if !summary.unmatched.isEmpty {
            console.note(
                "left out, matched by no source: "
                    + summary.unmatched.map(MediaServerWiring.shown).joined(separator: "; "))
        }
        if let left = ImportSummaryText.leftWatchlist(summary.leftWatchlist) { console.note(left) }
        AccountToldText.sayTakenOffWatchlist(summary.toldAccount, to: console)
        if let failure = summary.failure {
            console.warning(
                "could not ask \(source.described.name) (\(failure)): the films it could not match are left out, "
                    + "with every play since the first of theirs; import again online to add them"
            )
        }
    }
}
