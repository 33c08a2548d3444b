import Foundation
import MovieKit
import Testing

@testable import movies

/// The account's name is TMDB's text: what `account login`, `status` and `logout` print of it
/// carries no escape sequence and no line break.
@Suite struct AccountNameShownTests {
    @Test func anAccountNameCarryingEscapesAndANewlineIsShownNeutralised() {
        let session = TMDBAccountSession(
            sessionID: "s", accountID: 7, username: "evil\u{1B}]0;pwned\u{07}\u{1B}[2J\nname\u{9B}31m",
            apiURL: URL(string: "http://127.0.0.1:9/3/")!)

        let shown = AccountWiring.shown(session)

        #expect(shown == "evil\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J name\u{FFFD}31m (account 7)")
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
