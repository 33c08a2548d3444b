import Foundation
import Logging
import Synchronization

/// Prints the library's log messages on stderr as `warning: …` lines (and, at lower levels,
/// `debug: …`), so a saved-nothing warning reaches the person at the terminal.
struct ConsoleLogHandler: LogHandler {
    let console: Console
    var logLevel: Logger.Level = .warning
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        switch event.level {
        case .warning: console.warning("\(event.message)")
        case .error, .critical: console.error("\(event.message)")
        default: console.note("\(event.level): \(event.message)")
        }
    }

    private static let bootstrapped = Mutex(false)

    /// Sends every logger of the process to `console`; only the first call has an effect.
    static func bootstrap(console: Console, level: Logger.Level = .warning) {
        let first = bootstrapped.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        LoggingSystem.bootstrap { _ in ConsoleLogHandler(console: console, logLevel: level) }
    }
}
