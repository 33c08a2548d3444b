import Foundation
import Testing

@testable import MovieKit

struct JSONListScannerTests {
    private func elements(_ json: String) -> [String]? {
        let body = Data(json.utf8)
        return JSONListScanner.elementRanges(in: body).map { ranges in
            ranges.map { String(decoding: body[$0], as: UTF8.self) }
        }
    }

    @Test func findsEachElementWithoutItsSurroundingWhiteSpace() {
        #expect(elements(" [ 1 ,\n {\"a\": [2, 3]} ,\t\"x\" ] \n") == ["1", "{\"a\": [2, 3]}", "\"x\""])
        #expect(elements("[]") == [])
        #expect(elements(" [\n] ") == [])
    }

    @Test func followsStringsThatHoldBracketsCommasAndEscapedQuotes() {
        #expect(
            elements(#"[{"name": "a, ] } [ {"}, "say \"hi\", ]", "ends in a backslash \\", "\\\"]"]"#)
                == [#"{"name": "a, ] } [ {"}"#, #""say \"hi\", ]""#, #""ends in a backslash \\""#, #""\\\"]""#])
    }

    @Test func findsElementsInASliceOfALargerBody() throws {
        let whole = Data("xx[1, 2]yy".utf8)
        let slice = whole[2..<8]
        let ranges = try #require(JSONListScanner.elementRanges(in: slice))
        #expect(
            ranges.map {
                String(
                    decoding: slice[(slice.startIndex + $0.lowerBound)..<(slice.startIndex + $0.upperBound)],
                    as: UTF8.self)
            } == ["1", "2"])
    }

    @Test(arguments: [
        "", "   ", "{\"a\": 1}", "\"text\"", "[", "[1, 2", "[1, 2,]", "[, 1]", "[1,, 2]", "[1] [2]", "[1] x",
        "[\"never ends]", "[\"ends in an escape \\", "[1}", "[{]",
    ])
    func leavesAnythingButAWholeListToTheDecoder(json: String) {
        #expect(elements(json) == nil)
    }
}
