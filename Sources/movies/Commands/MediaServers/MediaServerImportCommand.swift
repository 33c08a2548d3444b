import ArgumentParser
import MovieKit

/// A `movies import jellyfin|plex|kodi`: the arguments and steps every one of them takes
/// (``MediaServerImportArguments``), run against the connections of its ``kind``, whose reader
/// the connection makes (``MediaServerConnection/playReader(over:logger:)``).
///
/// Each command declares the connection's name, `--dry-run`, `--jobs` and its ``GlobalOptions``
/// itself rather than as an `@OptionGroup` of a type holding them, which would hold
/// GlobalOptions, which holds TMDBOptions: see ``CatalogueOptions`` for what each level of
/// nesting costs a parse. GlobalOptions' checks run first, then ImportOptions' (``validate()``),
/// as when they were groups.
protocol MediaServerImportCommand: MoviesCommand {
    /// The kind of connection the command imports from.
    static var kind: MediaServerConnection.Kind { get }

    /// The connection, as `movies connections` lists it; `nil` for the only one.
    var name: String? { get }
    /// Whether to say what would be added and change nothing (`--dry-run`).
    var dryRun: Bool { get }
    /// How many films are matched at once (`--jobs`).
    var jobs: Int { get }
    /// The options of the source the films are matched in.
    var options: GlobalOptions { get }
}

extension MediaServerImportCommand {
    /// The connection's name, `--dry-run` and the import's options.
    var server: MediaServerImportArguments {
        MediaServerImportArguments(
            name: name, dryRun: dryRun,
            importing: .given {
                $0.jobs = jobs
                $0.options = options
            })
    }

    var globalOptions: GlobalOptions? { options }

    func validate() throws {
        try server.importing.validate()
    }

    func run(in context: MoviesContext) async throws {
        try await server.run(Self.kind, in: context)
    }
}
