import MovieKit
import Synchronization

/// A ``TokenStore`` in memory that counts the tokens saved.
public final class MemoryTokenStore: TokenStore {
    private let tokens: Mutex<[APIOrigin: BearerToken]>
    private let saves = Mutex(0)

    public init(_ tokens: [APIOrigin: BearerToken] = [:]) {
        self.tokens = Mutex(tokens)
    }

    /// How many times a token was saved.
    public var saveCount: Int { saves.withLock { $0 } }

    public func token(for origin: APIOrigin) -> BearerToken? {
        tokens.withLock { $0[origin] }
    }

    public func save(_ token: BearerToken, for origin: APIOrigin) throws(TokenStoreError) {
        tokens.withLock { $0[origin] = token }
        saves.withLock { $0 += 1 }
    }
}
