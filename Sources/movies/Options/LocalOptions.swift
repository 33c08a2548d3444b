import ArgumentParser
import Foundation
import MovieKit

/// The options of the commands that only read the local cache: which source's answers, which
/// cache, and how to print.
struct LocalOptions: ParsableArguments {
    @OptionGroup var location: CacheOption

    @Option(help: "How to print the answer.")
    var format: OutputFormat = .table

    @Flag(help: "Answer from the cache only (this command always does; accepted so that every command takes it).")
    var offline = false

    /// Whose answers to read.
    var source: MovieSource { location.sourceOption.value }

    /// The cache file these options name.
    var cacheURL: URL { location.url }

    /// Opens the cache, or fails with the cache's exit status.
    func openCache() throws(CommandFailure) -> CacheDatabase {
        try location.open()
    }

    /// What `question` reads from the cache, or a failure with the cache's exit status.
    func readCache<Answer>(_ question: (CacheDatabase) throws(CacheError) -> Answer) throws(CommandFailure) -> Answer {
        let database = try openCache()
        do {
            return try question(database)
        } catch {
            throw CommandFailure(error)
        }
    }
}
