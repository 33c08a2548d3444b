import ArgumentParser
import Foundation
import MovieKit

/// The options every command that asks the API takes: which catalogue, where the API and the
/// cache are, how to use them, and how to print the answer.
struct GlobalOptions: ParsableArguments {
    static let defaultFormat = OutputFormat.table
    static let defaultTimeout: Double = 10
    /// The longest `--timeout`: a day.
    static let maximumTimeout: Double = 86_400

    @OptionGroup var sourceOption: SourceOption

    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "The movie API's base URL (http or https). Default: $MOVIES_API_URL, else the built-in demo catalogue (--source demo) or https://api.themoviedb.org/3/ (--source tmdb).",
            valueName: "url"))
    var apiURL: String?

    @OptionGroup var location: CacheOption

    @Flag(help: "Answer from the cache only; never touch the network.")
    var offline = false

    @Flag(help: "Skip the cached answer and wait for the API (the answer is still saved).")
    var refresh = false

    @Option(
        name: .customLong("max-age"),
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

    /// The language the source's answers are asked in (`""` for the demo's).
    var language: String { tmdb.languageOption.language(of: source) }

    func validate() throws {
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
        _ = try apiBaseURL()
    }

    /// The API's base URL from `--api-url` or `$MOVIES_API_URL`, or `nil` for the source's own
    /// (the bundled catalogue for the demo, TMDB's API for TMDB).
    func apiBaseURL(environment: [String: String] = LaunchEnvironment.variables) throws -> URL? {
        let (text, source): (String?, String) =
            if let apiURL { (apiURL, "--api-url") } else { (environment["MOVIES_API_URL"], "MOVIES_API_URL") }
        // An empty variable is one not set; an empty --api-url was meant to say something.
        guard let text, !text.isEmpty || apiURL != nil else { return nil }
        let refusal = "\(source) must be an http or https URL like https://example.com/api/, got \"\(text)\""
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw ValidationError(refusal)
        }
        // The requests' paths and queries are added to it: one of its own would be lost or mixed in.
        guard url.query == nil, url.fragment == nil else {
            throw ValidationError("\(refusal): a base URL has no ?query or #fragment")
        }
        if let port = url.port, !(1...65535).contains(port) {
            throw ValidationError("\(refusal): the port must be from 1 to 65535")
        }
        return url
    }

    /// The cache policy the flags ask for.
    var cachePolicy: CachePolicy {
        if offline { return .cacheOnly }
        if refresh { return .networkOnly }
        if let maxAge { return .cacheElseNetwork(maxAge: maxAge.seconds) }
        return .cacheThenNetwork
    }
}
