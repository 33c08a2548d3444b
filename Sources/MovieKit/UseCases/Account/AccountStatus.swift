import Foundation

/// What `movies account status` tells: the linked account, read from the kept session without
/// asking TMDB.
public struct AccountStatus: Sendable {
    /// The linked account, or `nil` when none is.
    public let account: TMDBAccountSession?

    public init(store: TMDBAccountSessionStore) {
        account = store.load()
    }
}
