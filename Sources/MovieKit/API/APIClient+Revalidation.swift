import Foundation

extension APIClient {
    /// Asks for `endpoint` on the condition that it changed since the answer `validators`
    /// describe (when they can be asked on), and says what came back: every source's one place
    /// for 200 and 304.
    ///
    /// A body is read by `read` (which may ask for more, as a TMDB list asks for its films) and
    /// stamped `now()` with the freshness its headers give. A 304 renews the answer the
    /// validators describe, without reading anything; to a request that sent none, it is a
    /// status no caller can use, and fails.
    public func revalidation<Value: Sendable>(
        of endpoint: APIEndpoint, unlessMatching validators: ResponseFreshness?, now: () -> Date,
        read: (Data) async throws(MovieServiceError) -> Value
    ) async throws(MovieServiceError) -> Revalidation<Value> {
        switch try await outcome(of: endpoint, headers: validators?.conditionalHeaders ?? [:]) {
        case .body(let body, let headers):
            return .modified(try await read(body), fetchedAt: now(), freshness: ResponseFreshness(headers: headers))
        case .notModified(let headers):
            guard validators?.canRevalidate == true else { throw .httpStatus(304) }
            return .notModified(fetchedAt: now(), freshness: ResponseFreshness(headers: headers))
        }
    }
}
