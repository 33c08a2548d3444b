/// The order discovered films come in, highest first except by title.
public enum DiscoverOrder: String, Sendable, Hashable, CaseIterable {
    /// As popular as the source reckons today: TMDB's default.
    case popularity
    /// By average vote (with a floor of votes, so a film with one vote of 10 does not top it).
    case rating
    /// By box-office takings.
    case revenue
    /// Newest first.
    case date
    /// By how many votes the rating is of.
    case votes
    /// By title, A to Z.
    case title

    /// What a source's films must say to be ranked so: takings, to rank by them.
    public var requiredFacts: FilmFacts {
        self == .revenue ? .takings : []
    }
}
