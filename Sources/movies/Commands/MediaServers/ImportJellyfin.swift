import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies import jellyfin [NAME]`: what you played on a Jellyfin server, into your diary.
    struct ImportJellyfin: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "jellyfin",
            abstract: "Import what you played on a Jellyfin server you linked with connect.",
            discussion: """
                Reads the films you played and adds a viewing for each play, in one go: stopped at \
                any moment, nothing or all of it is added. Jellyfin keeps per film only how often \
                you played it and when you last did: a film played 3 times gives a viewing on the \
                last play's day (where you are: TZ) and 2 without a day. Imported again, a play is \
                never added twice; after one more play, that one is added. A viewing you logged by \
                hand on the day of the last play is that play. A film marked played by hand in \
                Jellyfin counts as a play of that moment: Jellyfin records it so. Films are \
                matched by TMDB's id, else IMDb's, else title and year; a film no source knows is \
                named and left out.

                Examples:
                  movies import jellyfin --dry-run
                  movies import jellyfin
                """)

        @Argument(
            help: ArgumentHelp(
                "The connection, as `movies connections` lists it; by default the only one.", valueName: "name"))
        var name: String?

        @Flag(help: "Say what would be added, and change nothing.")
        var dryRun = false

        @OptionGroup var importing: ImportOptions

        var globalOptions: GlobalOptions? { importing.options }

        func run(in context: MoviesContext) async throws {
            let options = importing.options
            let console = MediaServerWiring.console(context.console, verbose: options.verbose)
            let connection = try Self.connection(named: name)
            let library = try YourLibrary.open()
            let matcher = FilmMatcher(service: try context.services(timeoutScope: .request))
            let client = JellyfinClient(
                serverURL: connection.serverURL, deviceID: connection.deviceID, token: connection.token,
                transport: MediaServerWiring.transport(timeout: options.timeout),
                logger: MediaServerWiring.requestLogger)
            let bar =
                console.isErrorTerminal && console.takesEscapes
                ? RequestProgressBar(console: console, started: .now) : nil
            let summary: JellyfinImportSummary
            do {
                summary = try await JellyfinImport(
                    library: library, source: options.source, client: client, userID: connection.userID
                ) { await matcher.match($0) }
                .run(dryRun: dryRun, jobs: importing.jobs) { bar?.update($0) }
                bar?.finish()
            } catch {
                bar?.finish()
                switch error {
                case .server(let failure): throw MediaServerWiring.failure(failure)
                case .library(let failure): throw CommandFailure(failure)
                }
            }
            report(summary, source: options.source, on: console)
        }

        /// Prints what the import did: with --dry-run each film first; then the summary line, and
        /// the films left out.
        private func report(_ summary: JellyfinImportSummary, source: MovieSource, on console: Console) {
            if dryRun {
                for addition in summary.additions {
                    let title = MediaServerWiring.shown(
                        addition.film.displayTitle + (addition.film.year.map { " (\($0))" } ?? ""))
                    let viewings = addition.viewings == 1 ? "1 viewing" : "\(addition.viewings) viewings"
                    console.print(
                        "would add \(viewings) of \(title)" + (addition.day.map { ", on \(APIDate.format($0))" } ?? ""))
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
            if let failure = summary.failure {
                console.warning(
                    "could not ask \(source.described.name) (\(failure)): the films it could not match are left out; import again online to add them"
                )
            }
        }

        /// The connection `name` names, else the only one.
        /// - Throws: exit 64 naming the connections, when there is no such one (or none, or several).
        static func connection(named name: String?) throws(CommandFailure) -> MediaServerConnection {
            let connections = MediaServerWiring.store.all().filter { $0.kind == .jellyfin }
            guard !connections.isEmpty else {
                throw CommandFailure(
                    "no Jellyfin server is linked; link one with `movies connect jellyfin URL`", status: .usage)
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
    }
}
