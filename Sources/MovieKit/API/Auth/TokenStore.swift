/// Keeps one API token per origin between runs.
public protocol TokenStore: Sendable {
    /// The token kept for `origin`, or `nil` when there is none (or it cannot be read).
    func token(for origin: APIOrigin) -> BearerToken?

    /// Keeps `token` for `origin`, replacing any earlier one.
    func save(_ token: BearerToken, for origin: APIOrigin) throws(TokenStoreError)
}
