import Foundation

/// The environment `movies` started with, read once for the whole run.
///
/// `ProcessInfo.processInfo.environment` builds a new dictionary on every call, and a cached
/// answer used to ask for it eight times (bench/ANALYSIS.md). The first use
/// comes after ``HomeFolder/settle()``, which may set a variable. Tests pass dictionaries of
/// their own to the functions that take one.
enum LaunchEnvironment {
    static let variables: [String: String] = ProcessInfo.processInfo.environment
}
