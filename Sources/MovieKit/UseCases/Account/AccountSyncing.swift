import Foundation

/// `movies account sync` in one call: the linked account's session read, a client of the API it
/// was made with, your library opened (created when there is none), and the sync
/// (``AccountSync``) run or, for a dry run, planned. Nothing is opened before an account is
/// known to be linked. It prints nothing; it returns what the sync did or would do.
public struct AccountSyncing {
    /// What is asked of the sync.
    public enum Request: Sendable {
        /// Say what a sync would do; change nothing on either side (`--dry-run`).
        case dryRun
        /// Sync: the removals the guard would stop made when `confirmed` (`--yes`); while another
        /// sync of the library runs, as `waiting` says (`--no-wait`).
        case sync(confirmed: Bool, waiting: AccountSyncWaiting)
    }

    /// What the sync did, or would do.
    public enum Outcome: Sendable {
        /// A dry run's plan.
        case planned(AccountSyncPlan)
        /// A sync's report.
        case synced(AccountSyncReport)
    }

    /// Where the linked account's session is kept.
    public let store: TMDBAccountSessionStore
    /// Your library.
    public let library: any LibraryAccess
    private let client: (TMDBAccountSession) throws -> APIClient

    /// - Parameter client: a client of the API `session` was made with, carrying the credential;
    ///   it may refuse (the session of another API, no credential), and throws as it refuses.
    public init(
        store: TMDBAccountSessionStore, library: any LibraryAccess,
        client: @escaping (_ session: TMDBAccountSession) throws -> APIClient
    ) {
        self.store = store
        self.library = library
        self.client = client
    }

    /// Syncs your library with the linked account as `request` asks; with `takingOffSeen`, a
    /// film you have seen or rated is taken off the account's watchlist (else kept there).
    /// - Throws: ``AccountError/notLinked`` when no account is linked (nothing opened);
    ///   ``LibraryError`` when the library cannot be opened; what the client's making throws;
    ///   and as ``AccountSync/plan()`` and ``AccountSync/run(confirmed:waiting:)`` throw.
    public func run(_ request: Request, takingOffSeen: Bool = false) async throws -> Outcome {
        guard let session = store.load() else { throw AccountError.notLinked }
        let client = try client(session)
        let sync = AccountSync(
            library: try library.open(), account: TMDBAccountLists(client: client, session: session),
            matcher: TMDBIMDbFilmMatching(finder: TMDBMovieService(client: client)), takingOffSeen: takingOffSeen)
        switch request {
        case .dryRun: return .planned(try await sync.plan())
        case .sync(let confirmed, let waiting):
            return .synced(try await sync.run(confirmed: confirmed, waiting: waiting))
        }
    }
}
