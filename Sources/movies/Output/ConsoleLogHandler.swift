import Foundation
import Logging
import Synchronization

/// Prints the library's log messages on stderr as `warning: …` lines (and, at lower levels,
/// `debug: …`, which `--verbose` turns on), so a saved-nothing warning reaches the person at the
/// terminal. Bearer tokens are redacted.
struct ConsoleLogHandler: LogHandler {
    let console: Console
    var logLevel: Logger.Level = .warning
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let message = Self.redacted("\(event.message)")
        switch event.level {
        case .warning: console.warning(message)
        case .error, .critical: console.error(message)
        default: console.note("\(event.level): \(message)")
        }
    }

    /// `message` with any bearer token replaced by `<redacted>`: the library never logs one,
    /// and this makes sure no future message does either.
    static func redacted(_ message: String) -> String {
        guard let range = message.range(of: "Bearer ", options: .caseInsensitive) else { return message }
        let tokenEnd =
            message[range.upperBound...].firstIndex { $0 == " " || $0 == "\"" || $0 == "," || $0 == ")" }
            ?? message.endIndex
        guard tokenEnd > range.upperBound, message[range.upperBound..<tokenEnd] != "<redacted>" else { return message }
        return message[..<range.upperBound] + "<redacted>" + redacted(String(message[tokenEnd...]))
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
