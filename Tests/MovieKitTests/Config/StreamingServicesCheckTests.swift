import Testing

@testable import MovieKit

/// Services named are checked against those known in a region: all known, one refused with the
/// closest, or nothing to check against.
struct StreamingServicesCheckTests {
    private static let known = ["Netflix", "Mubi", "Disney Plus", "Apple TV"]

    @Test(arguments: ["NETFLIX, mubi", "disney plus", "any"])
    func takesNamesOfKnownServicesInAnyCase(text: String) throws {
        let services = try StreamingServices(reading: text)
        #expect(StreamingServicesCheck(services, among: Self.known, region: "US") == .known)
    }

    @Test func refusesTheFirstUnknownNameWithTheClosest() throws {
        let check = StreamingServicesCheck(
            try StreamingServices(reading: "mubi, netflx"), among: Self.known, region: "US")
        #expect(check == .unknown("netflx", region: "US", closest: ["Netflix"]))
        #expect(check.description == "no service is called \"netflx\" in US; did you mean \"Netflix\"?")
        let nonsense = StreamingServicesCheck(try StreamingServices(reading: "qwxzv"), among: Self.known, region: "US")
        #expect(nonsense.description == "no service is called \"qwxzv\" in US")
    }

    @Test func saysTheNamesAreUncheckedWhenNoneIsKnown() throws {
        let check = StreamingServicesCheck(try StreamingServices(reading: "netflx, mubi"), among: [], region: "DE")
        #expect(check == .nothingKnown(["netflx", "mubi"], region: "DE"))
        #expect(check.description?.hasPrefix("kept \"netflx\" and \"mubi\" unchecked: no service in DE") == true)
    }
}
