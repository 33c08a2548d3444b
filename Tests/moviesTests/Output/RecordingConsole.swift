import Synchronization

@testable import movies

/// A console that keeps what a command printed, for tests.
final class RecordingConsole: Sendable {
    private let lines = Mutex<(output: String, error: String)>(("", ""))

    /// A console whose writes are recorded; on a terminal of `rows`, counted there too, as a
    /// terminal's are.
    func console(isTerminal: Bool, rows: ScreenRows? = nil) -> Console {
        Console(isOutputTerminal: isTerminal, outputStyle: .plain, errorStyle: .plain, rows: rows) { stream, text in
            rows?.add(text)
            self.lines.withLock { lines in
                switch stream {
                case .output: lines.output += text
                case .error: lines.error += text
                }
            }
        }
    }

    var output: String { lines.withLock { $0.output } }
    var error: String { lines.withLock { $0.error } }
}
