import ArgumentParser
import MovieKit

/// A `movies import jellyfin|plex|kodi`: the arguments and steps every one of them takes
/// (``MediaServerImportArguments``), run against the connections of its ``kind`` with the reader
/// of its own server.
protocol MediaServerImportCommand: MoviesCommand {
    /// What reads the plays of the command's server.
    associatedtype Reader: MediaServerPlayReader

    /// The kind of connection the command imports from.
    static var kind: MediaServerConnection.Kind { get }

    /// The connection's name, `--dry-run` and the import's options.
    var server: MediaServerImportArguments { get }

    /// The reader of what `connection`'s server played, over `transport`.
    func reader(of connection: MediaServerConnection, over transport: NetworkHelperTransport) throws -> Reader
}

extension MediaServerImportCommand {
    var globalOptions: GlobalOptions? { server.importing.options }

    func run(in context: MoviesContext) async throws {
        try await server.run(Self.kind, in: context) { connection, transport in
            try reader(of: connection, over: transport)
        }
    }
}
