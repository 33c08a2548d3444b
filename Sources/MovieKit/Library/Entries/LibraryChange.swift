/// What a change did to the library.
public enum LibraryChange: Sendable, Equatable {
    /// A new entry.
    case added
    /// An entry that was there, changed.
    case updated
    /// Nothing: it was there already, as given.
    case unchanged
}
