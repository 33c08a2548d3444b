import Foundation

/// What `discover` asks for: films of every genre named, released in a span of years, rated and
/// voted at least so much, running so long, made in a language, streaming on one of the
/// providers named, in an order. Filters left `nil` (or empty) select every film. Names are
/// resolved: genres and providers come with the source's ids (``DiscoverRequest`` is what a
/// person types).
///
/// Online it is TMDB's `discover/movie`; offline the same filters run over the cached films.
public struct DiscoverQuery: Sendable, Hashable {
    /// Every one of them (TMDB's `with_genres=a,b`).
    public var genres: [Genre]
    public var years: ClosedRange<Int>?
    /// The average vote at least, on a scale of 10 whatever the source's.
    public var minimumRating: Double?
    public var minimumVotes: Int?
    /// In minutes; films of unknown running time are left out when given.
    public var runtime: ClosedRange<Int>?
    /// The ISO 639-1 code of the language the film was made in (`fr`), lowercased.
    public var originalLanguage: String?
    /// Streaming (with a subscription or free, not rented or bought) on any of them, in
    /// ``region``; none for any film.
    public var providers: [WatchProvider]
    /// The ISO 3166-1 country the providers are asked for (`US`), uppercased.
    public var region: String
    public var order: DiscoverOrder

    public init(
        genres: [Genre] = [], years: ClosedRange<Int>? = nil, minimumRating: Double? = nil, minimumVotes: Int? = nil,
        runtime: ClosedRange<Int>? = nil, originalLanguage: String? = nil, providers: [WatchProvider] = [],
        region: String = "US", order: DiscoverOrder = .popularity
    ) {
        self.genres = genres.sorted { $0.id < $1.id }
        self.years = years
        self.minimumRating = minimumRating
        self.minimumVotes = minimumVotes
        self.runtime = runtime
        self.originalLanguage = originalLanguage?.lowercased()
        self.providers = providers.sorted {
            ($0.id, TitleMatch.folded($0.name)) < ($1.id, TitleMatch.folded($1.name))
        }
        self.region = region.uppercased()
        self.order = order
    }

    /// The query as the cache keys it, every filter given in a fixed order, providers by id (by
    /// name when the source's id is not known, offline) in their region: `discover/genres=18,878/years=1980-1989/rating=7/votes=100/runtime=90-120/
    /// language=fr/on=US:8,337/sort=popularity`.
    public var key: String {
        var parts = ["discover"]
        if !genres.isEmpty { parts.append("genres=" + genres.map { String($0.id) }.joined(separator: ",")) }
        if let years { parts.append("years=\(years.lowerBound)-\(years.upperBound)") }
        if let minimumRating { parts.append("rating=\(Self.number(minimumRating))") }
        if let minimumVotes { parts.append("votes=\(minimumVotes)") }
        if let runtime { parts.append("runtime=\(runtime.lowerBound)-\(runtime.upperBound)") }
        if let originalLanguage { parts.append("language=\(originalLanguage)") }
        if !providers.isEmpty {
            parts.append("on=\(region):" + providers.map(Self.keyed).joined(separator: ","))
        }
        parts.append("sort=\(order.rawValue)")
        return parts.joined(separator: "/")
    }

    /// What is asked, in words: "films of Drama and Science Fiction, 1980–1989, streaming on
    /// Netflix in US".
    public var description: String {
        var words: [String] = []
        if !genres.isEmpty { words.append("of " + genres.map(\.name).joined(separator: " and ")) }
        if let years {
            words.append(years.count == 1 ? "of \(years.lowerBound)" : "of \(years.lowerBound)–\(years.upperBound)")
        }
        if let minimumRating { words.append("rated \(Self.number(minimumRating)) or more") }
        if let minimumVotes { words.append("with \(minimumVotes) votes or more") }
        if let runtime { words.append("running \(runtime.lowerBound)–\(runtime.upperBound) minutes") }
        if let originalLanguage { words.append("made in \(originalLanguage)") }
        if !providers.isEmpty {
            words.append("streaming on " + providers.map(\.name).joined(separator: " or ") + " in \(region)")
        }
        return (["films"] + words).joined(separator: ", ").replacingOccurrences(of: "films, of", with: "films of")
    }

    /// A provider as a key names it: its id, else its name folded.
    private static func keyed(_ provider: WatchProvider) -> String {
        provider.id > 0 ? String(provider.id) : TitleMatch.folded(provider.name)
    }

    /// `value` as a key or a sentence writes it: `7`, `7.5`.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension DiscoverQuery {
    /// The films of `films` the query selects, in its order, by what a summary says (year,
    /// rating, votes, title; genres, running time, language and providers are not in it, nor
    /// popularity or takings, which order by rating instead): how the films a source carries in
    /// the process are discovered. `ratingScale` is the films' scale.
    public func select(_ films: [MovieSummary], ratingScale: Double) -> [MovieSummary] {
        let selected = films.filter { film in
            if let years, !(film.year.map(years.contains) ?? false) { return false }
            if let minimumRating, film.rating < minimumRating * ratingScale / 10 { return false }
            if let minimumVotes, (film.voteCount ?? 0) < minimumVotes { return false }
            return true
        }
        return selected.sorted { lhs, rhs in
            switch order {
            case .popularity, .rating, .revenue: (-lhs.rating, lhs.id) < (-rhs.rating, rhs.id)
            case .date: (lhs.releaseDate ?? .distantPast, rhs.id) > (rhs.releaseDate ?? .distantPast, lhs.id)
            case .votes: (-(lhs.voteCount ?? -1), lhs.id) < (-(rhs.voteCount ?? -1), rhs.id)
            case .title:
                (lhs.title.lowercased(), lhs.id) < (rhs.title.lowercased(), rhs.id)
            }
        }
    }
}
