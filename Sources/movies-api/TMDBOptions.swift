import ArgumentParser
import MovieAPIServer

/// The API `movies-api` speaks.
enum DialectOption: String, ExpressibleByArgument, CaseIterable {
    case demo
    case tmdb
}

/// The flags of the TMDB dialect: its credentials and its rate limit.
struct TMDBOptions: ParsableArguments {
    // Unconditional, so that `--rate -1` reaches validate() and is refused for what it is.
    @Option(parsing: .unconditional, help: ArgumentHelp("Answer 429 past this many requests in any second (0: no limit).", valueName: "n"))
    var rate: Int?

    @Option(name: .customLong("api-key"), help: ArgumentHelp(
        "The v3 API key accepted as ?api_key= (default \(TMDBServerSettings.fixtureAPIKey)).", valueName: "key"))
    var apiKey: String?

    @Option(name: .customLong("read-access-token"), help: ArgumentHelp(
        "The read access token accepted as Authorization: Bearer (default: the fixture token in the README).", valueName: "token"))
    var readAccessToken: String?

    @Option(name: .customLong("fail-movie"), help: ArgumentHelp(
        "Answer 500 (TMDB's internal error) to this film's details, every time; repeat for more films.", valueName: "id"))
    var failingMovies: [Int] = []

    /// Whether any of these flags was given.
    var isGiven: Bool {
        rate != nil || apiKey != nil || readAccessToken != nil || !failingMovies.isEmpty
    }

    func validate() throws {
        if let rate, rate < 0 {
            throw ValidationError("--rate must be 0 (no limit) or more requests a second, got \(rate)")
        }
        for (name, value) in [("--api-key", apiKey), ("--read-access-token", readAccessToken)] {
            if let value, value.isEmpty || value.contains(where: \.isWhitespace) {
                throw ValidationError("\(name) must be non-empty text without spaces")
            }
        }
    }

    /// The TMDB dialect's settings for `catalogue` with these flags.
    func settings(catalogue: TMDBCatalogue) -> TMDBServerSettings {
        TMDBServerSettings(
            catalogue: catalogue, apiKey: apiKey ?? TMDBServerSettings.fixtureAPIKey,
            readAccessToken: readAccessToken ?? TMDBServerSettings.fixtureReadAccessToken, rate: rate ?? 0,
            failingMovies: Set(failingMovies))
    }
}
