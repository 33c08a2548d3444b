/// A long message broken at its words to fit the width it is shown at, so that a terminal never
/// breaks a title mid-word ("Zoo" at a line's end, "topia" at the next's). A word breaks only
/// when it alone is wider than a line. A bullet, a line that starts with spaces or `- `, goes on
/// under its text, two columns in from where it starts:
///
/// ```
///   to add: Arrival (2016); Dune (2021);
///     Zootopia (2016)
/// ```
struct WordWrap: Sendable {
    /// The width of a message when nothing says otherwise: piped, or a terminal that says none.
    static let defaultWidth = 80

    /// The columns a line of a message takes at most.
    let width: Int

    /// The width messages are wrapped to: `COLUMNS` when it is a positive number, else the
    /// terminal's, else ``defaultWidth`` (piped, to a file).
    static func width(environment: [String: String], terminal: TerminalSize?) -> Int {
        TextStyle.outputWidth(environment: environment, terminal: terminal) ?? defaultWidth
    }

    /// `message` as lines of at most ``width`` columns (as a terminal counts them), broken at
    /// spaces: a bullet's continuation lines indented under its text; a line that fits, as it is.
    func lines(_ message: String) -> [String] {
        guard message.terminalWidth > width else { return [message] }
        let margin = String(message.prefix { $0 == " " })
        let text = message.dropFirst(margin.count)
        let bullet = !margin.isEmpty || text.hasPrefix("- ")
        let hanging = bullet ? margin + "  " : margin
        return Formatting.wrap(
            String(text), width: width - hanging.count, indent: margin, continuation: hanging
        )
        .split(separator: "\n").map(String.init)
    }
}
