/// Whose numbering a source's film ids are, and how they are written: what a film's id means
/// beyond the source (Letterboxd knows films by TMDB's ids) and how a person types it.
public enum FilmIDs: Sendable, Hashable {
    /// Numbers of the source's own: `1`.
    case ownNumbers
    /// TMDB's numbers, which other services know films by: `78`.
    case tmdbNumbers
    /// IMDb's title ids, written `tt0083658` and kept as their number.
    case imdbTitles

    /// An id as the source writes it.
    public func written(_ id: Int) -> String {
        switch self {
        case .ownNumbers, .tmdbNumbers: String(id)
        case .imdbTitles: IMDbID.title(id)
        }
    }

    /// The number of an id as a person may type it: a positive number, or for IMDb's titles
    /// their id (`tt0083658`) too; `nil` for what is neither.
    public func number(_ text: some StringProtocol) -> Int? {
        if self == .imdbTitles, let number = IMDbID.titleNumber(text) { return number }
        guard let number = Int(text), number > 0 else { return nil }
        return number
    }
}
