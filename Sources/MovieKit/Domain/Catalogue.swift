import Foundation

/// Which catalogue answers: a source, the API origin its answers come from, and the language
/// they are asked in.
///
/// The cache keeps every answer under its catalogue: a cached answer is given only for the
/// source and origin it came from, so a proxy's or a test server's answers never stand in for
/// the real API's (nor replace them), and demo movie 1 is never TMDB movie 1.
public struct Catalogue: Sendable, Hashable, CustomStringConvertible {
    /// The source whose ids the answers use.
    public let source: MovieSource
    /// The API's origin (`https://api.themoviedb.org:443`), or ``builtInOrigin`` for the demo
    /// catalogue built into the tool.
    public let origin: String
    /// The language answers are asked in, as `de-DE`; `""` for the source's own (the demo
    /// catalogue has no other). What an API said of an answer is kept per language.
    public let language: String

    public init(source: MovieSource, origin: String, language: String = "") {
        self.source = source
        self.origin = origin
        self.language = language
    }

    /// The catalogue of `source` served from `baseURL`.
    public init(source: MovieSource, baseURL: URL, language: String = "") {
        self.init(source: source, origin: APIOrigin(baseURL)?.description ?? baseURL.absoluteString, language: language)
    }

    /// The origin of the demo catalogue built into the tool.
    public static let builtInOrigin = "built-in"

    /// The demo catalogue built into the tool.
    public static let builtInDemo = Catalogue(source: .demo, origin: builtInOrigin)

    /// `tmdb at https://api.themoviedb.org:443`.
    public var description: String { "\(source.rawValue) at \(origin)" }
}
