import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Export files that unpack to more than a real export holds (ZIP bombs, files that lie about
/// their sizes, files too large to be anyone's diary): each refused in one line, before more
/// than the bound is unpacked.
@Suite struct ExportSizeLimitTests {
    static let header = Array("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n".utf8)
    static let row = Array("2024-01-01,Heat,1995,https://boxd.it/x,4,,,2024-01-01\n".utf8)

    /// `rows` diary rows, deflated.
    static func diary(rows: Int) -> DeflateBomb {
        DeflateBomb(head: header, row: row, count: rows)
    }

    /// Writes a ZIP file of `entries` in `folder`.
    static func zip(_ entries: [ZIPTestEntry], in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("letterboxd.zip")
        try Data(makeZIPFile(entries)).write(to: file)
        return file
    }

    @Test func aBombMadeHereIsSmallOnDiskAndUnpacksToWhatItSays() throws {
        let bomb = Self.diary(rows: 20_000)
        #expect(bomb.data.count * 100 < bomb.inflatedSize)
        let text = try RawDeflate.inflate(bomb.data, outputLimit: bomb.inflatedSize)
        #expect(text == Self.header + Array([[UInt8]](repeating: Self.row, count: 20_000).joined()))
    }

    @Test func anExportFileSaidToUnpackToMoreThan64MiBIsRefusedBeforeItIsUnpacked() async throws {
        try await withTemporaryFolder { folder in
            // Small data whose header says 100 MiB: refused on the header's word, not unpacked.
            let file = try Self.zip([Self.diary(rows: 10).entry("diary.csv", declaredSize: 100 << 20)], in: folder)
            #expect {
                try LetterboxdExport.read(at: file)
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix(file.path) && text.contains("diary.csv unpacks to 100 MiB")
                    && text.contains("more than the 64 MiB") && !text.contains("\n")
            }
        }
    }

    @Test func theFilesOfAnExportTogetherMayNotUnpackToMoreThan128MiB() async throws {
        try await withTemporaryFolder { folder in
            let entries = ["diary.csv", "reviews.csv", "watched.csv", "ratings.csv"].map {
                Self.diary(rows: 10).entry($0, declaredSize: 40 << 20)
            }
            let file = try Self.zip(entries, in: folder)
            #expect {
                try LetterboxdExport.read(at: file)
            } throws: { error in
                let text = "\(error)"
                return text.contains("160 MiB") && text.contains("more than the 128 MiB") && !text.contains("\n")
            }
        }
    }

    @Test func anEntryThatUnpacksToMoreThanItsHeaderSaysStopsThere() async throws {
        try await withTemporaryFolder { folder in
            let bomb = Self.diary(rows: 40_000)
            let file = try Self.zip([bomb.entry("diary.csv", declaredSize: 100_000)], in: folder)
            #expect {
                try LetterboxdExport.read(at: file)
            } throws: { error in
                "\(error)".contains("diary.csv is damaged (it unpacks to more than the 100000 bytes its header gives)")
            }
        }
    }

    @Test func aFolderFileLargerThan64MiBIsRefusedUnread() async throws {
        try await withTemporaryFolder { folder in
            let diary = folder.appendingPathComponent("diary.csv")
            #expect(FileManager.default.createFile(atPath: diary.path, contents: Data(Self.header)))
            let handle = try FileHandle(forWritingTo: diary)
            try handle.truncate(atOffset: 65 << 20)
            try handle.close()
            #expect {
                try LetterboxdExport.read(at: folder)
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix(diary.path) && text.contains("65 MiB") && text.contains("more than the 64 MiB")
            }
        }
    }
}
