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

    /// The least votes a film needs to be ranked by rating when no floor is asked, on a source
    /// whose films have votes: TMDB's own top-rated floor, so that a film with one vote of 10
    /// does not come first.
    public static let ratingVoteFloor = 300

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
public enum DiscoverFilter: String, Sendable, Hashable, OrderedByDeclaration {
    case genre = "--genre"
    case years = "--year"
    case rating = "--min-rating"
    case votes = "--min-votes"
    case runtime = "--runtime"
    case originalLanguage = "--original-language"
    case providers = "--on"

    /// What a source's films must say for the filter to apply to them; `nil` for what every
    /// film says (its year, its rating).
    public var requiredFact: FilmFacts? {
        switch self {
        case .genre: .genres
        case .years, .rating: nil
        case .votes: .votes
        case .runtime: .runtimes
        case .originalLanguage: .originalLanguages
        case .providers: .watchProviders
        }
    }

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
}

/// Why a ``DiscoverRequest`` cannot be asked: each is the asker's to mend.
public enum DiscoverRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source's films do not say what these filter by (the demo catalogue has no genres).
    case filtersNotApplied([DiscoverFilter], source: MovieSource)
    /// The source's films do not say what the order ranks by (IMDb's datasets have no takings).
    case orderNotApplied(DiscoverOrder, source: MovieSource)
    /// No genre of the source has that name; `known` are those there are, `closest` those it
    /// may mean (``ClosestNames``), best first.
    case unknownGenre(String, known: [String], closest: [String])
    /// No provider streams in `region` under that name; `known` are those that do, `closest`
    /// those it may mean, best first.
    case unknownProvider(String, region: String, known: [String], closest: [String])
    /// The names could not be resolved: the list of genres or providers was not known and could
    /// not be fetched.
    case namesUnknown(MovieServiceError)

    public var description: String {
        switch self {
        case .filtersNotApplied(let filters, let source):
            Self.notApplied(filters, source: source.described)
        case .orderNotApplied(let order, let source):
            source.described.saying(.order(order))
        // A name it may mean is said alone (the list would bury it), with where the list is.
        case .unknownGenre(let name, let known, let closest):
            "no genre is called \"\(name)\"; "
                + (ClosestNames.question(offering: closest).map { "\($0) (`movies genres` lists them)" }
                    ?? "the genres are: \(known.joined(separator: ", "))")
        case .unknownProvider(let name, let region, let known, let closest):
            known.isEmpty
                ? "no provider is called \"\(name)\" in \(region), and none is known there"
                : "no provider is called \"\(name)\" in \(region); "
                    + (ClosestNames.question(offering: closest).map { "\($0) There: " } ?? "there: ")
                    + known.joined(separator: ", ")
        case .namesUnknown(let error):
            error.description
        }
    }

    /// "the demo catalogue's films say nothing of genres: leave --genre out, or ask another
    /// source (--source tmdb or imdb)", naming the sources whose films can be so filtered.
    private static func notApplied(_ filters: [DiscoverFilter], source: MovieSourceDescription) -> String {
        let text =
            "\(source.name)'s films say nothing of \(WordList.joined(filters.map(\.facts))): leave "
            + "\(WordList.joined(filters.map(\.rawValue))) out"
        let others = MovieSourceDescription.all.filter { $0.discoverFilters.isSuperset(of: filters) }
        guard !others.isEmpty else { return text }
        return text + ", or ask another source " + MovieSourceDescription.askingAny(of: others)
    }
}
