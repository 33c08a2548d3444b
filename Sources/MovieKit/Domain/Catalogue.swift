import Foundation

/// Which catalogue answers: a source, and the API origin its answers come from.
///
/// The cache keeps every answer under its catalogue: a cached answer is given only for the
/// source and origin it came from, so a proxy's or a test server's answers never stand in for
/// the real API's, and demo movie 1 is never TMDB movie 1.
public struct Catalogue: Sendable, Hashable, CustomStringConvertible {
    /// The source whose ids the answers use.
    public let source: MovieSource
    /// The API's origin (`https://api.themoviedb.org:443`), or ``builtInOrigin`` for the demo
    /// catalogue built into the tool.
    public let origin: String

    public init(source: MovieSource, origin: String) {
        self.source = source
        self.origin = origin
    }

    /// The catalogue of `source` served from `baseURL`.
    public init(source: MovieSource, baseURL: URL) {
        self.init(source: source, origin: APIOrigin(baseURL)?.description ?? baseURL.absoluteString)
    }

    /// The origin of the demo catalogue built into the tool.
    public static let builtInOrigin = "built-in"

    /// The demo catalogue built into the tool.
    public static let builtInDemo = Catalogue(source: .demo, origin: builtInOrigin)

    /// `tmdb at https://api.themoviedb.org:443`.
    public var description: String { "\(source.rawValue) at \(origin)" }

    /// Whether an answer saved from `origin` may answer for this catalogue: it came from this
    /// catalogue's origin, or from a cache written before origins were kept (`nil`, demo only).
    func accepts(origin saved: String?) -> Bool {
        saved == origin || saved == nil
    }
}
