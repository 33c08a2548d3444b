/// Rows of text as aligned columns under a bold header, two spaces apart; the last column is
/// left ragged so that long text (a cast) does not pad every line.
struct TextTable {
    let header: [String]
    let rows: [[String]]
    /// The columns aligned right (numbers); the others align left.
    var rightAligned: Set<Int> = []

    func render(style: TextStyle) -> String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column == cells.count - 1 { return cell }
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
        }
        var text = style.bold(line(header)) + "\n"
        for row in rows {
            text += line(row) + "\n"
        }
        return text
    }
}
