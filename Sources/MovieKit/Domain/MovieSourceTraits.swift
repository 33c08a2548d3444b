/// What a source's service can answer and how, so that the cache and a sync treat every source
/// alike without knowing which it is.
public struct MovieSourceTraits: Sendable, Equatable {
    /// Whether it can ask on a condition (`If-None-Match`, `If-Modified-Since`) and says what
    /// its API said of each answer's freshness.
    public var revalidates: Bool
    /// Whether a list's answer holds each movie's details (takings, cast), as TMDB's does (it
    /// asks for them to fill the list): a sync need not ask for each movie again.
    public var listsCarryDetails: Bool
    /// How many movies a list's answer holds when the API gives lists in pages (TMDB); `nil`
    /// when it gives each list whole. A list cached for fewer movies is asked for again.
    public var listSize: Int?
    /// What its films say that discover can filter by (the demo catalogue's have no genres,
    /// running times, languages or providers).
    public var discoverFilters: Set<DiscoverFilter>
    /// Whether it answers from data kept on this machine apart from the cache (IMDb's imported
    /// datasets): the cache neither reads nor saves its answers, each given once as recent as
    /// the data it came from.
    public var answersLocally: Bool

    public init(
        revalidates: Bool, listsCarryDetails: Bool, listSize: Int?,
        discoverFilters: Set<DiscoverFilter> = Set(DiscoverFilter.allCases), answersLocally: Bool = false
    ) {
        self.revalidates = revalidates
        self.listsCarryDetails = listsCarryDetails
        self.listSize = listSize
        self.discoverFilters = discoverFilters
        self.answersLocally = answersLocally
    }

    /// A service known only by its completion calls: it asks on no condition, its lists are
    /// whole and name their movies without vouching for their details.
    public static let answersOnCompletion = MovieSourceTraits(
        revalidates: false, listsCarryDetails: false, listSize: nil)
}
