import Foundation

/// What the TMDB dialect serves and how it guards it: the catalogue, the one v3 API key and the
/// one read access token it accepts, and how many requests a second it answers.
public struct TMDBServerSettings: Sendable {
    /// The v3 API key accepted by default, as `?api_key=feedfacecafebeef0123456789abcdef`.
    public static let fixtureAPIKey = "feedfacecafebeef0123456789abcdef"
    /// The read access token accepted by default, as `Authorization: Bearer …`; it looks like
    /// TMDB's (a JWT) but signs nothing.
    public static let fixtureReadAccessToken =
        "eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJmaXh0dXJlLWFwaS1rZXkiLCJzdWIiOiJtb3ZpZXMtYXBpIiwic2NvcGVzIjpbImFwaV9yZWFkIl0sInZlcnNpb24iOjF9.Zml4dHVyZS1zaWduYXR1cmUtbm90LWEtcmVhbC1vbmU"

    public var catalogue: TMDBCatalogue
    /// The v3 API key accepted in the `api_key` query parameter.
    public var apiKey: String
    /// The read access token accepted in `Authorization: Bearer`.
    public var readAccessToken: String
    /// Requests answered in any rolling second, all paths together; past it, 429 with
    /// `Retry-After: 1`. 0 for no limit.
    public var rate: Int
    /// The films whose details answer 500 with TMDB's internal-error body, every time.
    public var failingMovies: Set<Int>
    /// The hostile answers given on purpose, if any.
    public var hostility: TMDBHostility?
    /// Where the image host listens (`http://127.0.0.1:PORT/t/p/`), as `configuration` names
    /// it; set when the server starts it.
    public var imageBaseURL: URL?
    /// Films' providers and release days as changed while the server runs (by a test).
    public var changes: TMDBFilmChanges
    /// The account its account routes read and write, and tests seed and read in process.
    public var account: TMDBFixtureAccount

    public init(
        catalogue: TMDBCatalogue, apiKey: String = Self.fixtureAPIKey,
        readAccessToken: String = Self.fixtureReadAccessToken, rate: Int = 0, failingMovies: Set<Int> = [],
        hostility: TMDBHostility? = nil, changes: TMDBFilmChanges = TMDBFilmChanges(),
        account: TMDBFixtureAccount = TMDBFixtureAccount()
    ) {
        self.account = account
        self.catalogue = catalogue
        self.apiKey = apiKey
        self.readAccessToken = readAccessToken
        self.rate = rate
        self.failingMovies = failingMovies
        self.hostility = hostility
        self.changes = changes
    }
}
