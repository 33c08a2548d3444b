/// A `movies` run's clock (`MOVIES_NOW`) set ahead of the system's, so that an answer it cached
/// has outlived the max age a fixture server sent (`withTMDBServer(maxAge:)`) with no test
/// sleeping until it has.
public enum ClockAhead {
    /// The environment that sets the clock `seconds` ahead, to merge into a run's.
    public static func environment(seconds: Int) -> [String: String] {
        ["MOVIES_NOW": "+\(seconds)s"]
    }
}
