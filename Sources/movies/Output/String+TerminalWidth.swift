extension String {
    /// How many columns a terminal gives the text: two for each wide (East Asian) character,
    /// none for a combining mark, one for the rest.
    var terminalWidth: Int {
        // Printable ASCII, as most titles and names are: a column a byte, no grapheme breaking.
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            return utf8.count
        }
        var width = 0
        for character in self { width += Self.terminalWidth(of: character) }
        return width
    }

    /// The text cut to at most `width` columns (``terminalWidth``), ending in `…` when it is cut,
    /// and with no space or comma left before the `…`.
    func cut(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            guard utf8.count > width else { return self }
            return Self.ending(Substring(decoding: utf8.prefix(width - 1), as: UTF8.self))
        }
        guard terminalWidth > width else { return self }
        var used = 0
        var end = startIndex
        for index in indices {
            let columns = Self.terminalWidth(of: self[index])
            guard used + columns <= width - 1 else { break }
            used += columns
            end = self.index(after: index)
        }
        return Self.ending(self[..<end])
    }

    /// The longest start of the text that takes at most `width` columns; at least its first
    /// character, so that text is always consumed.
    func prefix(toWidth width: Int) -> Substring {
        var used = 0
        var end = startIndex
        for index in indices {
            used += Self.terminalWidth(of: self[index])
            guard used <= width || index == startIndex else { break }
            end = self.index(after: index)
        }
        return self[..<end]
    }

    /// `kept` with `…` after it, less the spaces and commas it would end in.
    private static func ending(_ kept: Substring) -> String {
        var kept = kept
        while let last = kept.last, last == " " || last == "," || last == ";" { kept.removeLast() }
        return kept + "…"
    }

    /// The columns `character` takes on a terminal: none for a combining or control mark, two
    /// for a wide one, else one.
    static func terminalWidth(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format: return 0
        default: return isWide(first) ? 2 : 1
        }
    }

    /// Whether `scalar` is East Asian Wide or Fullwidth (Hangul, CJK, kana, fullwidth forms) or
    /// an emoji that terminals draw two columns wide.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
