import Foundation
import Testing

@testable import MovieKit

/// A field's value as the library's ledger keeps it (issue 62): the same bytes JSON's encoder
/// writes, whether it is written directly or through the encoder, so that the same value is the
/// same text on every machine and in every version of the ledger.
@Suite struct SyncValueStoredTests {
    static let values: [SyncValue] = [
        .null, .flag(true), .flag(false), .number(0), .number(-0.0), .number(8), .number(-3), .number(7.5),
        .number(0.1), .number(999_999_999_999_999), .number(1e15), .number(1e16), .number(-1e20),
        .text(""), .text("2026-12-05"), .text("a/b"), .text("say \"hi\""), .text("back\\slash"),
        .text("line\nbreak\ttab\u{01}"), .text("Amélie"), .text("東京物語"), .text("\u{2028}\u{2029}"),
        .text("emoji 🎬"), .texts([]), .texts(["cinema", "friends"]), .texts(["a/b", "quote\"d", "naïve"]),
    ]

    @Test(arguments: values)
    func aValueIsKeptAsTheBytesJSONsEncoderWrites(value: SyncValue) {
        #expect(value.stored == SyncJSON.text(value))
    }

    @Test(arguments: values)
    func aValueKeptReadsBackAsItself(value: SyncValue) throws {
        #expect(SyncValue(stored: value.stored) == value)
    }
}
