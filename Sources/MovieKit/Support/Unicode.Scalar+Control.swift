extension Unicode.Scalar {
    /// Whether it is a control character, of Unicode's category Cc: U+0000 to U+001F and U+007F
    /// to U+009F, a set Unicode's stability policy keeps as it is. Told by its value, not by
    /// looking up its properties (a sync checks the title of each of 30,000 lines' films); what
    /// settings, list names and synced titles refuse or blank.
    var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
