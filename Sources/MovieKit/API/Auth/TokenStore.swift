/// Keeps one API token per origin between runs.
public protocol TokenStore: Sendable {
    /// The token kept for `origin`, or `nil` when there is none (or it cannot be read).
    func token(for origin: APIOrigin) -> BearerToken?

    /// Keeps `token` for `origin`, replacing any earlier one.
    func save(_ token: BearerToken, for origin: APIOrigin) throws(TokenStoreError)
}

/// Why a token could not be kept.
public enum TokenStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or its folder could not be written; the text says which and why.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .cannotWrite(let reason): "cannot write the token file: \(reason)"
        }
    }
}
