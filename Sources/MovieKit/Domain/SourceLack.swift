/// Something a source may lack, and how a sentence says so: which sources have it, what one
/// without says of itself and what those with it say. ``MovieSourceDescription/saying(_:)``
/// makes the sentence from the descriptions: "IMDb's datasets recommend no films; TMDB does
/// (--source tmdb)".
public struct SourceLack: Sendable {
    /// Whether a source has it.
    let isHeld: @Sendable (MovieSourceDescription) -> Bool
    /// What a source without it says, after its name: singular, then plural.
    let lacking: (singular: String, plural: String)
    /// What those with it say, after their names: singular, then plural.
    let having: (singular: String, plural: String)

    /// The films a source recommends beside a film.
    public static let recommendations = question(
        .recommendations, lacking: ("recommends no films", "recommend no films"), having: ("does", "do"))
    /// Series of films.
    public static let collections = question(
        .collections, lacking: ("has no collections", "have no collections"), having: ("has", "have"))
    /// Its genres, by name.
    public static let genres = question(.genres, lacking: ("names no genres", "name no genres"), having: ("does", "do"))
    /// Its films' posters.
    public static let posters = question(
        .posters, lacking: ("has no posters", "have no posters"), having: ("has them", "have them"))
    /// Films found by IMDb's id of them.
    public static let imdbIDs = question(
        .imdbIDs, lacking: ("cannot find films by their IMDb id", "cannot find films by their IMDb id"),
        having: ("can", "can"))

    /// A list to browse (trending, popular, in cinemas): "has no list of films trending this week".
    public static func browseList(_ list: BrowseList) -> SourceLack {
        let named = list.description.hasPrefix("the ") ? String(list.description.dropFirst(4)) : list.description
        return question(
            .browseLists, lacking: ("has no list of \(named)", "have no list of \(named)"), having: ("has", "have"))
    }

    /// A year's list, as ranked by a fact its films may not say (takings, for the top-grossing list).
    public static func list(_ list: MovieList) -> SourceLack {
        SourceLack(
            isHeld: { $0.has(list.requiredFacts) },
            lacking: ("has no takings, so no \(list.title) list", "have no takings, so no \(list.title) list"),
            having: ("has them", "have them"))
    }

    /// An order of discovered films by a fact its films may not say (takings).
    public static func order(_ order: DiscoverOrder) -> SourceLack {
        SourceLack(
            isHeld: { $0.has(order.requiredFacts) },
            lacking: ("has no takings to order by", "have no takings to order by"), having: ("has them", "have them"))
    }

    private static func question(
        _ question: SourceQuestions, lacking: (String, String), having: (String, String)
    ) -> SourceLack {
        SourceLack(isHeld: { $0.answers(question) }, lacking: lacking, having: having)
    }
}

extension MovieSourceDescription {
    /// That the source lacks `lack`, and which sources have it with how to ask them: "IMDb's
    /// datasets recommend no films; TMDB does (--source tmdb)"; only the first half when none has.
    public func saying(_ lack: SourceLack) -> String {
        let lacking = answererIsPlural ? lack.lacking.plural : lack.lacking.singular
        let others = Self.all.filter { $0.source != source && lack.isHeld($0) }
        guard let first = others.first else { return "\(answerer) \(lacking)" }
        let having = others.count > 1 || first.answererIsPlural ? lack.having.plural : lack.having.singular
        return "\(answerer) \(lacking); \(WordList.joined(others.map(\.answerer))) \(having) "
            + Self.askingAny(of: others)
    }

    /// How to ask any of `sources`: "(--source tmdb)", "(--source demo or tmdb)".
    public static func askingAny(of sources: [MovieSourceDescription]) -> String {
        "(--source \(WordList.joined(sources.map(\.commandLineName), by: "or")))"
    }
}
