import Foundation

/// What the Jellyfin dialect serves: one server's library (``JellyfinFixtureLibrary``), which
/// a test changes between two requests, and the name and version it gives.
public struct JellyfinServerSettings: Sendable {
    /// The user the demo library has, with its password.
    public static let fixtureUser = "fixture-viewer"
    /// The password of ``fixtureUser``.
    public static let fixturePassword = "fixture-password"

    /// The users, items, plays and tokens.
    public var library: JellyfinFixtureLibrary
    /// The server's name, as `GET /System/Info/Public` gives it.
    public var serverName = "movies fixture Jellyfin"
    /// The server's version.
    public var version = "10.11.0"

    public init(library: JellyfinFixtureLibrary = JellyfinFixtureLibrary()) {
        self.library = library
    }

    /// A server with ``fixtureUser`` and a second user, a few films of the TMDB fixtures
    /// (one known by its TMDB id, one by its IMDb id alone, one by title and year alone, one no
    /// source knows) and an episode, as `movies-api --dialect jellyfin` serves it; nothing played.
    public static func demo() -> JellyfinServerSettings {
        let library = JellyfinFixtureLibrary()
        library.addUser(fixtureUser, password: fixturePassword)
        library.addUser("fixture-family", password: "family-password")
        library.addFilm("The Paper Lantern", year: 2016, tmdb: 100_001, imdb: "tt9100001")
        library.addFilm("Amélie and the Clockmaker", year: 2016, imdb: "tt9100002")
        library.addFilm("Iron Harbor", year: 2016)
        library.addFilm("A Home Movie Nobody Knows", year: 1999)
        library.addEpisode("Pilot", year: 2016, tvdb: 81_189)
        return JellyfinServerSettings(library: library)
    }
}
