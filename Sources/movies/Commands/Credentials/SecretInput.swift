import Foundation

/// Reads one secret line from standard input; on a terminal, with echo off, so the secret
/// never shows on the screen (or in the terminal's scrollback). Echo comes back however the
/// read ends: a line, the end of input, Ctrl-C or a signal that ends the process.
enum SecretInput {
    /// The first line of standard input without its line ending, or `nil` at end of input.
    static func readLine(prompt: String, console: Console) -> String? {
        guard isatty(STDIN_FILENO) == 1 else { return Swift.readLine() }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
            console.prompt(prompt)
            return Swift.readLine()
        }
        let shown = saved
        let giveEchoBack: @Sendable () -> Void = {
            var settings = shown
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
        let signals = EndingSignals(onEnding: { number in
            giveEchoBack()
            console.prompt("\n")
            EndingSignals.end(by: number)
        })
        // Echo off before the prompt shows, so nothing typed at it is ever shown, and nothing
        // typed ahead (a paste) is thrown away.
        var hidden = saved
        hidden.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &hidden)
        console.prompt(prompt)
        defer {
            giveEchoBack()
            signals.stop()
            console.prompt("\n")
        }
        return Swift.readLine()
    }
}
