import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct ZIPArchiveTests {
    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\r
        2024-01-02,Heat,1995,https://boxd.it/2bbs,4.5,,,2024-01-01\r
        2024-01-05,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Zqk,5,Yes,"wuxia, rewatch",2024-01-04\r
        2024-01-09,Amélie,2001,https://boxd.it/2b0o,4,,,2024-01-08\r

        """
    static let watched = """
        Date,Name,Year,Letterboxd URI
        2023-12-30,The Thing,1982,https://boxd.it/29Bk
        2024-01-02,Heat,1995,https://boxd.it/2bbs

        """

    @Test func listsTheFilesOfAnExportWithoutItsFolders() throws {
        let archive = try ZIPArchive(contentsOf: letterboxdExportFixtureFile)
        #expect(
            archive.entryNames == [
                "letterboxd-sample/diary.csv", "letterboxd-sample/watched.csv", "letterboxd-sample/deleted/diary.csv",
                "letterboxd-sample/lists/films-à-voir.csv",
            ])
    }

    @Test(arguments: [
        ("letterboxd-sample/diary.csv", diary),  // deflated
        ("letterboxd-sample/watched.csv", watched),  // stored
        ("letterboxd-sample/lists/films-à-voir.csv", "Name,Year\nLa Haine,1995\n"),  // a UTF-8 name
    ])
    func readsEachEntry(name: String, text: String) throws {
        let archive = try ZIPArchive(contentsOf: letterboxdExportFixtureFile)
        #expect(try archive.contents(of: name) == Array(text.utf8))
    }

    @Test(arguments: ["diary.csv", "letterboxd-sample/", "letterboxd-sample/profile.csv", ""])
    func hasNoContentsForAPathItDoesNotHold(name: String) throws {
        #expect(try ZIPArchive(contentsOf: letterboxdExportFixtureFile).contents(of: name) == nil)
    }

    @Test func readsBytesAsItReadsTheFile() throws {
        let bytes = try [UInt8](Data(contentsOf: letterboxdExportFixtureFile))
        let archive = try ZIPArchive(bytes: bytes)
        #expect(try archive.contents(of: "letterboxd-sample/diary.csv") == Array(Self.diary.utf8))
    }

    @Test func findsAFileByNameAtTheShallowestDepth() throws {
        let archive = try ZIPArchive(contentsOf: letterboxdExportFixtureFile)
        #expect(try archive.contents(ofFileNamed: "diary.csv") == Array(Self.diary.utf8))
        #expect(try archive.contents(ofFileNamed: "films-à-voir.csv") == Array("Name,Year\nLa Haine,1995\n".utf8))
        #expect(try archive.contents(ofFileNamed: "profile.csv") == nil)
        #expect(try archive.contents(ofFileNamed: "sample/diary.csv") == nil)
    }

    @Test func findsABareFileBeforeOneInAFolder() throws {
        let archive = try ZIPArchive(
            bytes: makeZIPFile([.stored("deleted/diary.csv", "deleted"), .stored("diary.csv", "kept")]))
        #expect(try archive.contents(ofFileNamed: "diary.csv") == Array("kept".utf8))
    }

    @Test func findsTheFirstListedOfFilesAtOneDepth() throws {
        let archive = try ZIPArchive(
            bytes: makeZIPFile([.stored("b/diary.csv", "first"), .stored("a/diary.csv", "second")]))
        #expect(try archive.contents(ofFileNamed: "diary.csv") == Array("first".utf8))
    }

    @Test func findsTheEndRecordPastACommentThatLooksLikeOne() throws {
        let fakeEndRecord: [UInt8] = [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)
        let archive = try ZIPArchive(
            bytes: makeZIPFile([.stored("watched.csv", "Name\n")], comment: fakeEndRecord + Array(" tail".utf8)))
        #expect(archive.entryNames == ["watched.csv"])
    }

    @Test func readsAnArchiveWithBytesAfterIt() throws {
        let archive = try ZIPArchive(bytes: makeZIPFile([.stored("watched.csv", "Name\n")]) + [0, 0, 0])
        #expect(try archive.contents(of: "watched.csv") == Array("Name\n".utf8))
    }

    @Test func readsAnEmptyArchive() throws {
        #expect(try ZIPArchive(bytes: makeZIPFile([])).entryNames == [])
    }

    @Test func unpacksALargeEntryWithinTheLimit() throws {
        let archive = try ZIPArchive(bytes: makeZIPFile([.deflated("zeros.csv", .megabyteOfZeros)]))
        #expect(try archive.contents(of: "zeros.csv") == DeflateSample.megabyteOfZeros.text)
    }
}
