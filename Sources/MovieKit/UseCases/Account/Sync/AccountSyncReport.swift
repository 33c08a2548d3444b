import Foundation

/// What a sync did (``AccountSync/run(confirmed:)``).
public struct AccountSyncReport: Sendable, Hashable {
    /// What it set out to do.
    public var plan: AccountSyncPlan
    /// How many changes reached the account.
    public var sentToAccount: Int
    /// How many changes were written into your library.
    public var madeInLibrary: Int
    /// Films TMDB refused this time, with what it said; tried again at the next sync.
    public var refused: [AccountSyncRefusal]
    /// Films set aside this time, refused once too often (``AccountSync/refusalsBeforeSettingAside``).
    public var setAside: [AccountFilm]
    /// Films changed in your library while the sync ran: left as you changed them, carried at the next sync.
    public var keptForNextSync: Int

    public init(
        plan: AccountSyncPlan, sentToAccount: Int = 0, madeInLibrary: Int = 0, refused: [AccountSyncRefusal] = [],
        setAside: [AccountFilm] = [], keptForNextSync: Int = 0
    ) {
        self.plan = plan
        self.sentToAccount = sentToAccount
        self.madeInLibrary = madeInLibrary
        self.refused = refused
        self.setAside = setAside
        self.keptForNextSync = keptForNextSync
    }
}

/// A film TMDB refused a change of, and what it said.
public struct AccountSyncRefusal: Sendable, Hashable {
    public var film: AccountFilm
    /// TMDB's HTTP status.
    public var status: Int
    public var message: String

    public init(film: AccountFilm, status: Int, message: String) {
        self.film = film
        self.status = status
        self.message = message
    }
}

/// Where a library stands with the account (what `movies account status` says).
public struct AccountSyncStatus: Sendable, Hashable {
    /// When the last sync ended; `nil` when none has.
    public var lastSync: Date?
    /// Changes of your library's TMDB films waiting for the next sync (one per film and list).
    public var changesWaiting: Int

    public init(lastSync: Date?, changesWaiting: Int) {
        self.lastSync = lastSync
        self.changesWaiting = changesWaiting
    }
}
