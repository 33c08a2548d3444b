import Foundation
import MovieKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The program a long answer on a terminal goes through, as git's does: `$MOVIES_PAGER`, else
/// `$PAGER`, else `less -FRX` (with `LESS=FRX` when `LESS` is unset); an empty one, or
/// `--no-pager` (which sets `MOVIES_PAGER` empty), turns it off. When it is used is
/// ``AnswerPaging``'s to say.
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

    /// `arguments` without `--no-pager` (up to a `--`), and whether it was there.
    static func removingOffFlag(_ arguments: [String]) -> (arguments: [String], off: Bool) {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        guard arguments[..<end].contains(offFlag) else { return (arguments, false) }
        return (arguments[..<end].filter { $0 != offFlag } + arguments[end...], true)
    }

    /// A pager started, reading what is written to ``input`` until ``finish()``.
    struct Running {
        /// The write end of the pager's standard input.
        let input: Int32
        private let process: SpawnedProcess

        fileprivate init(input: Int32, process: SpawnedProcess) {
            self.input = input
            self.process = process
        }

        /// Closes the pager's input and waits for it to quit (the person reading presses q, or
        /// `less -F` had it all on one screen).
        func finish() {
            close(input)
            _ = process.waitForEnd()
        }
    }

    /// Starts the pager with an empty pipe on its standard input; `nil` when it could not be
    /// started (the answer is then printed).
    func start(environment: [String: String]) -> Running? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var pagerEnvironment = environment
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
        let started = try? SpawnedProcess(
            executable: "/bin/sh", arguments: ["-c", command], environment: pagerEnvironment,
            standardInput: .descriptor(ends[0]))
        close(ends[0])
        guard let started else {
            close(ends[1])
            return nil
        }
        // The pager's end stays out of programs started later (movies-draw, a helper).
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        // A pager quit early (q) closes its end: the rest is dropped, not a failure.
        signal(SIGPIPE, SIG_IGN)
        return Running(input: ends[1], process: started)
    }
}
