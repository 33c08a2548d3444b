import Foundation
import MovieKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A long answer on a terminal goes through a pager, as git's does: `$MOVIES_PAGER`, else
/// `$PAGER`, else `less -FRX` (with `LESS=FRX` when `LESS` is unset); an empty one, or
/// `--no-pager` (which sets `MOVIES_PAGER` empty), turns it off. Only an answer taller than the
/// screen, only when standard output is a terminal: piped, never.
struct Pager {
    /// The shell command that pages.
    let command: String

    /// The option that turns the pager off, before or after the command.
    static let offFlag = "--no-pager"

    /// The pager `environment` names; `nil` when it turns paging off, or names none and `less`
    /// is not on its `PATH` (a minimal system: the answer is printed rather than lost to
    /// "less: not found").
    init?(environment: [String: String]) {
        guard let named = environment["MOVIES_PAGER"] ?? environment["PAGER"] else {
            guard Self.findsLess(onPath: environment["PATH"] ?? "/usr/bin:/bin") else { return nil }
            command = "less -FRX"
            return
        }
        guard !named.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        command = named
    }

    /// Whether an executable `less` is in one of `path`'s folders.
    private static func findsLess(onPath path: String) -> Bool {
        path.split(separator: ":").contains { access("\($0)/less", X_OK) == 0 }
    }

    /// Whether `text` is paged on a terminal `rows` high: when it has more lines than fit.
    static func pages(_ text: String, rows: Int?) -> Bool {
        guard let rows, rows > 0 else { return false }
        var lines = 0
        for byte in text.utf8 where byte == UInt8(ascii: "\n") {
            lines += 1
            if lines >= rows { return true }
        }
        return false
    }

    /// `arguments` without `--no-pager` (up to a `--`), and whether it was there.
    static func removingOffFlag(_ arguments: [String]) -> (arguments: [String], off: Bool) {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        guard arguments[..<end].contains(offFlag) else { return (arguments, false) }
        return (arguments[..<end].filter { $0 != offFlag } + arguments[end...], true)
    }

    /// Writes `text` through the pager named by the environment when standard output is a
    /// terminal and `text` is taller than it; `false` when it did not (the caller prints it).
    static func show(_ text: String, environment: [String: String] = LaunchEnvironment.variables) -> Bool {
        guard isatty(STDOUT_FILENO) == 1, let pager = Pager(environment: environment),
            pages(text, rows: TerminalSize.ofStandardOutput()?.rows)
        else { return false }
        return pager.run(text, environment: environment)
    }

    /// Runs the pager with `text` on its standard input and waits for it; `false` when it could
    /// not be started.
    private func run(_ text: String, environment: [String: String]) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        var pagerEnvironment = environment
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
        let started = try? SpawnedProcess(
            executable: "/bin/sh", arguments: ["-c", command], environment: pagerEnvironment,
            standardInput: .descriptor(ends[0]))
        close(ends[0])
        guard let started else {
            close(ends[1])
            return false
        }
        // A pager quit early (q) closes its end: the rest is dropped, not a failure.
        signal(SIGPIPE, SIG_IGN)
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            written += count
        }
        close(ends[1])
        _ = started.waitForEnd()
        return true
    }
}
