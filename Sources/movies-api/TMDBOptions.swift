import ArgumentParser
import Foundation
import MovieAPIServer

/// The API `movies-api` speaks.
enum DialectOption: String, ExpressibleByArgument, CaseIterable {
    case demo
    case tmdb
    case imdb
    case jellyfin
    case plex
    case kodi
}

/// The flags of the TMDB dialect: its credentials and its rate limit.
struct TMDBOptions: ParsableArguments {
    // Unconditional, so that `--rate -1` reaches validate() and is refused for what it is.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Answer 429 past this many requests in any second (0: no limit).", valueName: "n"))
    var rate: Int?

    @Option(
        name: .customLong("api-key"),
        help: ArgumentHelp(
            "The v3 API key accepted as ?api_key= (default \(TMDBServerSettings.fixtureAPIKey)).", valueName: "key"))
    var apiKey: String?

    @Option(
        name: .customLong("read-access-token"),
        help: ArgumentHelp(
            "The read access token accepted as Authorization: Bearer (default: the fixture token in CONTRIBUTING.md).",
            valueName: "token"))
    var readAccessToken: String?

    @Option(
        name: .customLong("fail-movie"),
        help: ArgumentHelp(
            "Answer 500 (TMDB's internal error) to this film's details, every time; repeat for more films.",
            valueName: "id"))
    var failingMovies: [Int] = []

    @Option(
        help: ArgumentHelp(
            "Answer badly on purpose, one way (see CONTRIBUTING.md): \(TMDBHostility.Kind.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "kind"))
    var hostile: TMDBHostility.Kind?

    @Option(
        name: .customLong("hostile-after"),
        help: ArgumentHelp(
            "Answer the first N requests well, then --hostile (a credential refused mid-sync, say).", valueName: "n"))
    var hostileAfter: Int?

    @Option(
        name: .customLong("hostile-rate"),
        help: ArgumentHelp(
            "Give --hostile to this fraction (0 to 1) of the requests it concerns, chosen with --seed (default 1).",
            valueName: "p"))
    var hostileRate: Double?

    @Option(
        help: ArgumentHelp(
            "The day it is when the server starts (UTC), for now_playing, upcoming and the day's trending (default: today).",
            valueName: "yyyy-MM-dd"))
    var today: String?

    /// Whether any of these flags was given.
    var isGiven: Bool {
        rate != nil || apiKey != nil || readAccessToken != nil || !failingMovies.isEmpty || hostile != nil
            || hostileAfter != nil || hostileRate != nil || today != nil
    }

    /// The start of `--today`, UTC midnight, if given and a date.
    var calendarStart: Date? {
        guard let today else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.isLenient = false
        guard today.count == 10, let date = formatter.date(from: today) else { return nil }
        return date
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
        if hostile == nil && (hostileAfter != nil || hostileRate != nil) {
            throw ValidationError("--hostile-after and --hostile-rate need --hostile KIND")
        }
        if let hostileAfter, hostileAfter < 0 {
            throw ValidationError("--hostile-after must be 0 or more requests, got \(hostileAfter)")
        }
        if let hostileRate, !(0...1).contains(hostileRate) {
            throw ValidationError("--hostile-rate must be between 0 and 1, got \(hostileRate)")
        }
        if let today, calendarStart == nil {
            throw ValidationError("--today must be a date as yyyy-MM-dd, got \(today)")
        }
    }

    /// The TMDB dialect's settings for `catalogue` with these flags.
    func settings(catalogue: TMDBCatalogue) -> TMDBServerSettings {
        TMDBServerSettings(
            catalogue: catalogue, apiKey: apiKey ?? TMDBServerSettings.fixtureAPIKey,
            readAccessToken: readAccessToken ?? TMDBServerSettings.fixtureReadAccessToken, rate: rate ?? 0,
            failingMovies: Set(failingMovies),
            hostility: hostile.map { TMDBHostility($0, after: hostileAfter ?? 0, rate: hostileRate ?? 1) })
    }
}

extension TMDBHostility.Kind: ExpressibleByArgument {}
