import Testing

@testable import movies

struct WordWrapTests {
    let wrap = WordWrap(width: 20)

    @Test func aLineThatFitsIsLeftAsItIs() {
        #expect(wrap.lines("  to add: Arrival") == ["  to add: Arrival"])
    }

    @Test func aLongLineBreaksAtWordsNeverInOne() {
        #expect(
            wrap.lines("seen here: Arrival (2016); Zootopia (2016)") == [
                "seen here: Arrival", "(2016); Zootopia", "(2016)",
            ])
    }

    @Test func aBulletGoesOnUnderItsTextTwoColumnsIn() {
        #expect(
            wrap.lines("  to add: Arrival (2016); Zootopia (2016)")
                == ["  to add: Arrival", "    (2016); Zootopia", "    (2016)"])
        #expect(wrap.lines("- Arrival (2016); Zootopia (2016)") == ["- Arrival (2016);", "  Zootopia (2016)"])
    }

    @Test func onlyAWordWiderThanTheLineIsBroken() {
        #expect(
            wrap.lines("a Supercalifragilisticexpialidocious day") == [
                "a", "Supercalifragilistic", "expialidocious day",
            ])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(wrap.lines("千と千尋の神隠し 千と千尋の神隠し") == ["千と千尋の神隠し", "千と千尋の神隠し"])
    }

    @Test(
        arguments: [
            (["COLUMNS": "40"], nil, 40),
            ([:], TerminalSize(columns: 100, rows: 30, cellWidth: 8, cellHeight: 16), 100),
            ([:], nil, 80), (["COLUMNS": "wide"], nil, 80),
        ] as [([String: String], TerminalSize?, Int)])
    func theWidthIsColumnsElseTheTerminalsElse80(environment: [String: String], terminal: TerminalSize?, width: Int) {
        #expect(WordWrap.width(environment: environment, terminal: terminal) == width)
    }
}
