import Foundation

/// What the Kodi dialect serves: one Kodi's library (``KodiFixtureLibrary``), which a test
/// changes between two requests (with the web server's user name and password), and the zone
/// the device keeps its clock in, which `lastplayed` is written in.
public struct KodiServerSettings: Sendable {
    /// The web server's user name of the demo.
    public static let fixtureUser = "kodi"
    /// Its password.
    public static let fixturePassword = "fixture-password"

    /// The films, their plays and the web server's credentials.
    public var library: KodiFixtureLibrary
    /// The device's zone: `lastplayed` is its local time there.
    public var timeZone: TimeZone
    /// The name `Application.GetProperties` gives.
    public var name = "Kodi"

    public init(library: KodiFixtureLibrary = KodiFixtureLibrary(), timeZone: TimeZone = .gmt) {
        self.library = library
        self.timeZone = timeZone
    }

    /// A Kodi with a few films of the TMDB fixtures (one known by its TMDB id, one by its IMDb id
    /// alone, one by title and year alone, one no source knows), as `movies-api --dialect kodi`
    /// serves it; nothing played, its clock in `timeZone`.
    public static func demo(timeZone: TimeZone = .gmt) -> KodiServerSettings {
        let library = KodiFixtureLibrary()
        library.addFilm("The Paper Lantern", year: 2016, tmdb: 100_001, imdb: "tt9100001")
        library.addFilm("Amélie and the Clockmaker", year: 2016, imdb: "tt9100002")
        library.addFilm("Iron Harbor", year: 2016)
        library.addFilm("A Home Movie Nobody Knows", year: 1999)
        return KodiServerSettings(library: library, timeZone: timeZone)
    }
}
