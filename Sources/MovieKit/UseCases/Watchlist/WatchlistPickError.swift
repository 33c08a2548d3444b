/// Why ``WatchlistPick`` chose nothing.
public enum WatchlistPickError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Your watchlist of this source's films is empty (or there is no library).
    case emptyWatchlist(MovieSource)
    /// Your library could not be read.
    case library(LibraryError)
    /// The filters cannot be applied to the source's films, or their names could not be learnt.
    case filters(DiscoverRequestError)
    /// The cache could not be read.
    case cache(CacheError)

    public var description: String {
        switch self {
        case .emptyWatchlist(let source): "your watchlist of \(source.described.name)'s films is empty"
        case .library(let error): error.description
        case .filters(let error): error.description
        case .cache(let error): error.description
        }
    }
}
