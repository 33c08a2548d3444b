import Foundation

/// Reads one secret line from standard input; on a terminal, with echo off, so the secret
/// never shows on the screen (or in the terminal's scrollback).
enum SecretInput {
    /// The first line of standard input without its line ending, or `nil` at end of input.
    static func readLine(prompt: String, console: Console) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return Swift.readLine() }
        console.prompt(prompt)
        var saved = termios()
        let canHide = tcgetattr(STDIN_FILENO, &saved) == 0
        if canHide {
            var hidden = saved
            hidden.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden)
        }
        defer {
            if canHide { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            console.prompt("\n")
        }
        return Swift.readLine()
    }
}
