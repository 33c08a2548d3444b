/// Why an edit of your library changed nothing (``LibraryEditor``'s: ``LibraryEditError``;
/// ``FilmLists``'s: ``FilmListError``), with the film as far as it was found, so that what the
/// finding noted can still be said.
public struct FilmEditError<Reason: Sendable & Equatable & CustomStringConvertible>: Error, Sendable, Equatable,
    CustomStringConvertible
{
    /// Why.
    public let reason: Reason
    /// The film, when it was found before the change failed.
    public let found: FoundFilm?

    public init(_ reason: Reason, found: FoundFilm? = nil) {
        self.reason = reason
        self.found = found
    }

    public var description: String { reason.description }
}
