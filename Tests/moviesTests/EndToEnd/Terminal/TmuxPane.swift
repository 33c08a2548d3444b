import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// A tmux pane (a server of its own) running one `movies`, kept open so a test can type into it
/// (`send-keys`), read it back with its colours (`capture-pane -e`), ask whether it is on the
/// alternate screen, and signal the `movies` in it. When `movies` ends, the pane's shell writes
/// the terminal's settings (`stty -a`) to ``settingsFile``.
struct TmuxPane {
    let socket = "movies-browse-\(UUID().uuidString.prefix(8))"
    let folder: URL

    var settingsFile: URL { folder.appendingPathComponent("stty") }
    var pidFile: URL { folder.appendingPathComponent("pid") }
    var statusFile: URL { folder.appendingPathComponent("status") }

    /// Starts `arguments` of the `movies` under test in a new pane `columns` × `rows`, with
    /// `environment` exported; `folder` holds what the pane's shell writes.
    init(
        _ arguments: [String], environment: [String: String], folder: URL, columns: Int = 120, rows: Int = 30
    ) throws {
        self.folder = folder
        let exports = environment.map { "export \($0.key)='\($0.value)'; " }.sorted().joined()
        let movies = "'\(MoviesProcess.binary.path)' " + arguments.map { "'\($0)'" }.joined(separator: " ")
        // The inner shell execs movies, so the pid it writes is movies'. The outer one lives on
        // after a Ctrl-C, as a person's shell does (a trapped signal is not passed on as trapped).
        let line =
            "trap true INT; " + exports
            + "sh -c 'echo $$ > \(pidFile.path); exec \(movies.replacingOccurrences(of: "'", with: "'\\''"))'; "
            + "echo $? > \(statusFile.path); stty -a > \(settingsFile.path); sleep 60"
        let tmux = try SpawnedProcess(
            executable: "/usr/bin/env",
            arguments: [
                "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y", String(rows),
                "sh", "-c", line,
            ],
            environment: ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" },
            standardInput: .file("/dev/null"), standardOutput: .file("/dev/null"), standardError: .file("/dev/null"))
        _ = tmux.waitForEnd()
    }

    /// Ends the tmux server.
    func close() {
        _ = try? tmux(["kill-server"])
    }

    /// Types `keys` as tmux names them (`j`, `Down`, `Escape`, `C-c`), or as literal text with `literally`.
    func send(_ keys: [String], literally: Bool = false) throws {
        try tmux(["send-keys", "-t", "0"] + (literally ? ["-l"] : []) + keys)
    }

    /// Resizes the pane's window to `columns` × `rows`, as a person resizing the terminal does
    /// (the program in it gets `SIGWINCH`).
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", String(columns), "-y", String(rows)])
    }

    /// The pane as tmux shows it, colours and attributes as escape sequences.
    func capture() throws -> String {
        try tmux(["capture-pane", "-e", "-p", "-t", "0"])
    }

    /// Whether the pane is on the alternate screen.
    func isOnAlternateScreen() throws -> Bool {
        try tmux(["display-message", "-p", "-t", "0", "#{alternate_on}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
            == "1"
    }

    /// The pane's title, as a program sets it with `ESC ] 0 ; … BEL`.
    func title() throws -> String {
        try tmux(["display-message", "-p", "-t", "0", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of the `movies` in the pane.
    func moviesPID() throws -> Int32? {
        Int32(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The terminal's settings once `movies` ended (`stty -a`); `nil` while it runs.
    func settingsAfter() -> String? {
        try? String(contentsOf: settingsFile, encoding: .utf8)
    }

    /// How `movies` ended, as the shell gives it; `nil` while it runs.
    func status() -> Int32? {
        (try? String(contentsOf: statusFile, encoding: .utf8)).flatMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Waits (up to `limit`) until `condition` holds of the pane's text, and returns that text;
    /// records an issue at the call when the limit comes first.
    @discardableResult
    func wait(
        upTo limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (String) -> Bool
    ) async throws -> String {
        try await PolledWait.until(
            condition, of: "the pane's text", upTo: limit, every: .milliseconds(20), at: sourceLocation, read: capture)
    }

    /// Waits (up to `limit`) until `movies` has ended and the shell wrote the terminal's settings;
    /// records an issue at the call when the limit comes first.
    func waitForEnd(
        upTo limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws
    {
        _ = try await PolledWait.until(
            { !$0.isEmpty }, of: "the terminal's settings once movies ended", upTo: limit, every: .milliseconds(20),
            at: sourceLocation, read: { settingsAfter() ?? "" })
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        String(
            decoding: try RealTerminal.output(of: "/usr/bin/env", ["tmux", "-L", socket] + arguments), as: UTF8.self)
    }
}
