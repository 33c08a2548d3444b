/// What a person asks `discover` for, genres and providers by name (any case; genres in the
/// language asked or in English): ``CachingMovieService/discoverQuery(for:)`` resolves it to a
/// ``DiscoverQuery`` with the source's ids.
public struct DiscoverRequest: Sendable, Hashable {
    public var genres: [String]
    public var years: ClosedRange<Int>?
    /// On a scale of 10, whatever the source's.
    public var minimumRating: Double?
    public var minimumVotes: Int?
    public var runtime: ClosedRange<Int>?
    public var originalLanguage: String?
    /// Any of them, streaming with a subscription or free in ``region``.
    public var providers: [String]
    public var region: String
    public var order: DiscoverOrder

    public init(
        genres: [String] = [], years: ClosedRange<Int>? = nil, minimumRating: Double? = nil, minimumVotes: Int? = nil,
        runtime: ClosedRange<Int>? = nil, originalLanguage: String? = nil, providers: [String] = [],
        region: String = "US", order: DiscoverOrder = .popularity
    ) {
        self.genres = genres
        self.years = years
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.runtime = runtime
        self.originalLanguage = originalLanguage
        self.providers = providers
        self.region = region
        self.order = order
    }

    /// The filters it sets.
    public var filters: Set<DiscoverFilter> {
        var filters: Set<DiscoverFilter> = []
        if !genres.isEmpty { filters.insert(.genre) }
        if years != nil { filters.insert(.years) }
        if minimumRating != nil { filters.insert(.rating) }
        if minimumVotes != nil { filters.insert(.votes) }
        if runtime != nil { filters.insert(.runtime) }
        if originalLanguage != nil { filters.insert(.originalLanguage) }
        if !providers.isEmpty { filters.insert(.providers) }
        return filters
    }
}

/// A filter of ``DiscoverRequest``, named as its option is.
public enum DiscoverFilter: String, Sendable, Hashable, CaseIterable, Comparable {
    case genre = "--genre"
    case years = "--year"
    case rating = "--min-rating"
    case votes = "--min-votes"
    case runtime = "--runtime"
    case originalLanguage = "--original-language"
    case providers = "--on"

    /// What a film must say for the filter to apply to it, in words.
    public var facts: String {
        switch self {
        case .genre: "genres"
        case .years: "years"
        case .rating: "ratings"
        case .votes: "votes"
        case .runtime: "running times"
        case .originalLanguage: "original languages"
        case .providers: "streaming services"
        }
    }

    public static func < (lhs: DiscoverFilter, rhs: DiscoverFilter) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// Why a ``DiscoverRequest`` cannot be asked: each is the asker's to mend.
public enum DiscoverRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source's films do not say what these filter by (the demo catalogue has no genres).
    case filtersNotApplied([DiscoverFilter], source: MovieSource)
    /// No genre of the source has that name; `known` are those there are.
    case unknownGenre(String, known: [String])
    /// No provider streams in `region` under that name; `known` are those that do.
    case unknownProvider(String, region: String, known: [String])
    /// The names could not be resolved: the list of genres or providers was not known and could
    /// not be fetched.
    case namesUnknown(MovieServiceError)

    public var description: String {
        switch self {
        case .filtersNotApplied(let filters, let source):
            "\(source.displayName)'s films say nothing of \(Self.list(filters.map(\.facts))): leave "
                + "\(Self.list(filters.map(\.rawValue))) out, or ask another source (--source tmdb)"
        case .unknownGenre(let name, let known):
            "no genre is called \"\(name)\"; the genres are: \(known.joined(separator: ", "))"
        case .unknownProvider(let name, let region, let known):
            known.isEmpty
                ? "no provider is called \"\(name)\" in \(region), and none is known there"
                : "no provider is called \"\(name)\" in \(region); there: \(known.joined(separator: ", "))"
        case .namesUnknown(let error):
            error.description
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }
}
