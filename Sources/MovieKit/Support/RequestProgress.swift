/// How far a ``YearsPrefetch`` has got. `total` grows as lists name movies not yet counted.
public struct RequestProgress: Sendable, Equatable {
    /// Requests finished, successfully or not.
    public var done: Int
    /// Requests known so far: two lists per year, then every movie they name.
    public var total: Int
    /// Requests that failed.
    public var failed: Int

    public init(done: Int = 0, total: Int = 0, failed: Int = 0) {
        self.done = done
        self.total = total
        self.failed = failed
    }
}
