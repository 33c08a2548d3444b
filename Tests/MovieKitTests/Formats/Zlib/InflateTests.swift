import MovieKit
import Testing

struct InflateTests {
    @Test(arguments: DeflateSample.all)
    func decodesWhatZlibCompressed(sample: DeflateSample) throws {
        #expect(try Inflate.decompress(sample.compressed, outputLimit: 1 << 20) == sample.text)
    }

    @Test(arguments: DeflateSample.all)
    func samplesStartWithTheBlockTypeTheyAreNamedFor(sample: DeflateSample) throws {
        let firstByte = try #require(sample.compressed.first)
        #expect(firstByte >> 1 & 0b11 == sample.firstBlockType)
    }

    @Test func decodesFromABufferPointer() throws {
        let sample = DeflateSample.dynamic
        let text = try sample.compressed.withUnsafeBufferPointer { buffer in
            try Inflate.decompress(buffer, outputLimit: sample.text.count)
        }
        #expect(text == sample.text)
    }

    @Test func ignoresBytesAfterTheLastBlock() throws {
        let sample = DeflateSample.fixed
        #expect(try Inflate.decompress(sample.compressed + [0xFF, 0x00, 0x13], outputLimit: 1000) == sample.text)
    }

    @Test(arguments: DeflateSample.all)
    func everyShortenedStreamIsTruncated(sample: DeflateSample) {
        for length in 0..<sample.compressed.count {
            #expect(throws: InflateError.truncated, "first \(length) bytes") {
                try Inflate.decompress(Array(sample.compressed.prefix(length)), outputLimit: 1 << 20)
            }
        }
    }

    @Test(
        arguments: [
            // Each checked against Python's zlib, which names the same fault.
            ([0x07], InflateError.invalidBlockType),
            ([0x01, 0x05, 0x00, 0x00, 0x00], .invalidStoredLength),
            ([0xF5, 0x00, 0x00], .invalidCodeLengths),  // 287 literal/length codes
            ([0x05, 0x00, 0x92, 0x04, 0x00, 0x00, 0x00], .invalidCodeLengths),  // over-subscribed
            ([0x1B, 0x03], .invalidCode),  // fixed length symbol 286
            ([0x03, 0x02, 0x00], .distanceTooFarBack),  // a copy from before the first byte
        ] as [([UInt8], InflateError)])
    func refusesDamagedStreams(stream: [UInt8], error: InflateError) {
        #expect(throws: error) { try Inflate.decompress(stream, outputLimit: 1000) }
    }

    @Test(arguments: DeflateSample.all.filter { !$0.text.isEmpty })
    func stopsAtTheOutputLimit(sample: DeflateSample) throws {
        let limit = sample.text.count - 1
        #expect(throws: InflateError.outputOverLimit(limit)) {
            try Inflate.decompress(sample.compressed, outputLimit: limit)
        }
        #expect(try Inflate.decompress(sample.compressed, outputLimit: sample.text.count) == sample.text)
    }

    @Test func stopsAZipBombAtTheLimit() throws {
        let bomb = DeflateSample.megabyteOfZeros
        #expect(throws: InflateError.outputOverLimit(65_536)) {
            try Inflate.decompress(bomb.compressed, outputLimit: 65_536)
        }
        #expect(try Inflate.decompress(bomb.compressed, outputLimit: 1 << 20) == bomb.text)
    }

    @Test(arguments: [
        (InflateError.truncated, "the compressed data ends early"),
        (.outputOverLimit(100), "the data unpacks to more than 100 bytes"),
    ])
    func describesItsErrorsInOneLine(error: InflateError, description: String) {
        #expect(error.description == description)
    }
}
