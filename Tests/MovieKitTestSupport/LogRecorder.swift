import Logging
import Synchronization

/// A swift-log handler that keeps every message, so tests can read what was logged.
public final class LogRecorder: Sendable {
    /// One logged message.
    public struct Entry: Sendable {
        public let level: Logger.Level
        public let message: String
    }

    private let entries = Mutex<[Entry]>([])

    public init() {}

    /// A logger that records here, at every level down to `trace`.
    public func logger(label: String = "test") -> Logger {
        Logger(label: label) { _ in Handler(recorder: self) }
    }

    public var recorded: [Entry] { entries.withLock { $0 } }

    /// Every message, one per line.
    public var text: String { recorded.map(\.message).joined(separator: "\n") }

    fileprivate func append(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.append(Entry(level: event.level, message: "\(event.message)"))
        }
    }
}
