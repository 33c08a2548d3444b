/// How `discover/movie` orders its results (`sort_by`): a field and a direction. Ties are
/// broken by id, lowest first, so pages are stable.
struct TMDBSortOrder: Hashable, Sendable {
    enum Field: String, CaseIterable, Sendable {
        case popularity
        case revenue
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case primaryReleaseDate = "primary_release_date"
        case title
        case originalTitle = "original_title"
    }

    var field: Field
    var descending: Bool

    /// TMDB's default, `popularity.desc`.
    static let popularityDescending = TMDBSortOrder(field: .popularity, descending: true)

    /// Reads `revenue.desc`, `vote_average.asc`…; `nil` for anything else.
    init?(_ text: Substring) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let field = Field(rawValue: String(parts[0])), ["asc", "desc"].contains(parts[1]) else {
            return nil
        }
        self.init(field: field, descending: parts[1] == "desc")
    }

    init(field: Field, descending: Bool) {
        self.field = field
        self.descending = descending
    }

    /// Whether `a` comes before `b`.
    func areInOrder(_ a: TMDBWire.MovieDetails, _ b: TMDBWire.MovieDetails) -> Bool {
        let order = compare(a, b)
        if order == 0 { return a.id < b.id }
        return descending ? order > 0 : order < 0
    }

    /// -1, 0 or 1 as `a`'s field is below, equal to or above `b`'s.
    private func compare(_ a: TMDBWire.MovieDetails, _ b: TMDBWire.MovieDetails) -> Int {
        switch field {
        case .popularity: Self.compare(a.popularity, b.popularity)
        case .revenue: Self.compare(a.revenue, b.revenue)
        case .voteAverage: Self.compare(a.voteAverage, b.voteAverage)
        case .voteCount: Self.compare(a.voteCount, b.voteCount)
        case .primaryReleaseDate: Self.compare(a.releaseDate ?? "", b.releaseDate ?? "")
        case .title: Self.compare(a.title, b.title)
        case .originalTitle: Self.compare(a.originalTitle, b.originalTitle)
        }
    }

    private static func compare<T: Comparable>(_ a: T, _ b: T) -> Int {
        a < b ? -1 : (a == b ? 0 : 1)
    }
}
