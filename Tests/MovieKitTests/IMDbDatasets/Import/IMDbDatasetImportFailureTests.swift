import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// An import that cannot read its files says which file, which line and what, and leaves the
/// previous import exactly as it was.
struct IMDbDatasetImportFailureTests {
    /// Imports the test datasets into `root`, then `broken` (files in `root/broken`): returns what
    /// the second import threw, having checked that the first import's file is byte for byte as it
    /// was and no build is left behind.
    static func failure(importing broken: (inout IMDbTestDatasets) -> Void, in root: URL) throws -> IMDbImportError? {
        try IMDbDatasetImportTests.importing(into: root)
        var datasets = IMDbTestDatasets()
        broken(&datasets)
        let files = root.appendingPathComponent("broken")
        try datasets.write(to: files)
        return try failure(importingFrom: files, in: root)
    }

    /// Imports the files in `files` into `root`, where an import is: what it threw, having checked
    /// that the previous import is as it was.
    static func failure(importingFrom files: URL, in root: URL) throws -> IMDbImportError? {
        let folder = IMDbDatasetImportTests.folder(in: root)
        let before = try Data(contentsOf: folder.datasets)
        var thrown: IMDbImportError?
        do {
            _ = try IMDbDatasetImport(folder: folder, from: files).run()
        } catch {
            thrown = error
        }
        #expect(try Data(contentsOf: folder.datasets) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.importing.path))
        return thrown
    }

    @Test func aMissingColumnNamesTheFileAndItsHeader() async throws {
        try await withTemporaryFolder { root in
            let error = try Self.failure(
                importing: { datasets in
                    datasets.lines[.titleBasics] = datasets.lines[.titleBasics]?.map {
                        $0.split(separator: "\t", omittingEmptySubsequences: false).filter { $0 != "runtimeMinutes" }
                            .joined(separator: "\t")
                    }
                }, in: root)
            #expect(error == .malformed(file: "title.basics.tsv.gz", line: 1, problem: #"no column "runtimeMinutes""#))
            #expect(error?.description == #"title.basics.tsv.gz:1: no column "runtimeMinutes""#)
        }
    }

    @Test func aTruncatedFileIsAnErrorAtTheLineReached() async throws {
        try await withTemporaryFolder { root in
            try IMDbDatasetImportTests.importing(into: root)
            let files = root.appendingPathComponent("broken")
            try IMDbTestDatasets().write(to: files)
            let crew = files.appendingPathComponent(IMDbDataset.titleCrew.fileName)
            let whole = try Data(contentsOf: crew)
            try whole.prefix(whole.count - 30).write(to: crew)
            let error = try Self.failure(importingFrom: files, in: root)
            guard case .malformed(let file, let line, let problem) = error else {
                Issue.record("expected a malformed file, got \(String(describing: error))")
                return
            }
            #expect(file == "title.crew.tsv.gz")
            #expect(line > 1)
            #expect(problem.contains("truncated"))
        }
    }

    @Test func damagedDataIsAnError() async throws {
        try await withTemporaryFolder { root in
            try IMDbDatasetImportTests.importing(into: root)
            let files = root.appendingPathComponent("broken")
            try IMDbTestDatasets().write(to: files)
            let names = files.appendingPathComponent(IMDbDataset.nameBasics.fileName)
            var bytes = try Data(contentsOf: names)
            // A digit of the last line's knownForTitles, which the import does not read: the
            // lines all read, the CRC-32 in the trailer no longer matches.
            bytes[bytes.count - 8 - 3] ^= 0x01
            try bytes.write(to: names)
            let error = try Self.failure(importingFrom: files, in: root)
            guard case .malformed(let file, let line, let problem) = error else {
                Issue.record("expected a malformed file, got \(String(describing: error))")
                return
            }
            #expect(file == "name.basics.tsv.gz")
            #expect(line == (IMDbTestDatasets().lines[.nameBasics]?.count ?? 0) + 1)
            #expect(problem.contains("damaged"))
        }
    }

    @Test(
        arguments: [
            (
                IMDbDataset.titleBasics, 4,
                ["tt0083658", "movie", "Blade Runner", "Blade Runner", "0", "1982", imdbNull, "long", "Action"],
                #"runtimeMinutes "long" is not a number"#
            ),
            (
                IMDbDataset.titleBasics, 4, ["tt0083658", "movie", "Blade Runner"],
                "3 fields where the header names 9"
            ),
            (
                IMDbDataset.titleBasics, 4,
                ["x0083658", "movie", "Blade Runner", "Blade Runner", "0", "1982", imdbNull, "1", "Action"],
                #"tconst "x0083658" is not an IMDb id"#
            ),
            (
                IMDbDataset.titlePrincipals, 3,
                ["tt0083658", "1", "nm0000148", "actor", imdbNull, #"["Rick Deckard""#],
                #"characters "["Rick Deckard"" is not a JSON array of strings"#
            ),
            (
                IMDbDataset.titlePrincipals, 3, ["tt0083658", "1", "nm0000148", "actor", imdbNull, #"[1]"#],
                #"characters "[1]" is not a JSON array of strings"#
            ),
            (
                IMDbDataset.titleCrew, 3, ["tt0083658", "nm0000631,Ridley", imdbNull],
                #"directors holds "Ridley", which is not an IMDb id"#
            ),
            (
                IMDbDataset.titleRatings, 3, ["tt0083658", "8,1", "800000"],
                #"averageRating "8,1" is not a number"#
            ),
        ])
    func aRowThatCannotBeReadNamesTheFileAndLine(
        dataset: IMDbDataset, line: Int, fields: [String], problem: String
    ) async throws {
        try await withTemporaryFolder { root in
            let error = try Self.failure(
                importing: { datasets in datasets.lines[dataset]?[line - 1] = fields.joined(separator: "\t") }, in: root
            )
            #expect(error == .malformed(file: dataset.fileName, line: line, problem: problem))
        }
    }

    @Test func textThatIsNotUTF8IsAnError() async throws {
        try await withTemporaryFolder { root in
            try IMDbDatasetImportTests.importing(into: root)
            let files = root.appendingPathComponent("broken")
            let datasets = IMDbTestDatasets()
            try datasets.write(to: files)
            // "Blade Runner" of line 4 with a lone continuation byte for its "u".
            var text = Array(datasets.text(of: .titleBasics).utf8)
            let at = try #require(text.firstRange(of: Array("tt0083658\tmovie\tBlade R".utf8)))
            text[at.upperBound] = 0x80
            try Data(GzipFixture.member(text)).write(to: files.appendingPathComponent(IMDbDataset.titleBasics.fileName))
            let error = try Self.failure(importingFrom: files, in: root)
            #expect(
                error == .malformed(file: "title.basics.tsv.gz", line: 4, problem: "primaryTitle is not valid UTF-8"))
        }
    }

    @Test func aMissingFileIsNamed() async throws {
        try await withTemporaryFolder { root in
            try IMDbDatasetImportTests.importing(into: root)
            let files = root.appendingPathComponent("broken")
            try IMDbTestDatasets().write(to: files)
            let crew = files.appendingPathComponent(IMDbDataset.titleCrew.fileName)
            try FileManager.default.removeItem(at: crew)
            let error = try Self.failure(importingFrom: files, in: root)
            #expect(error == .cannotRead(path: crew.path, reason: "No such file or directory"))
        }
    }

    /// What takes a file's place: a FIFO, a link to one, a folder, a link to a device.
    enum NotAFile: String, CaseIterable {
        case fifo, linkToAFIFO, folder, linkToADevice
    }

    @Test(arguments: NotAFile.allCases)
    func whatIsNotAFileIsRefusedBeforeItIsOpened(_ kind: NotAFile) async throws {
        try await withTemporaryFolder { root in
            try IMDbDatasetImportTests.importing(into: root)
            let files = root.appendingPathComponent("broken")
            try IMDbTestDatasets().write(to: files)
            let ratings = files.appendingPathComponent(IMDbDataset.titleRatings.fileName)
            try FileManager.default.removeItem(at: ratings)
            let fifo = root.appendingPathComponent("ratings.fifo")
            switch kind {
            case .fifo: try #require(mkfifo(ratings.path, 0o644) == 0)
            case .linkToAFIFO:
                try #require(mkfifo(fifo.path, 0o644) == 0)
                try FileManager.default.createSymbolicLink(at: ratings, withDestinationURL: fifo)
            case .folder: try FileManager.default.createDirectory(at: ratings, withIntermediateDirectories: false)
            case .linkToADevice:
                try FileManager.default.createSymbolicLink(
                    at: ratings, withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
            }
            let error = try Self.failure(importingFrom: files, in: root)
            let what = ["fifo": "a FIFO", "linkToAFIFO": "a FIFO", "folder": "a folder", "linkToADevice": "a device"]
            #expect(error == .cannotRead(path: ratings.path, reason: "\(what[kind.rawValue] ?? ""), not a file"))
        }
    }
}
