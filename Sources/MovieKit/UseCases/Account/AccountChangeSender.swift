import Foundation

/// Sends one library change to the linked TMDB account at once (`watchlist add|remove`, `rate`,
/// `watched`), so the account need not wait for the next sync. Nothing here is ever undone by a
/// failure: the change is already in your library, and what could not be sent waits for the
/// next `movies account sync`.
public struct AccountChangeSender: Sendable {
    /// What changed of one film, as the account keeps it.
    public enum Change: Sendable, Equatable {
        /// On the watchlist (`true`) or off it.
        case watchlist(Bool)
        /// Rated this value, or (`nil`) not rated any more.
        case rating(Double?)
    }

    /// What became of the change at the account.
    public enum Outcome: Sendable, Equatable {
        /// The account has it.
        case sent
        /// No account is linked: nothing to send.
        case notLinked
        /// The film is not one of TMDB's (the demo's, IMDb's): the account cannot hold it.
        case notTMDB
        /// Nothing changed that the account keeps.
        case nothing
        /// It could not be sent (why, in words); the next sync sends it.
        case waiting(String)
    }

    private let lists: (any AccountLists)?
    private let offline: Bool

    /// - Parameters:
    ///   - lists: the linked account's lists, `nil` when none is linked.
    ///   - offline: whether the command may not use the network (`--offline`): nothing is sent.
    public init(lists: (any AccountLists)?, offline: Bool = false) {
        self.lists = lists
        self.offline = offline
    }

    /// Sends `changes` of `film`, in order, stopping at the first that fails.
    public func send(_ changes: [Change], of film: LibraryFilm) async -> Outcome {
        guard let lists else { return .notLinked }
        guard film.source == .tmdb, let id = film.id else { return .notTMDB }
        guard !changes.isEmpty else { return .nothing }
        guard !offline else { return .waiting("--offline") }
        do {
            for change in changes {
                switch change {
                case .watchlist(let on): try await lists.setWatchlist(tmdbID: id, on: on)
                case .rating(let value?): try await lists.rate(tmdbID: id, value: value)
                case .rating(nil): try await lists.removeRating(tmdbID: id)
                }
            }
            return .sent
        } catch {
            return .waiting(Self.reason(error))
        }
    }

    static func reason(_ error: any Error) -> String {
        switch error {
        case AccountError.sessionEnded: "TMDB ended the session; log in again with `movies account login`"
        case AccountError.unreachable: "TMDB could not be reached"
        case AccountError.notLinked: "no account is linked"
        case AccountError.refused(_, let status, let message): "TMDB refused it (HTTP \(status)): \(message)"
        case let error as MovieServiceError: error.description
        default: "\(error)"
        }
    }
}
