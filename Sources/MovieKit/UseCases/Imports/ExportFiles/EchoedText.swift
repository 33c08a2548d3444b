/// Text from a file shown back in a message, as much of it as a person needs to find it: a field
/// of a megabyte is its first ``limit`` characters and `…`. (Control characters, a terminal's
/// escapes among them, are neutralised where the message is printed, as all text from a file is.)
public enum EchoedText {
    /// The most characters of a field a message shows.
    public static let limit = 40

    /// `text`, cut after ``limit`` characters with `…`.
    public static func cut(_ text: String) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex
        else { return text }
        return text[..<end] + "…"
    }
}
