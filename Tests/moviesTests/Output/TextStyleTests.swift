import Testing

@testable import movies

struct TextStyleTests {
    @Test(arguments: [
        (true, [String: String](), true),
        (false, [:], false),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], true),
        (true, ["TERM": "dumb"], false),
    ])
    func coloursOnlyATerminalWithoutNO_COLOR(isTerminal: Bool, environment: [String: String], coloured: Bool) {
        let style = TextStyle.forStream(isTerminal: isTerminal, environment: environment)
        #expect(style.isEnabled == coloured)
        #expect((style.bold("x") != "x") == coloured)
    }
}
