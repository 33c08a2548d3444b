import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Damaged, hostile and unreadable ZIP files: each refused with the error that says why, never a
/// crash.
struct ZIPArchiveDamageTests {
    static let diary = "letterboxd-sample/diary.csv"
    static let watched = "letterboxd-sample/watched.csv"

    static func export() throws -> [UInt8] {
        try [UInt8](Data(contentsOf: letterboxdExportFixtureFile))
    }

    @Test(
        arguments: [
            ("an empty file", []),
            ("a CSV file", Array("Date,Name,Year\n2024-01-02,Heat,1995\n".utf8)),
            ("a JPEG file", (try? [UInt8](Data(contentsOf: posterFixtureFile))) ?? []),
        ] as [(String, [UInt8])])
    func refusesWhatIsNotAZIPFile(what: String, bytes: [UInt8]) {
        #expect(throws: ZIPArchiveError.notAZIPFile, "\(what)") { try ZIPArchive(bytes: bytes) }
    }

    @Test func refusesAnExportCutShort() throws {
        let export = try Self.export()
        for length in [export.count - 1, export.count - 42, export.count / 2, 30] {
            #expect(throws: ZIPArchiveError.truncated, "first \(length) bytes") {
                try ZIPArchive(bytes: Array(export.prefix(length)))
            }
        }
    }

    @Test func refusesAnExportMissingBytesInTheMiddle() throws {
        var export = try Self.export()
        export.removeSubrange(200..<300)
        #expect(throws: ZIPArchiveError.truncated) { try ZIPArchive(bytes: export) }
    }

    @Test func refusesAnEntryWhoseBytesChanged() throws {
        var export = try Self.export()
        let thing = try #require(export.firstRange(of: Array("The Thing".utf8)))
        export[thing.lowerBound] = UInt8(ascii: "t")
        let archive = try ZIPArchive(bytes: export)
        #expect(throws: ZIPArchiveError.damagedEntry(name: Self.watched, reason: "CRC mismatch")) {
            try archive.contents(of: Self.watched)
        }
        #expect(try archive.contents(of: Self.diary) != nil)
    }

    @Test func refusesADeflatedEntryWhoseChecksumIsWrong() throws {
        let export = try Self.export().settingCentralDirectoryField(16, width: 4, of: Self.diary, to: 0x1234_5678)
        #expect(throws: ZIPArchiveError.damagedEntry(name: Self.diary, reason: "CRC mismatch")) {
            try ZIPArchive(bytes: export).contents(ofFileNamed: "diary.csv")
        }
    }

    @Test(
        arguments: [
            (8, 2, 0x0001, ZIPArchiveError.encryptedEntry(name: diary)),
            (8, 2, 0x0809, .encryptedEntry(name: diary)),  // also UTF-8 and a data descriptor
            (10, 2, 12, .unsupportedMethod(name: diary, method: 12)),  // bzip2
            (10, 2, 99, .unsupportedMethod(name: diary, method: 99)),  // AES
            (20, 4, 0xFFFF_FFFF, .zip64Entry(name: diary)),
            (42, 4, 0xFFFF_FFFF, .zip64Entry(name: diary)),
            (42, 4, 0x00FF_FFFF, .truncated),  // a local header past the end
            (42, 4, 1, .malformed(reason: "entry \(diary) has no local header")),
        ] as [(Int, Int, UInt32, ZIPArchiveError)])
    func refusesAnEntryItCannotRead(field: Int, width: Int, value: UInt32, error: ZIPArchiveError) throws {
        let export = try Self.export().settingCentralDirectoryField(field, width: width, of: Self.diary, to: value)
        let archive = try ZIPArchive(bytes: export)
        #expect(archive.entryNames.contains(Self.diary))
        #expect(throws: error) { try archive.contents(of: Self.diary) }
        #expect(try archive.contents(of: Self.watched) != nil)
    }

    @Test(
        arguments: [
            (4, 0xFFFF, ZIPArchiveError.multipart),  // this disk's number
            (8, 0x0003, .multipart),  // fewer entries on this disk than in all
            (10, 0xFFFF, .zip64Archive),  // the entry count ZIP64 replaces
            (16, 0xFFFF_FFFF, .zip64Archive),  // the directory offset ZIP64 replaces
            (16, 0x0000_0010, .malformed(reason: "a central directory record has no signature")),
        ] as [(Int, UInt32, ZIPArchiveError)])
    func refusesAnArchiveWhoseEndRecordItCannotFollow(field: Int, value: UInt32, error: ZIPArchiveError) throws {
        let export = try Self.export()
        let endRecord = try #require(export.endRecord)
        let width = field >= 12 && field < 20 ? 4 : 2
        #expect(throws: error) { try ZIPArchive(bytes: export.writing(value, width: width, at: endRecord + field)) }
    }

    @Test func refusesAnEntryThatUnpacksToMoreThanTheLimit() throws {
        let bomb = makeZIPFile([.deflated("bomb.csv", .megabyteOfZeros)])
        let archive = try ZIPArchive(bytes: bomb, sizeLimit: 65_536)
        #expect(throws: ZIPArchiveError.entryTooLarge(name: "bomb.csv", size: 1 << 20, limit: 65_536)) {
            try archive.contents(of: "bomb.csv")
        }
    }

    @Test func stopsAnEntryThatUnpacksToMoreThanItsHeaderGives() throws {
        let bomb = makeZIPFile([.deflated("bomb.csv", .megabyteOfZeros, uncompressedSize: 1000)])
        let error = ZIPArchiveError.damagedEntry(
            name: "bomb.csv", reason: "it unpacks to more than the 1000 bytes its header gives")
        #expect(throws: error) { try ZIPArchive(bytes: bomb).contents(of: "bomb.csv") }
    }

    @Test func refusesAnEntryThatUnpacksToLessThanItsHeaderGives() throws {
        let archive = makeZIPFile([.deflated("films.csv", .dynamic, uncompressedSize: 5000)])
        let error = ZIPArchiveError.damagedEntry(
            name: "films.csv", reason: "it holds \(DeflateSample.dynamic.text.count) bytes where its header gives 5000")
        #expect(throws: error) { try ZIPArchive(bytes: archive).contents(of: "films.csv") }
    }

    @Test func refusesAnEntryWhoseDataDoesNotDecode() throws {
        var entry = ZIPTestEntry.deflated("films.csv", .dynamic)
        entry.data = [0x07] + entry.data.dropFirst()
        let error = ZIPArchiveError.damagedEntry(
            name: "films.csv", reason: "the compressed data does not decode: invalid block type")
        #expect(throws: error) { try ZIPArchive(bytes: makeZIPFile([entry])).contents(of: "films.csv") }
    }

    @Test func refusesAFileLargerThanTheLimit() {
        #expect(throws: ZIPArchiveError.archiveTooLarge(size: 1324, limit: 1000)) {
            try ZIPArchive(contentsOf: letterboxdExportFixtureFile, sizeLimit: 1000)
        }
    }

    @Test func namesAFileItCannotRead() {
        let missing = packageRoot.appendingPathComponent("Tests/Fixtures/no-such-export.zip")
        #expect(throws: ZIPArchiveError.cannotRead(path: missing.path, reason: "No such file or directory")) {
            try ZIPArchive(contentsOf: missing)
        }
        let folder = packageRoot.appendingPathComponent("Tests/Fixtures")
        #expect(throws: ZIPArchiveError.cannotRead(path: folder.path, reason: "it is not a file")) {
            try ZIPArchive(contentsOf: folder)
        }
    }

    @Test(arguments: [
        (ZIPArchiveError.notAZIPFile, "the file is not a ZIP file"),
        (.truncated, "the ZIP file is truncated; download or copy it again"),
        (
            .encryptedEntry(name: "diary.csv"),
            "entry diary.csv is encrypted; make the ZIP file again without a password"
        ),
        (
            .unsupportedMethod(name: "diary.csv", method: 12),
            "entry diary.csv is compressed with method 12, which movies cannot read; make the ZIP file again with deflate"
        ),
        (.damagedEntry(name: "diary.csv", reason: "CRC mismatch"), "entry diary.csv is damaged (CRC mismatch)"),
        (.zip64Entry(name: "diary.csv"), "entry diary.csv uses ZIP64, which movies cannot read"),
    ])
    func describesItsErrorsInOneLine(error: ZIPArchiveError, description: String) {
        #expect(error.description == description)
    }
}
