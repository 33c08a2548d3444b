import Foundation

/// One delivery of a ``MovieService`` call: a value and where it came from.
public enum Answer<Value: Sendable>: Sendable {
    /// The API answered just now; `fetchedAt` is when the answer arrived. For a kind of question
    /// the source does not answer (the demo catalogue's searches), the cache answers in its place,
    /// worked out just now, and this is that answer.
    case fresh(Value, fetchedAt: Date)
    /// The local cache answered with what the API said at `fetchedAt`.
    case cached(Value, fetchedAt: Date)
    /// The local cache answered with what the API said at `fetchedAt`, recent enough (within the
    /// caller's `--max-age`, else the API's own `Cache-Control: max-age`) that the API is not
    /// asked: this is the only and last answer.
    case recent(Value, fetchedAt: Date)
    /// The local cache holds no answer to this question yet.
    case notCached

    /// The value, or `nil` for ``notCached``.
    public var value: Value? {
        switch self {
        case .fresh(let value, _), .cached(let value, _), .recent(let value, _): value
        case .notCached: nil
        }
    }

    /// When the API produced the value, or `nil` for ``notCached``.
    public var fetchedAt: Date? {
        switch self {
        case .fresh(_, let date), .cached(_, let date), .recent(_, let date): date
        case .notCached: nil
        }
    }

    /// Whether this answer is the last one a call delivers: fresh from the API, or recent enough
    /// that the API is not asked.
    public var isFinal: Bool {
        switch self {
        case .fresh, .recent: true
        case .cached, .notCached: false
        }
    }

    /// Whether the value came from the local cache (or the cache had none).
    public var isFromCache: Bool {
        if case .fresh = self { false } else { true }
    }

    /// The same answer with its value transformed.
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> Answer<Other> {
        switch self {
        case .fresh(let value, let date): .fresh(transform(value), fetchedAt: date)
        case .cached(let value, let date): .cached(transform(value), fetchedAt: date)
        case .recent(let value, let date): .recent(transform(value), fetchedAt: date)
        case .notCached: .notCached
        }
    }
}
