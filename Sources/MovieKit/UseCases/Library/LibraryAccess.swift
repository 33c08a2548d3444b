/// Where a use case finds your library and how it opens it: for reading only, to change it if
/// there is one, or creating it, so that a use case opens it once, as late as it can, and creates
/// it only when it has something to write. ``LibraryFile`` opens the file at a path; an opened
/// ``FilmLibrary`` (one in memory, in tests) is its own access.
public protocol LibraryAccess: Sendable {
    /// The library for reading only (nothing is written to it), if there is one; `nil` when
    /// there is none.
    /// - Throws: ``LibraryError`` for one that cannot be opened (refused, damaged, newer).
    func openForReading() throws(LibraryError) -> FilmLibrary?

    /// The library, to change it, if there is one; `nil` when there is none.
    /// - Throws: ``LibraryError`` as ``openForReading()``, and for one that cannot be written.
    func openIfPresent() throws(LibraryError) -> FilmLibrary?

    /// The library, to change it, created when there is none.
    /// - Throws: ``LibraryError`` as ``openIfPresent()``, and when it cannot be created.
    func open() throws(LibraryError) -> FilmLibrary
}

extension FilmLibrary: LibraryAccess {
    /// This library, already open.
    public func openForReading() throws(LibraryError) -> FilmLibrary? { self }

    /// This library, already open.
    public func openIfPresent() throws(LibraryError) -> FilmLibrary? { self }

    /// This library, already open.
    public func open() throws(LibraryError) -> FilmLibrary { self }
}
