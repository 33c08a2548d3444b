import Testing

@testable import MovieKit

/// `typedThrows`: a call's own typed failure goes on as it is, any other is said as asked, and a
/// value comes back untouched.
struct TypedThrowsTests {
    private struct Other: Error {}

    private static func said(_ error: any Error) -> CacheError { .readOnly(path: "/said") }

    @Test func aFailureOfItsOwnTypeGoesOnAsItIs() {
        #expect(throws: CacheError.full(path: "/c")) {
            try typedThrows({ () throws -> Int in throw CacheError.full(path: "/c") }, otherwise: Self.said)
        }
    }

    @Test func anyOtherErrorIsSaidAsAsked() {
        #expect(throws: CacheError.readOnly(path: "/said")) {
            try typedThrows({ () throws -> Int in throw Other() }, otherwise: Self.said)
        }
    }

    @Test func aValueComesBackUntouched() throws {
        #expect(try typedThrows({ 7 }, otherwise: Self.said) == 7)
    }
}
