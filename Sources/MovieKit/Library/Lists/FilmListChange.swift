/// What a change of one of your lists did.
public enum FilmListChange: Sendable, Equatable {
    /// Done.
    case done
    /// The film was put on the list at this position.
    case added(position: Int)
    /// The film was on the list already, at this position; nothing changed.
    case alreadyOn(position: Int)
    /// The film was on the list, and moved from one position to the other.
    case moved(from: Int, to: Int)
    /// No list of yours has the name.
    case noSuchList
    /// A list of yours has the name already (whatever the case): nothing changed.
    case nameTaken(String)
    /// The film is not on the list.
    case notOnList
    /// The list was deleted longer ago than ``FilmList/restorableFor``: it cannot be restored.
    case expired
}
