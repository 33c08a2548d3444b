import ArgumentParser
import Foundation
import MovieKit

/// What every `movies import jellyfin|plex|kodi` takes (the connection's name, `--dry-run` and
/// the import's options), and the steps they share: the connection found by kind and name, the
/// requests logged under `--verbose`, the server's transport, and the import run and reported
/// (``MediaServerImportReport``). Each command declares these itself
/// (``MediaServerImportCommand``), with this type's helps.
struct MediaServerImportArguments {
    /// The connection's help.
    static let nameHelp = ArgumentHelp(
        "The connection, as `movies connections` lists it; by default the only one.", valueName: "name")
    /// `--dry-run`'s help.
    static let dryRunHelp = ArgumentHelp("Say what would be added, and change nothing.")

    /// The connection, as `movies connections` lists it; `nil` for the only one.
    var name: String?

    /// Whether to say what would be added and change nothing (`--dry-run`).
    var dryRun: Bool

    /// The import's options, as the file imports take them.
    var importing: ImportOptions

    /// The options of the source the films are matched in.
    var options: GlobalOptions { importing.options }

    /// Imports what a server of `kind` played into your diary (with ``dryRun``, nothing written)
    /// and prints the summary: the connection named ``name``, read by the reader it makes over
    /// the server's transport. Requests are logged under `--verbose` from the first one.
    func run(_ kind: MediaServerConnection.Kind, in context: MoviesContext) async throws {
        let console = MediaServerWiring.console(context.console, verbose: options.verbose)
        let connection = try MediaServerImportReport.connection(kind, named: name)
        let reader: any MediaServerPlayReader
        do {
            reader = try connection.playReader(
                over: MediaServerWiring.transport(timeout: options.timeout),
                logger: MediaServerWiring.requestLogger)
        } catch {
            throw MediaServerWiring.failure(error)
        }
        try await MediaServerImportReport.run(
            reader, dryRun: dryRun, importing: importing, context: context, console: console)
    }
}
