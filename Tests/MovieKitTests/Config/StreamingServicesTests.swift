import MovieKit
import Testing

/// Your services as `--on`, `$MOVIES_SERVICES` and the config file give them: names separated by
/// commas, or `any`; matched against a film's providers ignoring case and accents.
struct StreamingServicesTests {
    @Test(arguments: [
        ([" netflix ,Mubi"], ["netflix", "Mubi"]), (["netflix", "mubi,max"], ["netflix", "mubi", "max"]),
        (["Amazon Prime Video"], ["Amazon Prime Video"]), (["any"], []), (["ANY"], []),
    ])
    func readsNamesSeparatedByCommasOrAny(texts: [String], names: [String]) throws {
        #expect(try StreamingServices(reading: texts).names == names)
    }

    @Test(arguments: [
        ("", "needs a name"), (" , ", "needs a name"), ("netflix,", "needs a name"),
        ("any,netflix", "takes any (every service) alone"), ("net\tflix\u{7}", "takes names without line breaks"),
    ])
    func refusesAnEmptyNameOrAnyWithNames(text: String, reason: String) {
        #expect {
            try StreamingServices(reading: text)
        } throws: { error in
            (error as? SettingValueError)?.reason.hasPrefix(reason) ?? false
        }
    }

    @Test func writesNamesSeparatedByACommaAndASpaceOrAny() throws {
        #expect(try StreamingServices(reading: "netflix,mubi").description == "netflix, mubi")
        #expect(StreamingServices.any.description == "any")
    }

    @Test func listsYourServicesFirstComparingNamesIgnoringCaseAndAccents() throws {
        let yours = try StreamingServices(reading: "MUBI, filmin")
        let listed = yours.listingFirst(["Apple TV", "Filmín", "Netflix", "Mubi"])
        #expect(listed.map(\.name) == ["Filmín", "Mubi", "Apple TV", "Netflix"])
        #expect(listed.map(\.isYours) == [true, true, false, false])
        #expect(StreamingServices.any.listingFirst(["Netflix", "Max"]).map(\.isYours) == [false, false])
    }
}
