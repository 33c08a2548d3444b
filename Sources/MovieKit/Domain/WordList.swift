/// Words as a sentence lists them.
public enum WordList {
    /// `a`, `a and b`, `a, b and c` (with `or`: `a, b or c`).
    public static func joined(_ words: [String], by conjunction: String = "and") -> String {
        // A loop, not `dropLast().joined(separator:)`: joining a slice looks its associated types
        // up by name at run time, a third of a million instructions in every process that builds
        // `--source`'s help.
        var text = ""
        text.reserveCapacity(words.reduce(words.count * (conjunction.utf8.count + 2)) { $0 + $1.utf8.count })
        for index in words.indices {
            if index > 0 { text += index == words.count - 1 ? " \(conjunction) " : ", " }
            text += words[index]
        }
        return text
    }
}
