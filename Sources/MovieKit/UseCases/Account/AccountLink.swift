/// The TMDB account your library is linked to, as a change is told to it at once: reached (the
/// session read, the client made) when a change is made, not before.
public struct AccountLink: Sendable {
    /// The account as it can be reached now.
    public enum Reach: Sendable {
        /// No account is linked.
        case notLinked
        /// The account named `name` (as TMDB gave it), and its lists.
        case linked(name: String, lists: any AccountLists)
        /// The account named `name` is linked but cannot be asked now (why, in words).
        case unreachable(name: String, reason: String)
    }

    private let reach: @Sendable () -> Reach

    /// - Parameter reach: reaches the account; called once a change is made.
    public init(reach: @escaping @Sendable () -> Reach) {
        self.reach = reach
    }

    /// No account linked.
    public static let none = AccountLink { .notLinked }

    /// Tells the account `changes` of `film` (nothing `offline`: it waits for the next sync).
    public func tell(
        _ changes: [AccountChangeSender.Change], of film: LibraryFilm, offline: Bool
    ) async -> AccountTold {
        switch reach() {
        case .notLinked:
            return .nothing
        case .unreachable(let name, let reason):
            return .waiting(account: name, reason: reason)
        case .linked(let name, let lists):
            switch await AccountChangeSender(lists: lists, offline: offline).send(changes, of: film) {
            case .sent: return .sent(account: name)
            case .waiting(let reason): return .waiting(account: name, reason: reason)
            case .notLinked, .notTMDB, .nothing: return .nothing
            }
        }
    }
}

/// What became of a change told to a linked account.
public enum AccountTold: Sendable, Equatable {
    /// Nothing was told: no account is linked, the film is not TMDB's, or nothing it keeps changed.
    case nothing
    /// The account named `account` has it.
    case sent(account: String)
    /// It could not be sent to the account named `account` (why, in words); the next sync sends it.
    case waiting(account: String, reason: String)
}
