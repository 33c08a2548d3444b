import Foundation

/// Unlinks the TMDB account: ends the session at TMDB, then forgets it here. With no network the
/// session is kept, so that logging out again online ends it at TMDB too.
public struct AccountLogout: Sendable {
    public let linking: TMDBAccountLinking
    public let store: TMDBAccountSessionStore

    public init(linking: TMDBAccountLinking, store: TMDBAccountSessionStore) {
        self.linking = linking
        self.store = store
    }

    /// The account that was linked, now unlinked.
    /// - Throws: ``AccountError/notLinked`` when none was; ``AccountError/unreachable`` with no
    ///   network (nothing changed); ``AccountStoreError`` when the file cannot be removed.
    @discardableResult
    public func run() async throws -> TMDBAccountSession {
        guard let session = store.load() else { throw AccountError.notLinked }
        try await linking.end(session: session.sessionID)
        try store.remove()
        return session
    }
}
