/// Words as a sentence lists them.
public enum WordList {
    /// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`).
    public static func joined(_ words: [String], by conjunction: String = "and") -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
