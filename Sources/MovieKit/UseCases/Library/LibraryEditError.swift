/// Why ``LibraryEditor`` changed nothing (``LibraryEditReason``), with the film as far as it was
/// found.
public typealias LibraryEditError = FilmEditError<LibraryEditReason>

/// Why ``LibraryEditor`` changed nothing.
public enum LibraryEditReason: Sendable, Equatable, CustomStringConvertible {
    /// The film could not be found.
    case finding(FilmFinderError)
    /// Your library could not be opened, read or written; nothing was changed.
    case library(LibraryError)
    /// There is no library yet, so no watchlist to take a film off.
    case noLibrary
    /// The film is not on your watchlist.
    case notOnWatchlist(WantedFilm)
    /// Several films on your watchlist have the title given: the id of one must be given.
    case severalOnWatchlist(MovieSearch, [LibraryFilm])
    /// The film has no viewing in your diary.
    case notInDiary(WantedFilm)
    /// Several films in your diary have the title given: the id of one must be given.
    case severalInDiary(MovieSearch, [LibraryFilm])
    /// The film has several viewings, on these days (the last first): which must be said.
    case severalViewings(LibraryFilm, [ViewingDay])
    /// The film has no viewing on the day given; it has these (the last first).
    case noViewingOn(LibraryFilm, ViewingDay, [ViewingDay])
    /// The person asked whether a rating was out of ten or in stars chose neither.
    case ratingScaleNotChosen

    public var description: String {
        switch self {
        case .finding(let error): error.description
        case .library(let error): error.description
        case .noLibrary: "your watchlist is empty"
        case .notOnWatchlist: "the film is not on your watchlist"
        case .severalOnWatchlist(let search, let films):
            "\(films.count) films on your watchlist are titled \"\(search.text)\": give the id of one"
        case .notInDiary: "the film is not in your diary"
        case .severalInDiary(let search, let films):
            "\(films.count) films in your diary are titled \"\(search.text)\": give the id of one"
        case .severalViewings(_, let days):
            "the film was watched \(days.count) times (\(days.map(\.description).joined(separator: ", "))): give the day of one"
        case .noViewingOn(_, let day, _): "the film has no viewing of \(day)"
        case .ratingScaleNotChosen: "no scale chosen for the rating; nothing changed"
        }
    }
}
