import Foundation

/// A chart of ``StatsCharts`` as inline SVG: a row per bar, its label on the left, the bar, then
/// its number; every text escaped (``HTMLText``), the bars coloured by the page's stylesheet
/// (`.bar`) so that they follow its light and dark colours.
struct SVGBarChart {
    let chart: StatsCharts.Chart

    private static let width = 640.0
    private static let rowHeight = 22.0
    private static let labelWidth = 200.0
    private static let numberWidth = 110.0
    /// The longest a label is kept, in characters.
    private static let longestLabel = 30

    func render() -> String {
        let bars = chart.bars
        let height = Double(bars.count) * Self.rowHeight
        let room = Self.width - Self.labelWidth - Self.numberWidth
        let largest = bars.map(\.value).max() ?? 0
        var svg =
            "<svg data-chart=\"\(chart.id)\" role=\"img\" aria-label=\"\(HTMLText.escaped(chart.title))\" "
            + "viewBox=\"0 0 \(Self.number(Self.width)) \(Self.number(height))\" xmlns=\"http://www.w3.org/2000/svg\">"
        for (row, bar) in bars.enumerated() {
            let top = Double(row) * Self.rowHeight
            let length = largest > 0 ? max(bar.value > 0 ? 1 : 0, bar.value / largest * room) : 0
            let middle = top + Self.rowHeight / 2 + 4
            let label = bar.label.count > Self.longestLabel ? bar.label.prefix(Self.longestLabel - 1) + "…" : bar.label
            svg += "<g><title>\(HTMLText.escaped(bar.label)): \(HTMLText.escaped(bar.shown))</title>"
            svg += "<text x=\"\(Self.number(Self.labelWidth - 8))\" y=\"\(Self.number(middle))\" text-anchor=\"end\">"
            svg += "\(HTMLText.escaped(String(label)))</text>"
            svg += "<rect class=\"bar\" x=\"\(Self.number(Self.labelWidth))\" y=\"\(Self.number(top + 3))\" "
            svg += "width=\"\(Self.number(length))\" height=\"\(Self.number(Self.rowHeight - 6))\" rx=\"2\"/>"
            svg += "<text x=\"\(Self.number(Self.labelWidth + length + 6))\" y=\"\(Self.number(middle))\">"
            svg += "\(HTMLText.escaped(bar.shown))</text></g>"
        }
        return svg + "</svg>"
    }

    private static func number(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
