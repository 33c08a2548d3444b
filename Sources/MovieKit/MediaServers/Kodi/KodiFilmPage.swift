import Foundation

/// One page of a Kodi's films, the played ones, and where the next starts.
public struct KodiFilmPage: Sendable, Equatable {
    /// The page's played films; a film never played, or one that does not read, is left out.
    public var films: [CountedFilm]
    /// How many films Kodi says the library holds in all (`limits.total`).
    public var total: Int
    /// Where the next page starts; `nil` after the last.
    public var nextStart: Int?
}
