import MovieKit

/// An `import` subcommand of a file: it parses the file's path and the import's options, and
/// imports the file in its format (``ImportOptions/run(_:in:)``).
///
/// Each command declares `--jobs` and its ``GlobalOptions`` itself rather than as an
/// `@OptionGroup` of ``ImportOptions``, which holds GlobalOptions, which holds TMDBOptions: see
/// ``CatalogueOptions`` for what each level of nesting costs a parse. GlobalOptions' checks run
/// first, then ImportOptions' (``validate()``), as when it was a group.
protocol ImportFileCommand: MoviesCommand {
    /// The file or folder to import.
    var path: String { get }
    /// How many films are matched at once (`--jobs`).
    var jobs: Int { get }
    /// The options of the source the films are matched in.
    var options: GlobalOptions { get }
    /// The format the file is in.
    var format: ImportFormat { get }
}

extension ImportFileCommand {
    /// The import's options, as ``jobs`` and ``options`` give them.
    var importing: ImportOptions {
        .given {
            $0.jobs = jobs
            $0.options = options
        }
    }

    var globalOptions: GlobalOptions? { options }

    func validate() throws {
        try importing.validate()
    }

    func run(in context: MoviesContext) async throws {
        try await importing.run(.file(format, path: path), in: context)
    }
}
