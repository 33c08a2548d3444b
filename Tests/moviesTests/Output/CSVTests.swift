import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

struct CSVTests {
    @Test(arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
        ("cr\rlf", "\"cr\rlf\""), ("crlf\r\n", "\"crlf\r\n\""), ("", ""), ("  spaced ", "  spaced "),
    ])
    func quotesAFieldOnlyWhenRFC4180AsksIt(text: String, field: String) {
        #expect(CSV.field(text) == field)
    }

    @Test func endsEachRecordWithCRLF() {
        #expect(CSV.record(["a", "b,c"]) == "a,\"b,c\"\r\n")
    }

    @Test func writesARankedListWithAHeaderAndPlainNumbers() {
        let movie = makeMovie(
            id: 7, name: "Dory, \"Finding\"", releaseDate: "2016-06-17", grossing: 486_295_561, rating: 74.5,
            cast: ["A", "B"])
        #expect(
            MovieCSV().render([movie]) == "rank,id,title,year,released,grossing,rating,cast,runtime,genres,overview\r\n"
                + "1,7,\"Dory, \"\"Finding\"\"\",2016,2016-06-17,486295561,74.5,A; B,,,\r\n")
    }
}
