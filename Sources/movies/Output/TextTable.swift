/// Rows of text as aligned columns under a bold header, two spaces apart; the last column, when
/// aligned left, is left ragged so that long text (a cast) does not pad every line, and no line
/// ends in spaces.
///
/// Where the style has a width (a terminal), the table is fitted to it: the columns of
/// ``givesWay`` narrow in turn, each down to its floor (or left out, ``mayDrop``), their long
/// cells cut with `…`; a line still too wide is cut at the width. No line is wider than the
/// terminal, so none wraps. Without a width (piped), no cell is cut, and no column is padded
/// past ``widestPadded``: a cell wider than that stands out of its column, on its own line alone.
struct TextTable {
    let header: [String]
    let rows: [[String]]
    /// The columns aligned right (numbers); the others align left.
    var rightAligned: Set<Int> = []
    /// The columns that narrow to fit the width, the least important first; by default the
    /// columns aligned left, the last first.
    var givesWay: [Int]?
    /// The columns of ``givesWay`` left out altogether, rather than cut narrower than
    /// ``narrowestKept`` (a cast of a few letters says nothing).
    var mayDrop: Set<Int> = []

    /// The widest a column is padded to without a width: one long cell never pads every line.
    static let widestPadded = 120

    /// The narrowest a column that gives way is made (its header, when wider).
    static let narrowestCell = 8
    /// The narrowest a column of ``mayDrop`` is kept: narrower, it is left out.
    static let narrowestKept = 16

    /// The table as text, every cell made safe to show (``TerminalText``) and the table fitted to
    /// `style`'s width.
    ///
    /// Each cell is made safe and measured once, and the lines are written as bytes into one
    /// buffer: a list of ten thousand entries is forty thousand cells, and this was most of what
    /// listing it cost. Fitting reads only the widths measured; a cell is cut only when longer than
    /// its column.
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
        var lineWidth = Int.max
        var shown = Array(0..<columns)
        if let width = style.width {
            lineWidth = max(1, width)
            let order = givesWay ?? (0..<columns).reversed().filter { !rightAligned.contains($0) }
            let floors = (0..<columns).map { column in
                min(
                    widths[column],
                    max(cells[column].width, mayDrop.contains(column) ? Self.narrowestKept : Self.narrowestCell))
            }
            let fitted = Self.fitted(widths, floors: floors, within: lineWidth, givingWay: order, mayDrop: mayDrop)
            shown = shown.filter { fitted[$0] != nil }
            widths = fitted.map { $0 ?? 0 }
        } else {
            widths = widths.map { min($0, Self.widestPadded) }
        }
        let cutsCells = style.width != nil
        let (first, last) = (shown.first ?? 0, shown.last ?? 0)
        let alignsRight = widths.indices.map { rightAligned.contains($0) }
        // What a line takes before its last cell, which is left ragged.
        let beforeLast = shown.dropLast().reduce(0) { $0 + widths[$1] + 2 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((widths.reduce(0, +) + 2 * columns + 1) * (rows.count + 1))
        func line(_ row: Int) {
            let start = bytes.count
            var lastWidth = 0
            for column in shown {
                var (cell, width) = cells[row * columns + column]
                if cutsCells, width > widths[column] {
                    cell = cell.cut(toWidth: widths[column])
                    width = cell.terminalWidth
                }
                if column != first { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2)) }
                let padding = repeatElement(UInt8(ascii: " "), count: max(0, widths[column] - width))
                if alignsRight[column] {
                    bytes.append(contentsOf: padding)
                    bytes.append(contentsOf: cell.utf8)
                    if column == last { lastWidth = widths[column] }
                } else if column == last {
                    bytes.append(contentsOf: cell.utf8)
                    lastWidth = width
                } else {
                    bytes.append(contentsOf: cell.utf8)
                    bytes.append(contentsOf: padding)
                }
            }
            // An empty last cell leaves no spaces at the end of its line.
            while bytes.count > start, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
            // Narrowed as far as its columns go and still too wide: the line itself is cut.
            if beforeLast + lastWidth > lineWidth {
                let cut = String(decoding: bytes[start...], as: UTF8.self).cut(toWidth: lineWidth)
                bytes.removeSubrange(start...)
                bytes.append(contentsOf: cut.utf8)
            }
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

    /// The columns' `widths` narrowed so that a line of them, two spaces apart, takes at most
    /// `limit` columns: the columns of `order` in turn, each down to its floor, no further; a
    /// column of `mayDrop` that would have to go below its floor is left out (`nil`) instead.
    static func fitted(
        _ widths: [Int], floors: [Int], within limit: Int, givingWay order: [Int], mayDrop: Set<Int> = []
    ) -> [Int?] {
        var widths: [Int?] = widths
        var excess = widths.reduce(0) { $0 + ($1 ?? 0) } + 2 * max(0, widths.count - 1) - limit
        for column in order where excess > 0 && widths.indices.contains(column) {
            guard let width = widths[column] else { continue }
            if mayDrop.contains(column) && width - excess < floors[column] {
                widths[column] = nil
                excess -= width + 2
            } else {
                let narrowed = min(excess, max(0, width - floors[column]))
                widths[column] = width - narrowed
                excess -= narrowed
            }
        }
        return widths
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
