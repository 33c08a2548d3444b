import ArgumentParser
import Foundation
import MovieKit

/// The options of the commands that only read the local cache: which source's answers, which
/// cache, and how to print.
struct LocalOptions: ParsableArguments {
    @OptionGroup var sourceOption: SourceOption
    @OptionGroup var location: CacheOption
    @OptionGroup var languageOption: LanguageOption

    @Option(help: "How to print the answer.")
    var format: OutputFormat = GlobalOptions.defaultFormat

    @Flag(help: "Answer from the cache only (this command always does; accepted so that every command takes it).")
    var offline = false

    /// Whose answers to read.
    var source: MovieSource { sourceOption.value }

    /// The source's answers in the language asked, from whatever origin.
    var catalogue: Catalogue {
        Catalogue(source: source, origin: "", language: languageOption.language(of: source))
    }

    /// The cache file these options name.
    var cacheURL: URL { location.url }

    /// What `question` reads from the cache, opened for reading only, or a failure with the
    /// cache's exit status. A missing cache reads as empty and is not created.
    func readCache<Answer>(
        console: Console, _ question: (CacheDatabase) throws(CacheError) -> Answer
    ) throws(CommandFailure) -> Answer {
        let database = try location.openForReading(console: console)
        do {
            return try question(database)
        } catch {
            throw CommandFailure(error)
        }
    }
}
