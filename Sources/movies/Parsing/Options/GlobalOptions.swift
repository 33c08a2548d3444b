import ArgumentParser
import Foundation
import MovieKit

/// The options every command that asks the API takes: which catalogue, where the API and the
/// cache are, how to use them, and how to print the answer.
struct GlobalOptions: CatalogueOptions {
    static let defaultFormat = OutputFormat.table
    static let defaultTimeout: Double = 10
    /// The longest `--timeout`: a day.
    static let maximumTimeout: Double = 86_400

    // Declared here rather than as `@OptionGroup`s of their types: see ``CatalogueOptions``.
    @Option(name: .customLong("source"), help: SourceOption.optionHelp) var givenSource: MovieSource?

    @Option(name: .customLong("api-url"), help: APIURLOption.optionHelp) var apiURLText: String?

    @Option(name: .customLong("cache"), help: CacheOption.optionHelp) var cachePath: String?

    @Flag(help: "Answer from the cache only; never touch the network.")
    var offline = false

    @Flag(help: "Skip the cached answer and wait for the API (the answer is still saved).")
    var refresh = false

    @Option(
        help: ArgumentHelp(
            "Answer from the cache alone when its answer is at most this old (like 10m, 2h, 7d); else ask the API.",
            valueName: "age"))
    var maxAge: MaxAge?

    @Option(help: "How to print the answer.")
    var format: OutputFormat = Self.defaultFormat

    @Option(
        help: ArgumentHelp(
            "Seconds the whole command may take, retries included; past it the cached answer stands (for sync: each request).",
            valueName: "seconds"))
    var timeout: Double = Self.defaultTimeout

    @Flag(
        help:
            "Log each request, its status and time, each retry and token refresh on stderr (tokens and keys redacted).")
    var verbose = false

    @OptionGroup(title: "TMDB options") var tmdb: TMDBOptions

    /// The catalogue to ask.
    var source: MovieSource { sourceOption.value }

    /// The language asked for (`--language`, else `$MOVIES_LANGUAGE`, else TMDB's default); a
    /// source that takes none ignores it.
    var language: String { tmdb.languageOption.value }

    func validate() throws {
        try checkCatalogue()
        try tmdb.check()
        if offline && refresh {
            throw ValidationError("--offline and --refresh cannot be used together")
        }
        if maxAge != nil && (offline || refresh) {
            throw ValidationError("--max-age cannot be used with \(offline ? "--offline" : "--refresh")")
        }
        guard timeout > 0, timeout <= Self.maximumTimeout else {
            throw ValidationError(
                "--timeout must be a number of seconds above 0 and at most \(Int(Self.maximumTimeout)), got \(timeout)")
        }
    }

    /// The cache policy the flags ask for.
    var cachePolicy: CachePolicy {
        if offline { return .cacheOnly }
        if refresh { return .networkOnly }
        if let maxAge { return .cacheElseNetwork(maxAge: maxAge.seconds) }
        return .cacheThenNetwork
    }
}
