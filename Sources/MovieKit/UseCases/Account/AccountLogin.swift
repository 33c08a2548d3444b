import Foundation

/// Links a TMDB account, as TMDB's v3 asks: a request token the person approves in a browser,
/// then a session, kept by ``TMDBAccountSessionStore`` (0600) once TMDB names its account.
///
/// ``start()`` gives the token and where to approve it; ``waitForApproval(of:)`` asks TMDB every
/// ``pollInterval`` whether it was approved, until it was or the token expired. Nothing is kept
/// before the account is known; cancelling the task keeps nothing either. Logging in again ends
/// the session it replaces at TMDB (the API's the same), so one session stays live.
public struct AccountLogin: Sendable {
    /// How often TMDB is asked by default whether the token was approved.
    public static let defaultPollInterval: Duration = .seconds(2)

    /// What the person is asked to do.
    public struct Approval: Sendable, Equatable {
        public var token: TMDBAccountLinking.RequestToken
        /// Where the person approves it.
        public var url: URL
    }

    public let linking: TMDBAccountLinking
    public let store: TMDBAccountSessionStore
    public let pollInterval: Duration
    private let now: @Sendable () -> Date

    public init(
        linking: TMDBAccountLinking, store: TMDBAccountSessionStore, pollInterval: Duration = defaultPollInterval,
        now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) {
        self.linking = linking
        self.store = store
        self.pollInterval = pollInterval
        self.now = now
    }

    /// A new request token and its approval URL.
    /// - Throws: ``AccountError/unreachable`` with no network; what TMDB refused (the API key).
    public func start() async throws -> Approval {
        let token = try await linking.requestToken()
        return Approval(token: token, url: linking.approvalURL(for: token.token))
    }

    /// The linked account, once the person approved `approval` and TMDB gave a session; kept.
    /// - Throws: ``AccountLoginError/expired`` when the token expires (or TMDB no longer knows
    ///   it) first; ``AccountLoginError/cannotKeep(_:)`` when the session file cannot be written
    ///   (the session is then ended at TMDB); `CancellationError` when the task is cancelled;
    ///   ``AccountError/unreachable`` and the API's failures as they come.
    public func waitForApproval(of approval: Approval) async throws -> TMDBAccountSession {
        while true {
            switch try await linking.session(for: approval.token.token) {
            case .session(let session):
                let account = try await linking.account(session: session)
                let replaced: TMDBAccountSession?
                do {
                    replaced = try store.replace(with: account)
                } catch {
                    try? await linking.end(session: session)
                    throw AccountLoginError.cannotKeep(error.description)
                }
                // The session this one replaces is ended at TMDB, not left live and known nowhere;
                // at its own API only (one of another API is not sent here).
                if let replaced, replaced.sessionID != account.sessionID,
                    APIOrigin(replaced.apiURL) == APIOrigin(account.apiURL)
                {
                    try? await linking.end(session: replaced.sessionID)
                }
                return account
            case .expired:
                throw AccountLoginError.expired
            case .waiting:
                guard now() < approval.token.expiresAt else { throw AccountLoginError.expired }
                try await Task.sleep(for: pollInterval)
            }
        }
    }
}

/// Why linking an account stopped.
public enum AccountLoginError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request token expired before the person approved it.
    case expired
    /// The session could not be kept: the file and why.
    case cannotKeep(String)

    public var description: String {
        switch self {
        case .expired:
            "the request was not approved before it expired; run `movies account login` again"
        case .cannotKeep(let reason):
            "could not keep the session (\(reason)); it was ended at TMDB"
        }
    }
}
