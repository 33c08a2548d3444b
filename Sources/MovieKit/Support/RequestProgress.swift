/// How far a run of requests has got: a ``YearsPrefetch`` (whose `total` grows as lists name
/// movies not yet counted), or an import matching its films (``LibraryImport``).
public struct RequestProgress: Sendable, Equatable {
    /// Requests finished, successfully or not.
    public var done: Int
    /// Requests known so far.
    public var total: Int
    /// Requests that failed.
    public var failed: Int

    public init(done: Int = 0, total: Int = 0, failed: Int = 0) {
        self.done = done
        self.total = total
        self.failed = failed
    }
}
