import ArgumentParser
import Foundation
import MovieKit

/// The filters of `movies discover` (and, later, of commands that choose among films the same
/// way): genres, years, rating, votes, running time, original language, providers, order. Each
/// is checked before anything is asked; `request(region:)` turns them into MovieKit's
/// ``DiscoverRequest``.
struct DiscoverFilters: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Films of every genre named (comma-separated, any case; `movies genres` lists them).",
            valueName: "name[,name…]"), completion: CompletionCandidates.genres)
    var genre: [String] = []

    @Option(help: ArgumentHelp("Released in this year or span of years, like 1982 or 1980-1989.", valueName: "year"))
    var year: String?

    @Option(help: ArgumentHelp("Rated at least this, from 0 to 10.", valueName: "rating"))
    var minRating: Double?

    @Option(help: ArgumentHelp("Running this many minutes, like 90-120.", valueName: "min-max"))
    var runtime: String?

    @Option(
        help: ArgumentHelp(
            "Made in this language (its two letters, like fr or ja); --language is the language answers come in.",
            valueName: "xx"))
    var originalLanguage: String?

    @Option(
        name: .customLong("on"),
        help: ArgumentHelp(
            "Streaming with a subscription or free on any of these services in --region (comma-separated, any case; default $MOVIES_SERVICES, else services in the config file; any for every service).",
            valueName: "service[,service…]"))
    var providers: [String] = []

    @Option(help: ArgumentHelp("The order: highest first, by title A to Z.", valueName: "order"))
    var sort = DiscoverOrder.popularity

    /// The first and last years a film can have, as your library and its imports take them.
    static var possibleYears: ClosedRange<Int> {
        LibraryValue.filmYears()
    }

    func validate() throws {
        _ = try checked(region: RegionOption.defaultRegion, minimumVotes: nil)
    }

    /// The request the filters make, providers asked for in `region`, films with at least
    /// `minimumVotes` votes when given (`--min-votes` is TMDB's option, shared with top-rated).
    func request(region: String, minimumVotes: Int?) -> DiscoverRequest {
        (try? checked(region: region, minimumVotes: minimumVotes)) ?? DiscoverRequest(region: region)
    }

    private func checked(region: String, minimumVotes: Int?) throws(ValidationError) -> DiscoverRequest {
        DiscoverRequest(
            genres: try Self.names(genre, option: "--genre", example: "--genre drama,comedy"),
            years: try year.map(Self.years), minimumRating: try minRating.map(Self.rating),
            minimumVotes: minimumVotes, runtime: try runtime.map(Self.minutes),
            originalLanguage: try originalLanguage.map(Self.language),
            providers: try Self.names(providers, option: "--on", example: "--on netflix,mubi"), region: region,
            order: sort)
    }

    /// The names given, split at commas, each trimmed; refuses one that is empty.
    static func names(_ values: [String], option: String, example: String) throws(ValidationError) -> [String] {
        let names = values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !names.contains(where: \.isEmpty) else {
            throw ValidationError("\(option) needs a name (several separated by commas), like \(example)")
        }
        return names
    }

    static func years(_ text: String) throws(ValidationError) -> ClosedRange<Int> {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
        let years = bounds.compactMap { $0.count == 4 && $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard (1...2).contains(bounds.count), years.count == bounds.count, let first = years.first,
            let last = years.last
        else {
            throw ValidationError("--year takes a year or a span of years, like 1982 or 1980-1989; got \"\(text)\"")
        }
        guard first <= last else {
            throw ValidationError("--year \(text) runs backwards: the earlier year comes first, like \(last)-\(first)")
        }
        let possible = possibleYears
        guard possible.contains(first), possible.contains(last) else {
            throw ValidationError(
                "--year must be between \(possible.lowerBound) and \(possible.upperBound); got \(text)")
        }
        return first...last
    }

    static func rating(_ value: Double) throws(ValidationError) -> Double {
        guard value.isFinite, (0...10).contains(value) else {
            throw ValidationError("--min-rating is on a scale of 0 to 10; got \(DiscoverQuery.number(value))")
        }
        return value
    }

    static func minutes(_ text: String) throws(ValidationError) -> ClosedRange<Int> {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
        let minutes = bounds.compactMap { $0.count <= 4 && $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard bounds.count == 2, minutes.count == 2 else {
            throw ValidationError("--runtime takes minutes from and to, like 90-120; got \"\(text)\"")
        }
        guard minutes[0] <= minutes[1] else {
            throw ValidationError(
                "--runtime \(text) runs backwards: the shorter time comes first, like \(minutes[1])-\(minutes[0])")
        }
        return minutes[0]...minutes[1]
    }

    static func language(_ text: String) throws(ValidationError) -> String {
        guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ValidationError(
                "--original-language takes a language's two letters (ISO 639-1), like fr or ja; got \"\(text)\"")
        }
        return text.lowercased()
    }
}

extension DiscoverOrder: ExpressibleByArgument {}
