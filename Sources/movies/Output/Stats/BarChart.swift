/// A chart of labelled numbers as horizontal bars, for a terminal: each bar drawn with block
/// characters in eighths (`█▉▊▋▌▍▎▏`), so its length is exact to an eighth of a column, coloured
/// unless the style is plain (`NO_COLOR`), followed by its number; the longest bar fills what
/// the terminal's width leaves beside the labels and numbers. Labels are made safe to show and
/// cut to fit. Without a width (piped), plain lines of a label and a number, no bar.
struct BarChart {
    struct Bar {
        let label: String
        let value: Double
        /// What is written after the bar: the number, and what it is of.
        let shown: String
    }

    let bars: [Bar]

    /// The widest a label is kept, as a part of the width.
    static let labelShare = 0.4
    /// The fewest columns a bar is given, however narrow the terminal.
    static let narrowestBar = 8
    static let indent = "  "
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    func render(style: TextStyle) -> String {
        guard !bars.isEmpty else { return "" }
        let labels = bars.map { TerminalText.safe($0.label) }
        guard let width = style.width else {
            let labelWidth = labels.map(\.terminalWidth).max() ?? 0
            return zip(labels, bars).map { label, bar in
                Self.indent + label + String(repeating: " ", count: labelWidth - label.terminalWidth) + "  " + bar.shown
            }.joined(separator: "\n") + "\n"
        }
        let shownWidth = bars.map(\.shown.terminalWidth).max() ?? 0
        let labelWidth = min(
            labels.map(\.terminalWidth).max() ?? 0, max(4, Int(Double(width) * Self.labelShare)))
        let barWidth = max(Self.narrowestBar, width - Self.indent.count - labelWidth - shownWidth - 2)
        let largest = bars.map(\.value).max() ?? 0
        return zip(labels, bars).map { label, bar in
            let cut = label.cut(toWidth: labelWidth)
            let drawn = Self.bar(bar.value, of: largest, width: barWidth)
            return Self.indent + cut + String(repeating: " ", count: labelWidth - cut.terminalWidth) + " "
                + style.yellow(drawn) + String(repeating: " ", count: barWidth - drawn.count + 1) + bar.shown
        }.joined(separator: "\n") + "\n"
    }

    /// A bar of `value` where `largest` fills `width` columns, in eighths; a value above none
    /// shows at least an eighth.
    static func bar(_ value: Double, of largest: Double, width: Int) -> String {
        guard largest > 0, value > 0 else { return "" }
        let eighths = max(1, Int((value / largest * Double(width * 8)).rounded()))
        return String(repeating: "█", count: eighths / 8) + Self.eighths[eighths % 8]
    }
}
