import ArgumentParser
import MovieKit

/// A command that runs in the run's ``MoviesContext``: it parses, calls one thing and prints
/// through what the context hands it. Its `run()` makes the context (the composition root's one
/// place to) and hands it over.
protocol MoviesCommand: AsyncParsableCommand {
    /// The global options the command was given, which its context is made from; `nil` (the
    /// default) for a command that takes none.
    var globalOptions: GlobalOptions? { get }

    /// Runs the command in `context`.
    func run(in context: MoviesContext) async throws
}

extension MoviesCommand {
    var globalOptions: GlobalOptions? { nil }

    mutating func run() async throws {
        try await run(in: MoviesContext(options: globalOptions))
    }
}
