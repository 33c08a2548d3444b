import Foundation

/// What `movies account status` tells: the linked account, read from the kept session without
/// asking TMDB, and where your library stands with it (``syncStatus(of:)``).
public struct AccountStatus: Sendable {
    /// The linked account, or `nil` when none is.
    public let account: TMDBAccountSession?

    public init(store: TMDBAccountSessionStore) {
        account = store.load()
    }

    /// When your library last synced with the account and how many changes wait for the next
    /// sync (``AccountSync/status(of:)``); with no library yet, never and none.
    /// - Throws: ``LibraryError`` for a library that cannot be opened or read.
    public func syncStatus(of library: any LibraryAccess) throws(LibraryError) -> AccountSyncStatus {
        guard let opened = try library.openIfPresent() else {
            return AccountSyncStatus(lastSync: nil, changesWaiting: 0)
        }
        return try AccountSync.status(of: opened)
    }
}
