import Foundation
import MovieKit
import Testing

/// `MOVIES_NOW`'s values: an instant stands still, an offset runs with the system's clock.
struct MoviesClockTests {
    private static let instant = Date(timeIntervalSince1970: 1_796_464_800)  // 2026-12-05T10:00:00Z

    @Test(arguments: ["2026-12-05T10:00:00Z", "2026-12-05T11:00:00+01:00"])
    func anInstantStandsStillThere(text: String) throws {
        let clock = try MoviesClock(reading: text)
        #expect(clock.now() == Self.instant)
        #expect(clock.now() == clock.now())
    }

    @Test func aDayAloneIsItsMidnightInUTC() throws {
        #expect(try MoviesClock(reading: "2026-12-05").now() == Self.instant.addingTimeInterval(-10 * 3_600))
    }

    @Test(arguments: [
        ("+1d", 86_400.0), ("-3h", -10_800), ("+30m", 1_800), ("-10s", -10), ("+2w", 1_209_600),
    ])
    func anOffsetMovesTheSystemsClockByIt(text: String, seconds: Double) throws {
        let before = Date()
        let moved = try MoviesClock(reading: text).now()
        let after = Date()
        #expect(moved >= before.addingTimeInterval(seconds) && moved <= after.addingTimeInterval(seconds))
    }

    @Test(arguments: [nil, ""] as [String?])
    func noValueIsTheSystemsClock(text: String?) throws {
        #expect(try MoviesClock(reading: text) == .system)
    }

    @Test(arguments: ["tomorrow", "1d", "+d", "+1y", "+1.5h", "2026-13-05T10:00:00Z", "2026-12-05T10:00:00", "++1d"])
    func aValueThatIsNeitherIsRefusedNamingIt(text: String) {
        #expect(throws: MoviesClockError(text: text)) { try MoviesClock(reading: text) }
        #expect(
            MoviesClockError(text: text).description
                == "MOVIES_NOW \"\(text)\" is neither an instant (like 2026-12-05T10:00:00Z) nor an offset "
                + "(like +1d, -3h, +30m)")
    }
}
