import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// A command on a pseudo-terminal (`script`) that a test types into while it runs, waiting for
/// what it wrote before each key: every byte it wrote is kept, escapes and all, for a test to
/// check the order of what was drawn (a terminal such as tmux would interpret them).
final class ScriptedTerminal: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var written = Data()

    /// Starts `line` (a shell line) on a pseudo-terminal `columns` × `rows`.
    init(_ line: String, columns: Int = 120, rows: Int = 40) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "stty cols \(columns) rows \(rows); \(line)", "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.lock()
            written.append(data)
            lock.unlock()
        }
        try process.run()
    }

    /// Everything the command wrote so far, as text.
    var printed: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: written, as: UTF8.self)
    }

    /// Types `text` on the terminal.
    func type(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Waits (up to `limit`) until `condition` holds of what was written, and returns it; records
    /// an issue at the call when the limit comes first.
    @discardableResult
    func wait(
        upTo limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (String) -> Bool
    ) async throws -> String {
        try await PolledWait.until(
            condition, of: "what the command wrote", upTo: limit, every: .milliseconds(10), at: sourceLocation,
            read: { printed })
    }

    /// Ends the input and waits (up to `limit`) for the command to end; it is ended if it has not.
    func finish(upTo limit: Duration = .seconds(30)) async throws {
        try? input.fileHandleForWriting.close()
        let clock = ContinuousClock(), deadline = clock.now + limit
        while process.isRunning, clock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
