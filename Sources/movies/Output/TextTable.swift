/// Rows of text as aligned columns under a bold header, two spaces apart; the last column is
/// left ragged so that long text (a cast) does not pad every line, and no line ends in spaces.
struct TextTable {
    let header: [String]
    let rows: [[String]]
    /// The columns aligned right (numbers); the others align left.
    var rightAligned: Set<Int> = []

    /// The table as text, every cell made safe to show (``TerminalText``).
    ///
    /// Each cell is made safe and measured once, and each line written into one string: a list of
    /// ten thousand entries is forty thousand cells, and this is most of what listing it costs.
    func render(style: TextStyle) -> String {
        let header = header.map(TerminalText.safe)
        let rows = rows.map { $0.map(TerminalText.safe) }
        let headerWidths = header.map(\.terminalWidth)
        let rowWidths = rows.map { $0.map(\.terminalWidth) }
        var widths = headerWidths
        for cellWidths in rowWidths {
            for (column, width) in cellWidths.enumerated() where column < widths.count && width > widths[column] {
                widths[column] = width
            }
        }
        let alignsRight = widths.indices.map { rightAligned.contains($0) }
        let spaces = String(repeating: " ", count: (widths.max() ?? 0) + 2)
        func line(_ cells: [String], _ cellWidths: [Int]) -> String {
            var line = ""
            for (column, cell) in cells.enumerated() {
                if column > 0 { line += spaces.prefix(2) }
                if column == cells.count - 1 {
                    line += cell
                    break
                }
                let padding = spaces.prefix(max(0, widths[column] - cellWidths[column]))
                if alignsRight[column] {
                    line += padding
                    line += cell
                } else {
                    line += cell
                    line += padding
                }
            }
            // An empty last cell leaves no spaces at the end of its line.
            while line.utf8.last == UInt8(ascii: " ") { line.removeLast() }
            return line
        }
        var text = style.bold(line(header, headerWidths)) + "\n"
        for (row, cellWidths) in zip(rows, rowWidths) {
            text += line(row, cellWidths)
            text += "\n"
        }
        return text
    }
}

extension String {
    /// How many columns a terminal gives the text: two for each wide (East Asian) character,
    /// none for a combining mark, one for the rest.
    var terminalWidth: Int {
        // Printable ASCII, as most titles and names are: a column a byte, no grapheme breaking.
        if utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            return utf8.count
        }
        var width = 0
        for character in self {
            guard let first = character.unicodeScalars.first else { continue }
            switch first.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .control, .format: continue
            default: width += Self.isWide(first) ? 2 : 1
            }
        }
        return width
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
