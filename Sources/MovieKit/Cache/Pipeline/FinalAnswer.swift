/// The answer a command acts on when it needs one value, not each as it comes: the last the
/// policy gives (fresh from the source, or recent enough not to ask), else the cached one when
/// asking failed for a reason of the moment, with that reason, so that it can be said.
public struct FinalAnswer<Value: Sendable>: Sendable {
    /// The value; `nil` when the cache had none and the source gave none.
    public let value: Value?
    /// Why the source's answer is not the one given, when the cached one stands in for it.
    public let failure: MovieServiceError?

    /// Reads `answers` to their end.
    /// - Throws: the source's failure when nothing cached can stand in (none, or a failure that
    ///   a cached answer must not hide, ``MovieServiceError/allowsCachedAnswer``).
    public init(of answers: AsyncStream<MovieServiceResult<Value>>) async throws(MovieServiceError) {
        var cached: Value?
        for await result in answers {
            switch result {
            case .success(.fresh(let value, _)), .success(.recent(let value, _)):
                self.init(value: value, failure: nil)
                return
            case .success(.cached(let value, _)): cached = value
            case .success(.notCached): break
            case .failure(let error):
                guard let cached, error.allowsCachedAnswer else { throw error }
                self.init(value: cached, failure: error)
                return
            }
        }
        self.init(value: cached, failure: nil)
    }

    private init(value: Value?, failure: MovieServiceError?) {
        self.value = value
        self.failure = failure
    }
}
