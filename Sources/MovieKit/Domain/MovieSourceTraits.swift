/// How a source's service is asked, so that the cache and a sync treat every source alike
/// without knowing which it is. What the source is and has is its ``MovieSourceDescription``.
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

    public init(revalidates: Bool, listsCarryDetails: Bool, listSize: Int?) {
        self.revalidates = revalidates
        self.listsCarryDetails = listsCarryDetails
        self.listSize = listSize
    }

    /// A service known only by its completion calls: it asks on no condition, its lists are
    /// whole and name their movies without vouching for their details.
    public static let answersOnCompletion = MovieSourceTraits(
        revalidates: false, listsCarryDetails: false, listSize: nil)
}
