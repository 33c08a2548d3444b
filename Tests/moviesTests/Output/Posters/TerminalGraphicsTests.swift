import Testing

@testable import movies

/// What each terminal is taken to draw, from its environment, and where a poster goes.
struct TerminalGraphicsTests {
    /// `show`, the picker and `poster` draw a poster unasked by one rule: in tmux (half-blocks)
    /// too; only half-blocks under `NO_COLOR` are left out.
    @Test(arguments: [
        (["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "screen"], true), (["TERM": "linux"], true),
        (["TERM": "xterm-kitty"], true), (["TERM": "xterm-kitty", "NO_COLOR": "1"], true),
        (["TMUX": "/tmp/tmux-0/default,1,0", "NO_COLOR": "1"], false), (["TERM": "linux", "NO_COLOR": ""], true),
    ])
    func drawsAPosterUnaskedWhereThePickerDoes(environment: [String: String], draws: Bool) {
        let graphics = TerminalGraphics.detect(environment: environment, askSixel: { false })
        #expect(graphics.drawsPosters(environment: environment) == draws)
        let pane = PosterPane.forTerminal(graphics, cellWidth: 8, cellHeight: 16, environment: environment)
        #expect((pane != nil) == draws, "the picker's rule is the same")
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty"], TerminalGraphics.kitty), (["TERM_PROGRAM": "WezTerm"], .kitty),
        (["TERM": "xterm-ghostty"], .kitty), (["KONSOLE_VERSION": "230804", "TERM": "xterm-256color"], .kitty),
        (["TERM_PROGRAM": "iTerm.app"], .iterm), (["LC_TERMINAL": "iTerm2"], .iterm), (["TERM": "foot"], .sixel),
        (["TERM": "mlterm"], .sixel), (["WT_SESSION": "x"], .sixel),
        (
            ["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0", "COLORTERM": "truecolor"],
            .blocks(truecolor: true)
        ),
        (["TERM": "linux"], .blocks(truecolor: false)),
        (["TERM": "screen", "COLORTERM": "24bit"], .blocks(truecolor: true)),
        (["TERM": "xterm-kitty", "MOVIES_GRAPHICS": "sixel"], .sixel),
        (["MOVIES_GRAPHICS": "blocks"], .blocks(truecolor: false)),
    ])
    func takesTheTerminalForWhatItsVariablesName(environment: [String: String], graphics: TerminalGraphics) {
        var asked = false
        #expect(
            TerminalGraphics.detect(
                environment: environment,
                askSixel: {
                    asked = true
                    return true
                }) == graphics)
        #expect(!asked, "only an xterm is asked")
    }

    @Test func asksAnXtermWhetherItDrawsSixel() {
        #expect(TerminalGraphics.detect(environment: ["TERM": "xterm"], askSixel: { true }) == .sixel)
        #expect(
            TerminalGraphics.detect(environment: ["TERM": "xterm-256color"], askSixel: { false })
                == .blocks(truecolor: false))
    }

    @Test(arguments: [
        ("\u{1B}[?63;1;2;4;6;9;15;22c", true), ("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", false),
        ("\u{1B}[?1;2c", false), ("", false), ("\u{1B}[?4c", true),
    ])
    func readsSixelInTheDeviceAttributes(answer: String, sixel: Bool) {
        #expect(TerminalQuery.listsSixel(answer) == sixel)
    }

    @Test func putsThePosterBesideTheTextOnAWideTerminalAndBelowOnANarrowOne() {
        let wide = PosterDrawer(
            graphics: .kitty, terminal: TerminalSize(columns: 120, rows: 50, cellWidth: 10, cellHeight: 20))
        let beside = wide.placement
        #expect(beside == .init(columns: 32, rows: 24, column: 82, besideText: true))
        #expect(wide.pixelWidth(of: beside) == 320)
        let narrow = PosterDrawer(
            graphics: .blocks(truecolor: true),
            terminal: TerminalSize(columns: 60, rows: 20, cellWidth: 8, cellHeight: 16))
        let below = narrow.placement
        #expect(below.besideText == false && below.column == 0 && below.columns == 32 && below.rows == 18)
        #expect(narrow.pixelWidth(of: below) == 64)
    }

    @Test func countsTheRowsTextTakesOnTheTerminal() {
        let rows = ScreenRows(columns: 20)
        rows.add("\u{1B}[1mTitle\u{1B}[0m\nshort\n")
        #expect(rows.written == 2)
        rows.add(String(repeating: "x", count: 45) + "\n\n")
        #expect(rows.written == 6)
    }
}
