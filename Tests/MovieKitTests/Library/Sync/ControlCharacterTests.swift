import Testing

@testable import MovieKit

/// A sync refuses a film whose title holds a control character (issue 62), told by the scalar's
/// value rather than its properties (row 20): the same scalars as Unicode's category Cc.
@Suite struct ControlCharacterTests {
    @Test func theControlCharactersAreUnicodesCategoryCcEveryOneOfThem() {
        let scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:) as (UInt32) -> Unicode.Scalar?)
        let differing = scalars.filter { $0.isControlCharacter != ($0.properties.generalCategory == .control) }
        #expect(differing.isEmpty)
        #expect(scalars.count(where: \.isControlCharacter) == 65)
    }
}
