import Testing

@testable import movies

struct TextTableTests {
    private let table = TextTable(
        header: ["Id", "Title", "Cast"],
        rows: [
            ["1", "千と千尋の神隠し", "柊瑠美, 入野自由, 夏木マリ, 菅原文太"],
            ["22", "Amélie", "Audrey Tautou, Mathieu Kassovitz, Rufus, Lorella Cravotta"],
        ], rightAligned: [0], givesWay: [2, 1])

    private func lines(width: Int?) -> [Substring] {
        var style = TextStyle.plain
        style.width = width
        return table.render(style: style).split(separator: "\n")
    }

    @Test func aTableWithNoWidthIsNeverCut() {
        let lines = lines(width: nil)
        #expect(lines[2].hasSuffix("Lorella Cravotta") && !lines.joined().contains("…"))
    }

    @Test func aLongCellWithNoWidthPadsNoOtherLine() {
        let long = String(repeating: "x", count: 100_000)
        let table = TextTable(
            header: ["Title", "Year"], rows: [[long, "2016"], ["Saltwater", "2019"], ["Lost", "2020"]])
        let lines = table.render(style: .plain).split(separator: "\n")
        #expect(lines[1].hasPrefix(long) && lines[1].hasSuffix("2016"))
        #expect(lines[2].count <= TextTable.widestPadded + 2 + 4, "\(lines[2].count)")
        #expect(lines[3].count <= TextTable.widestPadded + 2 + 4)
    }

    @Test(arguments: [40, 30, 24, 12, 5])
    func noLineIsWiderThanTheWidthCountingWideAndCombiningCharacters(width: Int) {
        for line in lines(width: width) {
            #expect(String(line).terminalWidth <= width, "\(line)")
        }
    }

    @Test func theColumnThatGivesWayFirstIsCutBeforeTheNext() {
        let lines = lines(width: 40)
        // The title, two columns a character, is whole; the cast is cut to fit, with `…`.
        #expect(lines[1].hasPrefix(" 1  千と千尋の神隠し  ") && lines[1].hasSuffix("…"), "\(lines[1])")
        #expect(lines[2].contains("Amélie") && lines[2].hasSuffix("…"))
    }

    @Test func aCombiningMarkTakesNoColumn() {
        #expect("Ame\u{301}lie".terminalWidth == 6 && "千と".terminalWidth == 4)
        #expect("Ame\u{301}lie Poulain".cut(toWidth: 7) == "Ame\u{301}lie…")
        #expect("千と千尋の神隠し".cut(toWidth: 7) == "千と千…")
        #expect("Audrey Tautou, Mathieu".cut(toWidth: 15) == "Audrey Tautou…")
    }

    @Test func wrappingBreaksAtAWordAndBreaksAWordLongerThanALine() {
        #expect(Formatting.wrap("one two three", width: 7, indent: "> ") == "> one two\n> three\n")
        #expect(
            Formatting.wrap("see https://example.com/x", width: 10, indent: "", continuation: "  ")
                == "see\n  https://ex\n  ample.com/\n  x\n")
        #expect(Formatting.wrap("千と千尋の 神隠し", width: 10, indent: "") == "千と千尋の\n神隠し\n")
    }
}
