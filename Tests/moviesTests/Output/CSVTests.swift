import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

struct CSVTests {
    @Test(arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("", ""),
        ("  spaced ", "  spaced "), ("Amélie, 東京", "\"Amélie, 東京\""),
    ])
    func quotesAFieldOnlyWhenRFC4180AsksIt(text: String, field: String) {
        #expect(CSV.field(text) == field)
    }

    /// A record is always one line, and a terminal reading it is told nothing.
    @Test(arguments: [
        ("two\nlines", "two lines"), ("cr\rlf", "cr lf"), ("crlf\r\nend", "crlf end"), ("tab\tbed", "tab bed"),
        ("\u{1B}[2Jclear", "\u{FFFD}[2Jclear"), ("a\u{9B}31m, b", "\"a\u{FFFD}31m, b\""),
    ])
    func keepsEveryFieldOnOneLineWithNoControlCharacter(text: String, field: String) {
        #expect(CSV.field(text) == field)
    }

    /// What a spreadsheet would run as a formula opens as text.
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""), ("+1", "'+1"), ("-ism", "'-ism"),
        ("@home", "'@home"), ("a=b", "a=b"), ("2016-06-17", "2016-06-17"),
    ])
    func putsAQuoteBeforeAFieldASpreadsheetWouldRunAsAFormula(text: String, field: String) {
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
