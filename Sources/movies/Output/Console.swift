import Foundation

/// Where a command writes: its answer to stdout, notes, warnings and errors to stderr.
struct Console: Sendable {
    enum Stream: Sendable {
        case output
        case error
    }

    private let write: @Sendable (Stream, String) -> Void
    /// Whether stdout is a terminal, so a person is watching the answer arrive.
    let isOutputTerminal: Bool
    /// Whether stderr is a terminal, so progress can be drawn in place (see ``takesEscapes``).
    let isErrorTerminal: Bool
    /// Whether the terminal takes escape sequences (`TERM` set, and not `dumb`): without, no
    /// progress is drawn in place and no poster is drawn.
    let takesEscapes: Bool
    let outputStyle: TextStyle
    let errorStyle: TextStyle
    /// The rows written on the terminal so far, when stdout is one.
    let rows: ScreenRows?
    /// How a long message printed on stdout is broken at its words (``printMessage(_:)``).
    let wordWrap: WordWrap

    init(
        isOutputTerminal: Bool, isErrorTerminal: Bool = false, takesEscapes: Bool = true, outputStyle: TextStyle,
        errorStyle: TextStyle, rows: ScreenRows? = nil, wordWrap: WordWrap = WordWrap(width: WordWrap.defaultWidth),
        write: @escaping @Sendable (Stream, String) -> Void
    ) {
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.takesEscapes = takesEscapes
        self.outputStyle = outputStyle
        self.errorStyle = errorStyle
        self.rows = rows
        self.wordWrap = wordWrap
        self.write = write
    }

    /// The process's own stdout and stderr.
    static func standard(environment: [String: String] = LaunchEnvironment.variables) -> Console {
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        let errorIsTerminal = isatty(STDERR_FILENO) == 1
        let terminal = outputIsTerminal ? TerminalSize.ofStandardOutput() : nil
        var outputStyle = TextStyle.forStream(isTerminal: outputIsTerminal, environment: environment)
        if outputIsTerminal { outputStyle.width = TextStyle.outputWidth(environment: environment, terminal: terminal) }
        return Console(
            isOutputTerminal: outputIsTerminal,
            isErrorTerminal: errorIsTerminal,
            takesEscapes: TextStyle.takesEscapes(environment: environment),
            outputStyle: outputStyle,
            errorStyle: .forStream(isTerminal: errorIsTerminal, environment: environment),
            rows: StandardStreams.screen,
            wordWrap: WordWrap(width: WordWrap.width(environment: environment, terminal: terminal))
        ) { stream, text in
            StandardStreams.write(text, to: stream)
        }
    }

    /// A console that writes nothing: for a shell's completion, whose words are what `movies`
    /// prints on stdout.
    static let silent = Console(isOutputTerminal: false, outputStyle: .plain, errorStyle: .plain) { _, _ in }

    /// Prints `text` on stdout, ending it with a newline.
    func print(_ text: String) {
        // Compare bytes: a CSV's "\r\n" is one Character, which hasSuffix("\n") would not see.
        write(.output, text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n")
    }

    /// Prints a message of several lines on stdout, each broken at its words to fit
    /// (``WordWrap``): a sync's plan, what it did.
    func printMessage(_ lines: [String]) {
        for line in lines {
            for part in wordWrap.lines(line) { print(part) }
        }
    }

    /// A line on stderr about the answer, like how old it is. Like ``warning(_:)`` and
    /// ``error(_:)``, it shows text from a source or typed by the user safely (``TerminalText``).
    func note(_ text: String) {
        write(.error, errorStyle.dim(TerminalText.safe(text)) + "\n")
    }

    /// Asks a question on stderr, leaving the cursor after it for the answer: once a pager
    /// showing the answer has quit.
    func prompt(_ text: String) {
        StandardStreams.endPaging()
        write(.error, text)
    }

    /// Redraws the status line on stderr in place (a terminal only): no newline.
    func status(_ text: String) {
        write(.error, "\r\u{1B}[2K" + text)
    }

    /// Moves the cursor up over the last `count` rows written on the terminal and clears them and
    /// everything below, so that what is printed next takes their place (a terminal that takes
    /// escapes only; ``rows`` counts them no more).
    func erase(rowsAbove count: Int) {
        guard count > 0 else { return }
        write(.output, "\r\u{1B}[\(count)A\u{1B}[J")
        rows?.erase(count)
    }

    /// Clears the status line drawn by ``status(_:)``.
    func clearStatus() {
        write(.error, "\r\u{1B}[2K")
    }

    func warning(_ text: String) {
        write(.error, errorStyle.yellow("warning:") + " " + TerminalText.safe(text) + "\n")
    }

    func error(_ text: String) {
        write(.error, errorStyle.red("error:") + " " + TerminalText.safe(text) + "\n")
    }
}
