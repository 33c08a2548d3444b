import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

struct GzipFileReaderTests {
    /// Everything `reader` hands out, to the end.
    static func readAll(_ reader: GzipFileReader) throws(GzipReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        while let chunk = try reader.next() { bytes += chunk }
        return bytes
    }

    static func reader(of bytes: [UInt8], in folder: URL, chunkSize: Int = 64) throws -> GzipFileReader {
        let url = folder.appendingPathComponent("file.gz")
        try Data(bytes).write(to: url)
        return try GzipFileReader(url: url, chunkSize: chunkSize, chunksAhead: 2)
    }

    @Test(arguments: [1, 2, 5])
    func readsEveryMemberInSmallChunks(members: Int) async throws {
        try await withTemporaryFolder { folder in
            let text = DeflateSample.filmLines
            let reader = try Self.reader(of: GzipFixture.file(text, members: members), in: folder, chunkSize: 100)
            #expect(try Self.readAll(reader) == Array(text.utf8))
            #expect(reader.compressedBytesRead == reader.compressedByteCount)
        }
    }

    @Test(arguments: DeflateSample.all)
    func inflatesCompressedMembers(sample: DeflateSample) async throws {
        try await withTemporaryFolder { folder in
            let member = GzipFixture.member(deflate: sample.compressed, of: sample.text)
            let reader = try Self.reader(of: member + GzipFixture.member(Array("and more".utf8)), in: folder)
            #expect(try Self.readAll(reader) == sample.text + Array("and more".utf8))
        }
    }

    @Test func aFileLargerThanItsBuffersStreamsThrough() async throws {
        try await withTemporaryFolder { folder in
            // 3 MB through buffers of 4 KiB, a few ahead: the reader never holds the file.
            let line = Array("tt0083658\t1\tnm0000148\tactor\t\\N\t[\"Rick Deckard\"]\n".utf8)
            let text = [UInt8]((0..<60_000).map { _ in line }.joined())
            let reader = try Self.reader(of: GzipFixture.member(text), in: folder, chunkSize: 4096)
            var count = 0
            var largest = 0
            while let chunk = try reader.next() {
                count += chunk.count
                largest = max(largest, chunk.count)
            }
            #expect(count == text.count)
            #expect(largest <= 4096)
        }
    }

    @Test func aFileCutShortIsTruncatedAfterWhatCouldBeRead() async throws {
        try await withTemporaryFolder { folder in
            let file = GzipFixture.file(DeflateSample.filmLines, members: 2)
            // (Not at the end of the first member: what comes before it is a whole gzip file.)
            for length in [0, 5, 20, file.count / 2 + 3, file.count - 1] {
                let reader = try Self.reader(of: Array(file.prefix(length)), in: folder)
                #expect(throws: GzipReadError.truncated, "first \(length) bytes") { try Self.readAll(reader) }
            }
        }
    }

    @Test func aDamagedFileIsAnError() async throws {
        try await withTemporaryFolder { folder in
            var file = GzipFixture.member(Array("Blade Runner".utf8))
            file[file.count - 8] ^= 1  // the CRC-32
            let reader = try Self.reader(of: file, in: folder)
            #expect(throws: GzipReadError.corrupt(reason: "incorrect data check")) { try Self.readAll(reader) }
        }
    }

    @Test func bytesThatAreNotGzipAreAnError() async throws {
        try await withTemporaryFolder { folder in
            let reader = try Self.reader(of: Array("tconst\ttitleType\n".utf8), in: folder)
            #expect(throws: GzipReadError.corrupt(reason: "incorrect header check")) { try Self.readAll(reader) }
        }
    }

    @Test func aMissingFileCannotBeOpened() async {
        await withTemporaryFolder { folder in
            #expect(throws: GzipReadError.unreadable(reason: "No such file or directory")) {
                try GzipFileReader(url: folder.appendingPathComponent("none.gz"))
            }
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() async throws {
        try await withTemporaryFolder { folder in
            let fifo = folder.appendingPathComponent("title.basics.tsv.gz")
            try #require(mkfifo(fifo.path, 0o644) == 0)
            // Should opening it wait for a writer, one comes after a minute: the test fails, not hangs.
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
                let writer = open(fifo.path, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
            #expect(throws: GzipReadError.notAFile("a FIFO")) { try GzipFileReader(url: fifo) }
        }
    }

    @Test func releasingAReaderMidFileStopsItsThread() async throws {
        try await withTemporaryFolder { folder in
            let text = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
            var reader: GzipFileReader? = try Self.reader(of: GzipFixture.member(text), in: folder, chunkSize: 1000)
            #expect(try reader?.next()?.count == 1000)
            // Its thread waits for a free buffer; releasing the reader must end it, not hang.
            weak let released = reader
            reader = nil
            #expect(released == nil)
        }
    }
}
