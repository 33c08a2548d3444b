/// Comma-separated values as RFC 4180 writes them: CRLF line ends, a field quoted when it holds
/// a comma, a quote, CR or LF, and quotes inside doubled.
enum CSV {
    /// One record: the fields joined by commas, ended by CRLF.
    static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            return text
        }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
