/// One of the files IMDb publishes each day at its dataset host, of those `movies` imports.
public enum IMDbDataset: String, Sendable, CaseIterable, Codable {
    /// Every title: its type, titles, adult flag, years, running time and genres.
    case titleBasics = "title.basics"
    /// The rating and number of votes of each rated title.
    case titleRatings = "title.ratings"
    /// Each title's principal cast and crew, in billing order, with the characters played.
    case titlePrincipals = "title.principals"
    /// Each title's directors and writers.
    case titleCrew = "title.crew"
    /// Every person: name and years.
    case nameBasics = "name.basics"

    /// The file's name at the host and on disk: `title.basics.tsv.gz`.
    public var fileName: String { rawValue + ".tsv.gz" }
}
