import Testing

@testable import movies

struct TextStyleTests {
    @Test(arguments: [
        (true, ["TERM": "xterm-256color"], true),
        (false, ["TERM": "xterm-256color"], false),
        (true, ["TERM": "xterm-256color", "NO_COLOR": "1"], false),
        (true, ["TERM": "xterm-256color", "NO_COLOR": ""], true),
        (true, ["TERM": "dumb"], false),
        (true, [String: String](), false),
        (true, ["TERM": ""], false),
    ])
    func coloursOnlyATerminalWithoutNO_COLOR(isTerminal: Bool, environment: [String: String], coloured: Bool) {
        let style = TextStyle.forStream(isTerminal: isTerminal, environment: environment)
        #expect(style.isEnabled == coloured)
        #expect((style.bold("x") != "x") == coloured)
    }
}
