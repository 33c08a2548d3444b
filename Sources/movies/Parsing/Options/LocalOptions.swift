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
            try ServiceStack.catalogue(of: source, apiURL: api.baseURL(), language: languageOption.value)
        }
    }

    /// The cache file these options name.
    var cacheURL: URL { location.url }
}
