import MovieKit

/// An `import` subcommand of a file: it parses the file's path and the import's options, and
/// imports the file in its format (``ImportOptions/run(_:in:)``).
protocol ImportFileCommand: MoviesCommand {
    /// The file or folder to import.
    var path: String { get }
    var importing: ImportOptions { get }
    /// The format the file is in.
    var format: ImportFormat { get }
}

extension ImportFileCommand {
    var globalOptions: GlobalOptions? { importing.options }

    func run(in context: MoviesContext) async throws {
        try await importing.run(.file(format, path: path), in: context)
    }
}
