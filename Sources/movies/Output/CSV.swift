/// Comma-separated values as RFC 4180 writes them: CRLF line ends, a field quoted when it holds
/// a comma or a quote, and quotes inside doubled.
///
/// A field is made safe to show first (``TerminalText``: no control character, a line break a
/// space, so a record is always one line), and one that a spreadsheet would run as a formula
/// (`=`, `+`, `-` or `@` first) gets a `'` before it, as OWASP advises: a title is a source's
/// text, and opened in a spreadsheet it must stay text. `--format json` keeps every text exactly.
enum CSV {
    /// One record: the fields joined by commas, ended by CRLF.
    static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// The characters that make a spreadsheet read a field as a formula when it starts with one.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@"]

    static func field(_ text: String) -> String {
        var text = TerminalText.safe(text)
        if let first = text.first, formulaStarts.contains(first) {
            text = "'" + text
        }
        guard text.contains(where: { $0 == "," || $0 == "\"" }) else {
            return text
        }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
