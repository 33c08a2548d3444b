/// Text made safe inside an HTML page, in an element or an attribute's quotes: `&`, `<`, `>`,
/// `"` and `'` as entities, and control characters (``TerminalText``) as U+FFFD or a space,
/// so a title holding `<script>` or a quote shows as the text it is and never as markup.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in TerminalText.safe(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
