import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct CSVTableTests {
    /// The fields of each record after the header.
    static func rows(_ text: String) throws -> [[String]] {
        try CSVTable(text: text).records.map(\.fields)
    }

    @Test func readsTheHeaderAndTheRecordsAfterIt() throws {
        let table = try CSVTable(text: "Name,Year\nHeat,1995\nAlien,1979\n")
        #expect(table.header == ["Name", "Year"])
        #expect(
            table.records == [
                CSVRecord(line: 2, fields: ["Heat", "1995"]), CSVRecord(line: 3, fields: ["Alien", "1979"]),
            ])
    }

    @Test(arguments: [
        (
            "a comma in quotes", "N,Y\n\"Crouching Tiger, Hidden Dragon\",2000\n",
            ["Crouching Tiger, Hidden Dragon", "2000"]
        ),
        ("doubled quotes", "N,Y\n\"The \"\"Best\"\" Film\",2000\n", ["The \"Best\" Film", "2000"]),
        ("only a doubled quote", "N,Y\n\"\"\"\",\"\"\n", ["\"", ""]),
        ("a CRLF in quotes", "N,Y\r\n\"Line one\r\nLine two\",2000\r\n", ["Line one\r\nLine two", "2000"]),
        ("an LF in quotes", "N,Y\n\"Line one\nLine two\",2000\n", ["Line one\nLine two", "2000"]),
        ("empty fields", "A,B,C,D\n,x,,\n", ["", "x", "", ""]),
        ("no line break at the end", "N,Y\nHeat,1995", ["Heat", "1995"]),
        ("a quote inside an unquoted field", "N,Y\nSay \"hi\",1\n", ["Say \"hi\"", "1"]),
        ("text after a closing quote", "N,Y\n\"Heat\" (1995),1\n", ["Heat (1995)", "1"]),
        ("spaces kept", "N,Y\n Heat , 1995\n", [" Heat ", " 1995"]),
        ("UTF-8", "N,Y\nAmélie,2001\n", ["Amélie", "2001"]),
    ])
    func readsFields(what: String, text: String, fields: [String]) throws {
        #expect(try Self.rows(text) == [fields], "\(what)")
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func endsRecordsWithAnyLineBreak(lineBreak: String) throws {
        let table = try CSVTable(text: ["Name,Year", "Heat,1995", "Alien,1979", ""].joined(separator: lineBreak))
        #expect(table.header == ["Name", "Year"])
        #expect(table.records.map(\.fields) == [["Heat", "1995"], ["Alien", "1979"]])
        #expect(table.records.map(\.line) == [2, 3])
    }

    @Test func dropsAByteOrderMark() throws {
        let table = try CSVTable(bytes: [0xEF, 0xBB, 0xBF] + Array("Name,Year\nHeat,1995\n".utf8))
        #expect(table.header == ["Name", "Year"])
        #expect(table.column("Name") == 0)
    }

    @Test func skipsBlankLinesCountingThem() throws {
        let table = try CSVTable(text: "\nName\n\nHeat\r\n\r\n\rAlien\n\n")
        #expect(table.header == ["Name"])
        #expect(table.records == [CSVRecord(line: 4, fields: ["Heat"]), CSVRecord(line: 7, fields: ["Alien"])])
    }

    @Test func numbersRecordsByTheLineTheyStartOn() throws {
        let table = try CSVTable(text: "Name,Notes\nHeat,\"one\r\ntwo\rthree\nfour\"\nAlien,x\n")
        #expect(table.records.map(\.line) == [2, 6])
    }

    @Test func readsMissingTrailingFieldsAsEmpty() throws {
        let table = try CSVTable(text: "Date,Name,Year,Rating\n2024-01-02,Heat\n")
        let record = try #require(table.records.first)
        #expect(record.fields == ["2024-01-02", "Heat"])
        #expect(record[column: 1] == "Heat")
        #expect(record[column: try #require(table.column("Rating"))] == "")
        #expect(record[column: -1] == "")
    }

    @Test func keepsFieldsBeyondTheHeader() throws {
        #expect(try Self.rows("Name\nHeat,1995,extra\n") == [["Heat", "1995", "extra"]])
    }

    @Test(
        arguments: [
            ("Letterboxd URI", 2), ("letterboxd uri", 2), ("  LETTERBOXD URI ", 2), ("year", 1), ("Rating", nil),
            ("", nil),
        ] as [(String, Int?)])
    func findsAColumnIgnoringCaseAndSpaces(name: String, index: Int?) throws {
        let table = try CSVTable(text: "Name, Year ,Letterboxd URI,Name\n")
        #expect(table.column(name) == index)
    }

    @Test(arguments: [
        ("Name,Notes\nHeat,\"never closed\nAlien,1979\n", 2),
        ("\"Name", 1),
        ("Name\r\nHeat\r\n\r\n\"", 4),
        ("Name\n\"a\"\"\n", 2),  // the doubled quote is a quote: the field is still open
    ])
    func refusesAQuoteLeftOpenNamingItsLine(text: String, line: Int) {
        #expect(throws: CSVError.unclosedQuote(line: line)) { try CSVTable(text: text) }
    }

    @Test(
        arguments: [
            (Array("Name\nHeat\nAm".utf8) + [0xE9] + Array("lie\n".utf8), 3),  // Latin-1
            ([0xFF, 0xFE] + Array("N\0a\0m\0e\0".utf8), 1),  // UTF-16
            (Array("Name\r\nHeat\rA\n\"x\n".utf8) + [0xC3], 5),  // a sequence cut short at the end
        ] as [([UInt8], Int)])
    func refusesTextThatIsNotUTF8NamingItsLine(bytes: [UInt8], line: Int) {
        #expect(throws: CSVError.notUTF8(line: line)) { try CSVTable(bytes: bytes) }
    }

    @Test(arguments: ["", "\n\r\n", "\u{FEFF}"])
    func readsAnEmptyFileAsAnEmptyTable(text: String) throws {
        let table = try CSVTable(text: text)
        #expect(table.header == [])
        #expect(table.records == [])
    }

    @Test(arguments: [
        (CSVError.unclosedQuote(line: 3), "line 3: a field opens with a quote (\") that is never closed"),
        (.notUTF8(line: 7), "line 7: the text is not UTF-8; save the file as UTF-8 and try again"),
    ])
    func describesItsErrorsInOneLine(error: CSVError, description: String) {
        #expect(error.description == description)
    }

    @Test func readsTheDiaryOfALetterboxdExport() throws {
        let diary = try #require(
            try ZIPArchive(contentsOf: letterboxdExportFixtureFile).contents(ofFileNamed: "diary.csv"))
        let table = try CSVTable(bytes: diary)
        let name = try #require(table.column("name"))
        let tags = try #require(table.column("Tags"))
        #expect(table.records.map { $0[column: name] } == ["Heat", "Crouching Tiger, Hidden Dragon", "Amélie"])
        #expect(table.records.map { $0[column: tags] } == ["", "wuxia, rewatch", ""])
    }

    @Test func readsTenThousandRecordsQuickly() throws {
        let row =
            "2024-01-05,\"Crouching Tiger, Hidden Dragon\",2000,https://boxd.it/1Zqk,5,Yes,\"wuxia\",2024-01-04\r\n"
        let text =
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\r\n"
            + String(repeating: row, count: 10_000)
        let clock = ContinuousClock()
        var table: CSVTable?
        let elapsed = try clock.measure { table = try CSVTable(text: text) }
        #expect(table?.records.count == 10_000)
        #expect(table?.records.last?.line == 10_001)
        // Milliseconds in a release build; the bound leaves room for a debug build on a busy machine.
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }
}
