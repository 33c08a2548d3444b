/// Text from a source, a file or the command line made safe to show: on a terminal, in a table
/// or in a CSV field. TMDB's text is community-edited, and a title carrying `ESC ] 52 ; …` would
/// write to the clipboard, one carrying `ESC [ 2 J` clear the screen, a `\r` rewrite the line.
///
/// No C0 control character (U+0000–U+001F), DEL or C1 control character (U+0080–U+009F, such as
/// the one-byte CSI U+009B) passes: a line break, a tab and the Unicode line and paragraph
/// separators become a space, so a field never breaks its row; every other control character
/// becomes U+FFFD (�), so a person sees that something was there. The rest of an escape sequence
/// is left as the plain text it then is. The cache keeps what the source sent, and
/// `--format json` prints it exactly, escaped by JSON.
enum TerminalText {
    /// `text` with no control character left (see ``TerminalText``).
    static func safe(_ text: String) -> String {
        // Printable ASCII, as most titles and names are, is already safe.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r": continue  // a CRLF is one line break: one space
            case 0x0A, 0x0D, 0x09, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: scalars.append(" ")
            case 0x00..<0x20, 0x7F...0x9F: scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
