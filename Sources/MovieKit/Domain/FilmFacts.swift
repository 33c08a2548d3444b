/// What a source's films say, beyond a title, a year and a rating, which every source's do.
public struct FilmFacts: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16

    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The day it came out.
    public static let releaseDays = FilmFacts(rawValue: 1 << 0)
    /// Its box-office takings.
    public static let takings = FilmFacts(rawValue: 1 << 1)
    /// How many votes its rating is of.
    public static let votes = FilmFacts(rawValue: 1 << 2)
    /// Its genres, by name.
    public static let genres = FilmFacts(rawValue: 1 << 3)
    /// Its running time.
    public static let runtimes = FilmFacts(rawValue: 1 << 4)
    /// The language it was made in.
    public static let originalLanguages = FilmFacts(rawValue: 1 << 5)
    /// A summary of its plot.
    public static let overviews = FilmFacts(rawValue: 1 << 6)
    /// Who plays in it.
    public static let cast = FilmFacts(rawValue: 1 << 7)
    /// Who directed and wrote it.
    public static let crew = FilmFacts(rawValue: 1 << 8)
    /// Its poster.
    public static let posters = FilmFacts(rawValue: 1 << 9)
    /// Where to watch it (streaming services, by region).
    public static let watchProviders = FilmFacts(rawValue: 1 << 10)
    /// When it comes out in each country, in cinemas and digitally.
    public static let regionalReleases = FilmFacts(rawValue: 1 << 11)
}
