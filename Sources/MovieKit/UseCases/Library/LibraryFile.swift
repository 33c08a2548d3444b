import Foundation

/// Your library's file at a path (``LibraryLocation`` says which), opened as ``LibraryAccess``
/// asks, once it is found apart from the cache's files: a library among them would be deleted,
/// replaced or moved with them, so it is refused (``LibraryError/amongCacheFiles(path:holder:)``)
/// and left as it is.
public struct LibraryFile: LibraryAccess {
    /// The library's path.
    public let path: String
    /// The cache whose files the library must stay apart from, asked only when there is a
    /// library to open (a path costs a cached answer more than its query).
    private let cacheURL: @Sendable () -> URL
    /// Told each time the library is opened to be changed (an automatic sync follows such a
    /// command).
    private let openedToChange: @Sendable () -> Void

    /// The library at `path`, apart from the cache at `cacheURL()`; `openedToChange` is called
    /// each time it is opened to be changed.
    public init(
        path: String, apartFromCacheAt cacheURL: @escaping @Sendable () -> URL,
        openedToChange: @escaping @Sendable () -> Void = {}
    ) {
        self.path = path
        self.cacheURL = cacheURL
        self.openedToChange = openedToChange
    }

    /// Refuses a library among the cache's files.
    /// - Throws: ``LibraryError/amongCacheFiles(path:holder:)``.
    public func checkApart() throws(LibraryError) {
        if let refusal = CacheFootprint(cacheURL: cacheURL()).refusal(ofLibraryAt: path) { throw refusal }
    }

    public func openForReading() throws(LibraryError) -> FilmLibrary? {
        guard PathEntry(path) != .missing else { return nil }
        try checkApart()
        return try FilmLibrary.openForReading(at: URL(fileURLWithPath: path))
    }

    public func openIfPresent() throws(LibraryError) -> FilmLibrary? {
        guard PathEntry(path) != .missing else { return nil }
        try checkApart()
        let library = try FilmLibrary.openIfPresent(at: URL(fileURLWithPath: path))
        if library != nil { openedToChange() }
        return library
    }

    public func open() throws(LibraryError) -> FilmLibrary {
        try checkApart()
        let library = try FilmLibrary.open(at: URL(fileURLWithPath: path))
        openedToChange()
        return library
    }
}
