import Testing

@testable import movies

struct BarChartTests {
    private let chart = BarChart(bars: [
        BarChart.Bar(label: "Ruth Ellis", value: 8, shown: "8 films, 8.5"),
        BarChart.Bar(label: "千と千尋の神隠し and a very long name that goes on", value: 3, shown: "3 films"),
        BarChart.Bar(label: "\u{1B}]0;pwned\u{07}", value: 1, shown: "1 film"),
    ])

    private func lines(width: Int?, colour: Bool = false) -> [String] {
        var style = TextStyle(isEnabled: colour)
        style.width = width
        return chart.render(style: style).split(separator: "\n").map(String.init)
    }

    @Test(arguments: [(8.0, 8.0, 4, "████"), (1.0, 8.0, 4, "▌"), (3.0, 8.0, 4, "█▌"), (1.0, 64.0, 1, "▏")])
    func aBarIsExactToAnEighthOfAColumn(value: Double, largest: Double, width: Int, drawn: String) {
        #expect(BarChart.bar(value, of: largest, width: width) == drawn)
    }

    @Test func noValueDrawsNoBar() {
        #expect(BarChart.bar(0, of: 8, width: 10) == "")
    }

    @Test(arguments: [80, 60, 40])
    func noLineIsWiderThanTheTerminalAndTheLongestBarFillsIt(width: Int) {
        let lines = lines(width: width)
        for line in lines {
            #expect(line.terminalWidth <= width, "\(line)")
        }
        #expect(lines[0].terminalWidth == width)
        #expect(lines[0].hasSuffix("8 films, 8.5"))
    }

    @Test func barsAreColouredOnlyWhenTheStyleIs() {
        #expect(lines(width: 80, colour: true)[0].contains("\u{1B}[33m█"))
        #expect(!lines(width: 80).joined().contains("\u{1B}[33m"))
    }

    @Test func aLabelCarriesNoEscapeToTheTerminal() {
        #expect(!lines(width: 80).joined().contains("\u{1B}]0"))
        #expect(!lines(width: nil).joined().contains("\u{1B}]0"))
    }

    @Test func withoutAWidthEachBarIsAPlainLineOfItsLabelAndNumber() {
        let lines = lines(width: nil)
        #expect(lines[0].hasPrefix("  Ruth Ellis ") && lines[0].hasSuffix("  8 films, 8.5"))
        #expect(!lines.joined().contains("█"))
        #expect(lines[2].hasSuffix("1 film"))
    }
}
