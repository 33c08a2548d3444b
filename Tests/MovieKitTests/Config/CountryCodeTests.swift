import Testing

@testable import MovieKit

/// A region is a country's code, and a text that is none is answered with the closest codes.
struct CountryCodeTests {
    @Test(arguments: [("de", "DE"), ("US", "US"), ("gb", "GB"), ("XK", "XK"), ("zw", "ZW"), ("AD", "AD")])
    func readsACountrysCodeInCapitals(text: String, code: String) {
        #expect(CountryCode.reading(text) == code)
    }

    @Test(arguments: ["QQ", "UK", "EU", "XX", "Germany", "D", "DEU", "", "1A"])
    func refusesWhatIsNoCountrysCode(text: String) {
        #expect(CountryCode.reading(text) == nil)
    }

    @Test func holdsEveryCodeOnceInOrder() {
        #expect(CountryCode.all.count == 250)
        #expect(CountryCode.all == CountryCode.all.sorted())
        #expect(Set(CountryCode.all).count == CountryCode.all.count)
        #expect(CountryCode.all.allSatisfy { CountryCode.reading($0) == $0 })
    }

    @Test(arguments: [
        ("germany", "did you mean DE (Germany)?"), ("Untied States", "did you mean US (United States)?"),
        ("Frnace", "did you mean FR (France)?"), ("uk", "did you mean GB (United Kingdom)?"),
    ])
    func suggestsTheCodesWhoseCodeOrNameComesClose(text: String, suggestion: String) {
        #expect(CountryCode.suggestion(for: text) == suggestion)
    }

    @Test func suggestsNothingForNonsense() {
        #expect(CountryCode.suggestion(for: "qwxzvplm") == nil)
        #expect(CountryCode.suggestion(for: "QQ") == nil)
    }
}
