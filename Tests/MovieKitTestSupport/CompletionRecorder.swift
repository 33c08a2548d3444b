import Foundation
import MovieKit
import Synchronization

/// Records every invocation of a ``MovieService`` completion, in order.
public final class CompletionRecorder<Value: Sendable>: Sendable {
    private let results = Mutex<[MovieServiceResult<Value>]>([])

    public init() {}

    /// The completion to hand the service.
    public var completion: MovieServiceCompletion<Value> {
        { result in self.results.withLock { $0.append(result) } }
    }

    public var recorded: [MovieServiceResult<Value>] { results.withLock { $0 } }

    /// Waits until `count` invocations arrived (or `limit` passed), then a little longer so that
    /// an extra one would be seen too; returns them all.
    public func wait(
        for count: Int, within limit: Duration = .seconds(10), settle: Duration = .milliseconds(50)
    ) async -> [MovieServiceResult<Value>] {
        let deadline = ContinuousClock.now + limit
        while recorded.count < count && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
        try? await Task.sleep(for: settle)
        return recorded
    }
}

extension Result where Success: Sendable {
    /// `"cached"`, `"notCached"`, `"fresh"`, `"recent"` or `"failure"`: the kind of a delivery, for
    /// checking the order of callbacks.
    public func kind<Value>() -> String where Success == Answer<Value> {
        switch self {
        case .success(.cached): "cached"
        case .success(.notCached): "notCached"
        case .success(.fresh): "fresh"
        case .success(.recent): "recent"
        case .failure: "failure"
        }
    }
}
