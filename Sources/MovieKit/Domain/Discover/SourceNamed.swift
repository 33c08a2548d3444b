/// A genre as a source names it (TMDB's ids: Action is 28, in every language).
public struct Genre: Sendable, Hashable, Codable {
    /// The source's id of the genre, the same in every language.
    public var id: Int
    /// Its name in the language asked.
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A streaming service, a shop or a channel a film can be watched on, as the source names it
/// (TMDB's, from JustWatch: Netflix is 8).
public struct WatchProvider: Sendable, Hashable, Codable {
    /// The source's id of the provider.
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The series a film belongs to (TMDB's collections: "Blade Runner Collection").
public struct MovieCollection: Sendable, Hashable, Codable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
