import Foundation
import Testing

@testable import MovieKit

/// Chunks handed out as a test cuts them, then an error when one is given.
final class TestChunks: ByteChunkSource {
    private var chunks: [[UInt8]]
    private let failure: GzipReadError?
    private var current: [UInt8] = []
    private var pointer: UnsafeMutableRawBufferPointer?

    init(_ chunks: [[UInt8]], failure: GzipReadError? = nil) {
        self.chunks = chunks
        self.failure = failure
    }

    /// `text` cut into chunks of `size` bytes.
    convenience init(_ text: String, size: Int) {
        let bytes = Array(text.utf8)
        self.init(stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) })
    }

    deinit { pointer?.deallocate() }

    var compressedBytesRead: Int64 { 0 }

    func next() throws(GzipReadError) -> UnsafeRawBufferPointer? {
        // A new buffer for each chunk, the last one freed: a reader keeping a pointer into a
        // chunk it was done with would read freed memory.
        pointer?.deallocate()
        pointer = nil
        guard !chunks.isEmpty else {
            if let failure { throw failure }
            return nil
        }
        current = chunks.removeFirst()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: current.count, alignment: 1)
        buffer.copyBytes(from: current)
        pointer = buffer
        return UnsafeRawBufferPointer(buffer)
    }
}

/// A header line, then a line that does not end: chunks of `size` bytes of `a`, `count` of them
/// at most, counting those handed out.
final class EndlessLine: ByteChunkSource {
    private let header: UnsafeMutableRawBufferPointer
    private let filler: UnsafeMutableRawBufferPointer
    private let count: Int
    private(set) var chunksHandedOut = 0

    init(header: String, size: Int, count: Int) {
        self.header = .allocate(byteCount: header.utf8.count, alignment: 1)
        self.header.copyBytes(from: header.utf8)
        filler = .allocate(byteCount: size, alignment: 1)
        filler.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "a"))
        self.count = count
    }

    deinit {
        header.deallocate()
        filler.deallocate()
    }

    var compressedBytesRead: Int64 { 0 }

    func next() throws(GzipReadError) -> UnsafeRawBufferPointer? {
        defer { chunksHandedOut += 1 }
        if chunksHandedOut == 0 { return UnsafeRawBufferPointer(header) }
        return chunksHandedOut <= count ? UnsafeRawBufferPointer(filler) : nil
    }
}

struct IMDbTSVReaderTests {
    static let sample =
        "tconst\tprimaryTitle\tstartYear\nt1\tBlade Runner\t1982\nt2\tSay \"Hi\" \\ Bye\t\\N\nt3\t\t2001"

    /// Every line's fields `columns` of `text` read in chunks of `size` bytes.
    static func rows(_ text: String, size: Int, columns: [String]) throws -> [[String?]] {
        let reader = try IMDbTSVReader(source: TestChunks(text, size: size), fileName: "test.tsv.gz", columns: columns)
        var rows: [[String?]] = []
        while try reader.nextLine() {
            rows.append(try columns.indices.map { try reader.text($0) })
        }
        return rows
    }

    @Test(arguments: [1, 2, 3, 7, 16, 1000])
    func readsLinesWhereverTheChunksAreCut(size: Int) throws {
        let rows = try Self.rows(Self.sample, size: size, columns: ["tconst", "primaryTitle", "startYear"])
        #expect(rows == [["t1", "Blade Runner", "1982"], ["t2", #"Say "Hi" \ Bye"#, nil], ["t3", "", "2001"]])
    }

    @Test func findsColumnsByNameInAnyOrderIgnoringOthers() throws {
        let rows = try Self.rows(Self.sample + "\n", size: 5, columns: ["startYear", "tconst"])
        #expect(rows == [["1982", "t1"], [nil, "t2"], ["2001", "t3"]])
    }

    @Test func aMissingColumnIsAnErrorAtLineOne() {
        #expect(
            throws: IMDbImportError.malformed(file: "test.tsv.gz", line: 1, problem: #"no column "runtimeMinutes""#)
        ) {
            try Self.rows(Self.sample, size: 4, columns: ["tconst", "runtimeMinutes"])
        }
    }

    @Test func anEmptyFileIsAnError() {
        #expect(
            throws: IMDbImportError.malformed(
                file: "test.tsv.gz", line: 1, problem: "the file is empty (no header line)")
        ) {
            try Self.rows("", size: 4, columns: ["tconst"])
        }
    }

    @Test func aLineWithTooFewFieldsIsAnErrorAtItsLine() {
        let text = "a\tb\tc\n1\t2\t3\n4\t5\n"
        #expect(
            throws: IMDbImportError.malformed(
                file: "test.tsv.gz", line: 3, problem: "2 fields where the header names 3")
        ) {
            try Self.rows(text, size: 3, columns: ["a", "c"])
        }
    }

    @Test func theSourcesErrorNamesTheLineReached() throws {
        let source = TestChunks([Array("a\n1\n2".utf8)], failure: .truncated)
        let reader = try IMDbTSVReader(source: source, fileName: "test.tsv.gz", columns: ["a"])
        #expect(try reader.nextLine())
        #expect(
            throws: IMDbImportError.malformed(
                file: "test.tsv.gz", line: 3, problem: GzipReadError.truncated.description)
        ) {
            try reader.nextLine()
        }
    }

    @Test func readsALongLineAcrossManyChunks() throws {
        let title = String(repeating: "Blade Runner ", count: 2000)
        let rows = try Self.rows("t\tn\n1\t\(title)\n2\tx\n", size: 100, columns: ["n"])
        #expect(rows == [[title], ["x"]])
    }

    @Test func aLineLongerThanTheBoundIsAnErrorAtItsLineAndIsReadNoFurther() throws {
        // 64 MiB of one line, in chunks of 64 KiB.
        let source = EndlessLine(header: "tconst\tprimaryTitle\n", size: 1 << 16, count: 1 << 10)
        let reader = try IMDbTSVReader(source: source, fileName: "title.basics.tsv.gz", columns: ["tconst"])
        let error = #expect(throws: IMDbImportError.self) { try reader.nextLine() }
        guard case .malformed(let file, let line, let problem)? = error else { return }
        #expect(file == "title.basics.tsv.gz" && line == 2)
        #expect(problem.contains("longer than 1 MiB"), "\(problem)")
        // The carry held 1 MiB at most: the header's chunk, 16 of 64 KiB and the one past the bound.
        #expect(source.chunksHandedOut <= 18)
    }

    @Test(
        arguments: [
            ("8.1", 8.1), ("10", 10.0), ("0.25", 0.25), ("7.0", 7.0),
        ])
    func readsDecimals(text: String, value: Double) throws {
        let reader = try IMDbTSVReader(
            source: TestChunks("r\n\(text)\n", size: 64), fileName: "r.tsv.gz", columns: ["r"])
        #expect(try reader.nextLine())
        #expect(try reader.decimal(0) == value)
    }

    @Test(arguments: ["8,1", "8.", ".5", "-1", "1e3", "", "eight"])
    func aDecimalThatIsNotOneIsAnError(text: String) throws {
        let reader = try IMDbTSVReader(
            source: TestChunks("r\n\(text)\n", size: 64), fileName: "r.tsv.gz", columns: ["r"])
        #expect(try reader.nextLine())
        #expect(throws: IMDbImportError.malformed(file: "r.tsv.gz", line: 2, problem: "r \"\(text)\" is not a number"))
        {
            try reader.decimal(0)
        }
    }

    @Test(arguments: [
        ("tt0083658", 83658), ("tt10872600", 10_872_600), ("nm0000148", nil), ("tt", nil), ("tt00x1", nil),
    ])
    func readsTitleIDs(text: String, number: Int?) {
        let parsed = Array(text.utf8).withUnsafeBytes {
            IMDbTSVReader.idNumber($0, prefix: (UInt8(ascii: "t"), UInt8(ascii: "t")))
        }
        #expect(parsed == number)
    }
}
