/// ANSI styling that is applied only when enabled: on a terminal, and never under `NO_COLOR`;
/// and the width text is fitted to there.
struct TextStyle: Sendable {
    let isEnabled: Bool
    /// The columns a line may take: the terminal's width when the stream is one (`COLUMNS`
    /// overrides it), else `nil`, and nothing is cut or wrapped to fit (a pipe, a file).
    var width: Int?

    static let plain = TextStyle(isEnabled: false)

    /// Whether a stream should be coloured: it is a terminal that takes escape sequences
    /// (``takesEscapes(environment:)``) and `NO_COLOR` is unset or empty.
    static func forStream(isTerminal: Bool, environment: [String: String]) -> TextStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TextStyle(isEnabled: isTerminal && !noColor && takesEscapes(environment: environment))
    }

    /// Whether `TERM` names a terminal that takes escape sequences: it is set, and not `dumb`
    /// (as Emacs's shell and some editors' consoles set it). Without, nothing is coloured, drawn
    /// in place or drawn as a picture.
    static func takesEscapes(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"] else { return false }
        return !term.isEmpty && term != "dumb"
    }

    /// The width of the terminal on standard output as a line may take it: `COLUMNS` when it is a
    /// positive number (as tests and people set it), else what the terminal says (TIOCGWINSZ);
    /// `nil` when neither says.
    static func outputWidth(environment: [String: String], terminal: TerminalSize?) -> Int? {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return terminal?.columns
    }

    func bold(_ text: String) -> String { apply("1", text) }
    func dim(_ text: String) -> String { apply("2", text) }
    func red(_ text: String) -> String { apply("31", text) }
    func yellow(_ text: String) -> String { apply("33", text) }

    private func apply(_ code: String, _ text: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
