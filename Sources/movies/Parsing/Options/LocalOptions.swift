import ArgumentParser
import Foundation
import MovieKit

/// The options of the commands that only read the local cache: which source's answers (from
/// which origin, in which language), which cache, and how to print.
struct LocalOptions: ParsableArguments {
    @OptionGroup var sourceOption: SourceOption
    @OptionGroup var api: APIURLOption
    @OptionGroup var location: CacheOption
    @OptionGroup var languageOption: LanguageOption

    @Option(help: "How to print the answer.")
    var format: OutputFormat = GlobalOptions.defaultFormat

    @Flag(help: "Answer from the cache only (this command always does; accepted so that every command takes it).")
    var offline = false

    /// Whose answers to read.
    var source: MovieSource { sourceOption.value }

    /// The source's answers from the API asked (`--api-url`, else the source's own), in the
    /// language asked.
    var catalogue: Catalogue {
        get throws {
            let language = languageOption.language(of: source)
            guard let baseURL = try api.baseURL() else {
                return Catalogue(
                    source: source, origin: ServiceStack.sources[source]?.defaultOrigin ?? "", language: language)
            }
            return Catalogue(source: source, baseURL: baseURL, language: language)
        }
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
