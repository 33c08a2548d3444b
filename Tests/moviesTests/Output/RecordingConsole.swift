import Synchronization

@testable import movies

/// A console that keeps what a command printed, for tests.
final class RecordingConsole: Sendable {
    private let lines = Mutex<(output: String, error: String)>(("", ""))

    func console(isTerminal: Bool) -> Console {
        Console(isOutputTerminal: isTerminal, outputStyle: .plain, errorStyle: .plain) { stream, text in
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
