import ArgumentParser
import MovieKit

/// A `movies import jellyfin|plex|kodi`: the arguments and steps every one of them takes
/// (``MediaServerImportArguments``), run against the connections of its ``kind``, whose reader
/// the connection makes (``MediaServerConnection/playReader(over:logger:)``).
protocol MediaServerImportCommand: MoviesCommand {
    /// The kind of connection the command imports from.
    static var kind: MediaServerConnection.Kind { get }

    /// The connection's name, `--dry-run` and the import's options.
    var server: MediaServerImportArguments { get }
}

extension MediaServerImportCommand {
    var globalOptions: GlobalOptions? { server.options }

    func run(in context: MoviesContext) async throws {
        try await server.run(Self.kind, in: context)
    }
}
