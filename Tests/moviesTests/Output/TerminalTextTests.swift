import Testing

@testable import movies

/// Text from a source or the command line, as it may be shown: no control character passes.
struct TerminalTextTests {
    /// What the issue found printed raw: each sequence a terminal would act on.
    static let hostile = [
        "\u{1B}]0;window title\u{07}", "\u{1B}[2J", "\u{1B}]52;c;cHduZWQ=\u{07}", "\u{1B}]8;;http://evil/\u{1B}\\link",
        "\u{1B}[1A\u{1B}[2K", "over\rwrite", "\u{9B}31m", "bell\u{07}", "del\u{7F}", "nul\u{00}",
    ]

    @Test(arguments: hostile)
    func leavesNoControlCharacter(text: String) {
        let safe = TerminalText.safe("Title " + text)
        #expect(safe.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) })
        #expect(safe.hasPrefix("Title "))
    }

    @Test(arguments: [
        ("Blade Runner", "Blade Runner"), ("Amélie et l'Horloger", "Amélie et l'Horloger"), ("東京物語", "東京物語"),
        ("two\nlines", "two lines"), ("crlf\r\nend", "crlf end"), ("tab\there", "tab here"),
        ("line\u{2028}separator", "line separator"), ("\u{1B}[2Jclear", "\u{FFFD}[2Jclear"), ("c1\u{9B}", "c1\u{FFFD}"),
        ("del\u{7F}", "del\u{FFFD}"),
    ])
    func showsLineBreaksAsSpacesAndOtherControlsAsReplacementCharacters(text: String, shown: String) {
        #expect(TerminalText.safe(text) == shown)
    }
}
