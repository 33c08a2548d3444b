/// Something a source names by an id of its own: a genre, a service to watch on, a series of
/// films. Its kind keeps each apart (a genre is never taken for a provider).
public struct SourceNamed<Kind>: Sendable, Hashable, Codable {
    /// The source's id of it (a genre's is the same in every language).
    public var id: Int
    /// Its name, in the language asked where the source names it in several.
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The kinds of ``SourceNamed`` things.
public enum SourceNamedKind {
    public enum Genre {}
    public enum WatchProvider {}
    public enum Collection {}
}

/// A genre as a source names it (TMDB's ids: Action is 28, in every language).
public typealias Genre = SourceNamed<SourceNamedKind.Genre>

/// A streaming service, a shop or a channel a film can be watched on, as the source names it
/// (TMDB's, from JustWatch: Netflix is 8).
public typealias WatchProvider = SourceNamed<SourceNamedKind.WatchProvider>

/// The series a film belongs to (TMDB's collections: "Blade Runner Collection").
public typealias MovieCollection = SourceNamed<SourceNamedKind.Collection>
