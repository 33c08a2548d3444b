import Foundation

/// What the Plex dialect serves: one server's library (``PlexFixtureLibrary``), which a test
/// changes between two requests, and the name and id it gives.
public struct PlexServerSettings: Sendable {
    /// The server's owner in the demo library (account 1).
    public static let fixtureOwner = "fixture-owner"
    /// The second account of the demo library (account 2): a family member.
    public static let fixtureFamily = "fixture-family"

    /// The accounts, items, plays, tokens and PINs.
    public var library: PlexFixtureLibrary
    /// The server's name, as `GET /` gives it.
    public var friendlyName = "movies fixture Plex"
    /// The server's own id, as `GET /identity` gives it.
    public var machineIdentifier = "f1xedc0ffee5e7ea11f1f1f1f1f1f1f1f1f1f1f1"

    public init(library: PlexFixtureLibrary = PlexFixtureLibrary()) {
        self.library = library
    }

    /// A server with ``fixtureOwner`` and ``fixtureFamily``, a few films of the TMDB fixtures
    /// (one known by its TMDB id, one by its IMDb id alone, one by title and year alone, one no
    /// source knows) and an episode, as `movies-api --dialect plex` serves it; nothing played.
    public static func demo() -> PlexServerSettings {
        let library = PlexFixtureLibrary()
        library.addAccount(fixtureOwner)
        library.addAccount(fixtureFamily)
        library.addFilm("The Paper Lantern", year: 2016, tmdb: 100_001, imdb: "tt9100001")
        library.addFilm("Amélie and the Clockmaker", year: 2016, imdb: "tt9100002")
        library.addFilm("Iron Harbor", year: 2016)
        library.addFilm("A Home Movie Nobody Knows", year: 1999)
        library.addEpisode("Pilot", year: 2016, tvdb: 81_189)
        return PlexServerSettings(library: library)
    }
}
