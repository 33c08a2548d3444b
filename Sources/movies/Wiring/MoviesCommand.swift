import ArgumentParser
import MovieKit

/// A command that runs in the run's ``MoviesContext``: it parses, calls one thing and prints
/// through what the context hands it. Its `run()` makes the context (the composition root's one
/// place to) and hands it over.
protocol MoviesCommand: AsyncParsableCommand {
    /// The global options the command was given, which its context is made from; `nil` (the
    /// default) for a command that takes none.
    var globalOptions: GlobalOptions? { get }

    /// Whether the command shows what your library holds (the watchlist, the diary, your
    /// lists…): what your other machines wrote through the sync folder is taken in first.
    /// `false` (the default) for the others, a catalogue's answer among them, which pay nothing.
    static var readsYourLibrary: Bool { get }

    /// Runs the command in `context`.
    func run(in context: MoviesContext) async throws
}

extension MoviesCommand {
    var globalOptions: GlobalOptions? { nil }

    static var readsYourLibrary: Bool { false }

    /// Runs the command in its context; around it, the automatic sync (``MoviesContext/takeInOtherMachines()``
    /// before a command that reads your library, ``MoviesContext/syncAfterChange()`` after one
    /// that opened it to change it, failed or not: what it wrote is kept).
    mutating func run() async throws {
        let context = MoviesContext(options: globalOptions)
        if Self.readsYourLibrary { context.takeInOtherMachines() }
        do {
            try await run(in: context)
        } catch {
            context.syncAfterChange()
            throw error
        }
        context.syncAfterChange()
    }
}
