import Testing

/// A test's wait for what a terminal shows: reads it every `interval` until a condition holds,
/// and when the limit comes first, records an issue at the wait's call (the line that says what
/// was awaited) with the limit and what was read last, so that a wait run out cannot pass unseen.
enum PolledWait {
    /// Reads `read()` every `interval` until `condition` holds of it (up to `limit`) and returns
    /// the last read; `what` names what is read, in the issue recorded when the limit comes first.
    static func until(
        _ condition: (String) -> Bool, of what: String, upTo limit: Duration, every interval: Duration,
        at sourceLocation: SourceLocation, read: () throws -> String
    ) async throws -> String {
        let clock = ContinuousClock(), deadline = clock.now + limit
        var text = try read()
        while !condition(text) {
            guard clock.now < deadline else {
                Issue.record(
                    "waited \(limit) for \(what) to hold the condition of this line; it read:\n\(text)",
                    sourceLocation: sourceLocation)
                return text
            }
            try await Task.sleep(for: interval)
            text = try read()
        }
        return text
    }
}
