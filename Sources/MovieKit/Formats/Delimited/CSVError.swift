/// Why a CSV file could not be read, in one line that names the line of the file at fault.
public enum CSVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A field opened with `"` on `line` is still open at the end of the file.
    case unclosedQuote(line: Int)
    /// `line` holds bytes that are not UTF-8 (the file was saved in another encoding).
    case notUTF8(line: Int)

    /// The line of the file at fault.
    public var line: Int {
        switch self {
        case .unclosedQuote(let line), .notUTF8(let line): line
        }
    }

    /// What is wrong with ``line``, without its number.
    public var reason: String {
        switch self {
        case .unclosedQuote: "a field opens with a quote (\") that is never closed"
        case .notUTF8: "the text is not UTF-8; save the file as UTF-8 and try again"
        }
    }

    public var description: String { "line \(line): \(reason)" }
}
