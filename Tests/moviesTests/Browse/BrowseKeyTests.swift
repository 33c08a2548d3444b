import Testing

@testable import movies

/// The keys a picker reads from the bytes a terminal sends.
struct BrowseKeyTests {
    @Test(arguments: [
        ("\u{1B}[A", BrowseKey.up), ("\u{1B}[B", .down), ("\u{1B}OA", .up), ("\u{1B}[5~", .pageUp),
        ("\u{1B}[6~", .pageDown), ("\u{1B}[H", .home), ("\u{1B}[4~", .end), ("\u{1B}", .escape), ("\r", .enter),
        ("\u{7F}", .backspace), ("\u{03}", .interrupt), ("\u{04}", .endOfInput), ("j", .character("j")),
        ("é", .character("é")),
    ])
    func readsOneKeyFromTheBytesATerminalSendsForIt(bytes: String, key: BrowseKey) {
        #expect(BrowseKey.keys(in: Array(bytes.utf8)) == [key])
    }

    @Test func readsSeveralKeysFromOneRead() {
        #expect(
            BrowseKey.keys(in: Array("jj\u{1B}[Bq".utf8)) == [.character("j"), .character("j"), .down, .character("q")])
    }

    @Test func skipsASequenceItDoesNotKnow() {
        #expect(BrowseKey.keys(in: Array("\u{1B}[1;5Cx".utf8)) == [.character("x")])
    }
}
