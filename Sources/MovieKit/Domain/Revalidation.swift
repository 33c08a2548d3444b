import Foundation

/// The outcome of asking the API for an answer, possibly on the condition that it changed.
public enum Revalidation<Value: Sendable>: Sendable {
    /// The API sent the answer (it changed, or no validators were sent).
    case modified(Value, fetchedAt: Date, freshness: ResponseFreshness)
    /// The API said the answer the validators describe has not changed (HTTP 304); nothing was
    /// decoded.
    case notModified(fetchedAt: Date, freshness: ResponseFreshness)
}
