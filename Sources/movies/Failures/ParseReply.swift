import ArgumentParser

/// What `movies` prints for an error its parse threw, where, and with which exit code: help, a
/// version or a completion script (with the options that may stand before the command,
/// ``LeadingOptionsCompletion``) on stdout with 0; a usage error on stderr, its first line
/// starting `error:` (``Movies/errorText(for:columns:)``) and what was typed in it shown safely,
/// with its own code. `main` prints it, and the tests compare it with what the binary prints.
struct ParseReply: Equatable, Sendable {
    var text: String
    var stream: Console.Stream
    var status: Int32

    /// The reply to `error`, its lines as wide as `columns`, else as the terminal is.
    init(to error: any Error, columns: Int? = nil) {
        let status = Movies.exitCode(for: error)
        self.status = status.rawValue
        guard status != .success else {
            text = LeadingOptionsCompletion.script(Movies.fullMessage(for: error, columns: columns)) + "\n"
            stream = .output
            return
        }
        let lines = Movies.errorText(for: error, columns: columns).split(
            separator: "\n", omittingEmptySubsequences: false)
        text = lines.map { TerminalText.safe(String($0)) }.joined(separator: "\n") + "\n"
        stream = .error
    }
}
