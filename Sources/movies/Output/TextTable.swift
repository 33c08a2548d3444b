/// Rows of text as aligned columns under a bold header, two spaces apart; the last column is
/// left ragged so that long text (a cast) does not pad every line, and no line ends in spaces.
struct TextTable {
    let header: [String]
    let rows: [[String]]
    /// The columns aligned right (numbers); the others align left.
    var rightAligned: Set<Int> = []

    /// The table as text, every cell made safe to show (``TerminalText``).
    ///
    /// Each cell is made safe and measured once, and the lines are written as bytes into one
    /// buffer: a list of ten thousand entries is forty thousand cells, and this was most of what
    /// listing it cost.
    func render(style: TextStyle) -> String {
        let columns = header.count
        // Every cell made safe and measured once, in one flat array (no array per row to free).
        var cells: [(text: String, width: Int)] = []
        cells.reserveCapacity(columns * (rows.count + 1))
        var widths = [Int](repeating: 0, count: columns)
        for row in [header] + rows {
            for column in 0..<columns {
                let cell = Self.shown(column < row.count ? row[column] : "")
                cells.append(cell)
                widths[column] = max(widths[column], cell.width)
            }
        }
        let alignsRight = widths.indices.map { rightAligned.contains($0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((widths.reduce(0, +) + 2 * columns + 1) * (rows.count + 1))
        func line(_ row: Int) {
            let start = bytes.count
            for column in 0..<columns {
                let (cell, width) = cells[row * columns + column]
                if column > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2)) }
                let padding = repeatElement(UInt8(ascii: " "), count: max(0, widths[column] - width))
                if column == columns - 1 {
                    bytes.append(contentsOf: cell.utf8)
                } else if alignsRight[column] {
                    bytes.append(contentsOf: padding)
                    bytes.append(contentsOf: cell.utf8)
                } else {
                    bytes.append(contentsOf: cell.utf8)
                    bytes.append(contentsOf: padding)
                }
            }
            // An empty last cell leaves no spaces at the end of its line.
            while bytes.count > start, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
        }
        line(0)
        let headerLine = String(decoding: bytes, as: UTF8.self)
        bytes.removeAll(keepingCapacity: true)
        for row in rows.indices {
            line(row + 1)
            bytes.append(UInt8(ascii: "\n"))
        }
        return style.bold(headerLine) + "\n" + String(decoding: bytes, as: UTF8.self)
    }

    /// `text` made safe to show, and its width: printable ASCII, as most cells are, is both at
    /// once, read once.
    private static func shown(_ text: String) -> (text: String, width: Int) {
        var text = text
        let isPlainASCII = text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        if isPlainASCII { return (text, text.utf8.count) }
        let safe = TerminalText.safe(text)
        return (safe, safe.terminalWidth)
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
