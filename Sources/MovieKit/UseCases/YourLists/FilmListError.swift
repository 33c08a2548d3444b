/// Why ``FilmLists`` changed nothing (``FilmListReason``), with the film as far as it was found.
public typealias FilmListError = FilmEditError<FilmListReason>

/// Why ``FilmLists`` changed nothing.
public enum FilmListReason: Sendable, Equatable, CustomStringConvertible {
    /// No list of yours has the name.
    case noSuchList(String)
    /// A list of yours has the name already (as it is written there).
    case nameTaken(String)
    /// A list's name must have something in it, and at most ``FilmLists/longestName`` characters.
    case badName(String)
    /// The film is not on the list.
    case notOnList(WantedFilm, list: String)
    /// Several films on the list have the title given: the id of one must be given.
    case severalOnList(MovieSearch, [LibraryFilm])
    /// A position was given for a list that is not ranked.
    case notRanked(String)
    /// The list was deleted longer ago than it can be restored.
    case expired(String)
    /// The film could not be found.
    case finding(FilmFinderError)
    /// Your library could not be opened, read or written; nothing was changed.
    case library(LibraryError)

    public var description: String {
        switch self {
        case .noSuchList(let name): "you have no list named \"\(name)\""
        case .nameTaken(let name): "you have a list named \"\(name)\" already"
        case .badName(let name): "a list's name cannot be \"\(name)\""
        case .notOnList(_, let list): "the film is not on your list \"\(list)\""
        case .severalOnList(let search, let films):
            "\(films.count) films on the list are titled \"\(search.text)\": give the id of one"
        case .notRanked(let name): "your list \"\(name)\" is not ranked"
        case .expired(let name): "your list \"\(name)\" was deleted more than 30 days ago"
        case .finding(let error): error.description
        case .library(let error): error.description
        }
    }
}
