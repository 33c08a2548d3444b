import ArgumentParser
import Foundation
import MovieKit

/// The options of the commands that only read the local cache: which source's answers (from
/// which origin, in which language), which cache, and how to print.
struct LocalOptions: CatalogueOptions {
    // Declared here rather than as `@OptionGroup`s of their types: see ``CatalogueOptions``.
    @Option(name: .customLong("source"), help: SourceOption.optionHelp) var givenSource: MovieSource?
    @Option(name: .customLong("api-url"), help: APIURLOption.optionHelp) var apiURLText: String?
    @Option(name: .customLong("cache"), help: CacheOption.optionHelp) var cachePath: String?
    @Option(name: .customLong("language"), help: LanguageOption.optionHelp) var givenLanguage: String?

    @Option(help: "How to print the answer.")
    var format: OutputFormat = GlobalOptions.defaultFormat

    @Flag(help: "Answer from the cache only (this command always does; accepted so that every command takes it).")
    var offline = false

    /// `--language` as the commands that take it alone read it.
    var languageOption: LanguageOption {
        get { .given { $0.language = givenLanguage } }
        set { givenLanguage = newValue.language }
    }

    /// Refuses a source, an API address or a language that does not read, in the order
    /// ArgumentParser checked them as groups.
    func validate() throws {
        try checkCatalogue()
        try languageOption.validate()
    }

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
