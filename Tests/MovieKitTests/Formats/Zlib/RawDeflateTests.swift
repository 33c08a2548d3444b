import MovieKit
import Testing

/// Raw DEFLATE through the system's zlib, as a ZIP file's entries are inflated: what zlib wrote
/// comes back whole, and damaged, cut-short or oversized streams are refused with the reason.
struct RawDeflateTests {
    @Test(arguments: DeflateSample.all)
    func inflatesWhatZlibCompressed(sample: DeflateSample) throws {
        #expect(try RawDeflate.inflate(sample.compressed, outputLimit: 1 << 20) == sample.text)
    }

    @Test(arguments: DeflateSample.all)
    func samplesStartWithTheBlockTypeTheyAreNamedFor(sample: DeflateSample) throws {
        let firstByte = try #require(sample.compressed.first)
        #expect(firstByte >> 1 & 0b11 == sample.firstBlockType)
    }

    @Test func inflatesFromABufferPointer() throws {
        let sample = DeflateSample.dynamic
        let text = try sample.compressed.withUnsafeBufferPointer { buffer in
            try RawDeflate.inflate(buffer, outputLimit: sample.text.count)
        }
        #expect(text == sample.text)
    }

    @Test func ignoresBytesAfterTheLastBlock() throws {
        let sample = DeflateSample.fixed
        #expect(try RawDeflate.inflate(sample.compressed + [0xFF, 0x00, 0x13], outputLimit: 1000) == sample.text)
    }

    @Test(arguments: DeflateSample.all)
    func everyShortenedStreamIsTruncated(sample: DeflateSample) {
        for length in 0..<sample.compressed.count {
            #expect(throws: RawDeflateError.truncated, "first \(length) bytes") {
                try RawDeflate.inflate(Array(sample.compressed.prefix(length)), outputLimit: 1 << 20)
            }
        }
    }

    @Test(
        arguments: [
            // Each named as Python's zlib names it.
            ([0x07], "invalid block type"),
            ([0x01, 0x05, 0x00, 0x00, 0x00], "invalid stored block lengths"),
            ([0xF5, 0x00, 0x00], "too many length or distance symbols"),  // 287 literal/length codes
            ([0x05, 0x00, 0x92, 0x04, 0x00, 0x00, 0x00], "invalid code lengths set"),  // over-subscribed
            ([0x1B, 0x03], "invalid literal/length code"),  // fixed length symbol 286
            ([0x03, 0x02, 0x00], "invalid distance too far back"),  // a copy from before the first byte
        ] as [([UInt8], String)])
    func refusesDamagedStreams(stream: [UInt8], reason: String) {
        #expect(throws: RawDeflateError.damaged(reason: reason)) { try RawDeflate.inflate(stream, outputLimit: 1000) }
    }

    @Test(arguments: DeflateSample.all.filter { !$0.text.isEmpty })
    func stopsAtTheOutputLimit(sample: DeflateSample) throws {
        let limit = sample.text.count - 1
        #expect(throws: RawDeflateError.outputOverLimit(limit)) {
            try RawDeflate.inflate(sample.compressed, outputLimit: limit)
        }
        #expect(try RawDeflate.inflate(sample.compressed, outputLimit: sample.text.count) == sample.text)
    }

    @Test func stopsAZipBombAtTheLimit() throws {
        let bomb = DeflateSample.megabyteOfZeros
        #expect(throws: RawDeflateError.outputOverLimit(65_536)) {
            try RawDeflate.inflate(bomb.compressed, outputLimit: 65_536)
        }
        #expect(try RawDeflate.inflate(bomb.compressed, outputLimit: 1 << 20) == bomb.text)
    }

    @Test func refusesAnyOutputWhenTheLimitIsZero() throws {
        #expect(try RawDeflate.inflate(DeflateSample.empty.compressed, outputLimit: 0) == [])
        #expect(throws: RawDeflateError.outputOverLimit(0)) {
            try RawDeflate.inflate(DeflateSample.fixed.compressed, outputLimit: 0)
        }
    }

    @Test(arguments: [
        (RawDeflateError.truncated, "the compressed data ends early"),
        (.damaged(reason: "invalid block type"), "the compressed data does not decode: invalid block type"),
        (.outputOverLimit(100), "the data unpacks to more than 100 bytes"),
        (
            .zlibUnavailable(reason: "needs zlib (libz.so.1), which is not installed"),
            "inflating DEFLATE data needs zlib (libz.so.1), which is not installed"
        ),
    ])
    func describesItsErrorsInOneLine(error: RawDeflateError, description: String) {
        #expect(error.description == description)
    }
}
