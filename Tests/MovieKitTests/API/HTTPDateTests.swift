import Foundation
import MovieKit
import Testing

struct HTTPDateTests {
    static let moment = Date(timeIntervalSince1970: 784_111_777)

    @Test func writesAndReadsAnIMFFixdateInGMT() {
        #expect(HTTPDate.format(Self.moment) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Self.moment)
    }

    @Test(arguments: ["", "yesterday", "1994-11-06T08:49:37Z", "Sun, 06 Nov 1994 08:49"])
    func readsNothingFromTextThatIsNotAnHTTPDate(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }
}
