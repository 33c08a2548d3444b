import ArgumentParser
import Foundation
import MovieKit

/// What every `movies import jellyfin|plex|kodi` takes (the connection's name, `--dry-run` and
/// the import's options), and the steps they share: the connection found by kind and name, the
/// requests logged under `--verbose`, the server's transport, and the import run and reported
/// (``MediaServerImportReport``).
struct MediaServerImportArguments: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "The connection, as `movies connections` lists it; by default the only one.", valueName: "name"))
    var name: String?

    @Flag(help: "Say what would be added, and change nothing.")
    var dryRun = false

    // `--jobs` and the options of GlobalOptions are declared here rather than as an `@OptionGroup`
    // of ImportOptions, which holds GlobalOptions, which holds TMDBOptions: see ``CatalogueOptions``
    // for what each level of nesting costs a parse. GlobalOptions' checks run first, then
    // ImportOptions' (``validate()``), as when it was a group.
    @Option(help: ImportOptions.jobsHelp) var jobs = ImportOptions.defaultJobs

    @OptionGroup var options: GlobalOptions

    /// The import's options, as the file imports take them.
    var importing: ImportOptions {
        .given {
            $0.jobs = jobs
            $0.options = options
        }
    }

    func validate() throws {
        try importing.validate()
    }

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
