import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `cache clear` of IMDb's folder removes the files an import and a download make, by name, and
/// nothing else that is put there.
struct IMDbFolderClearingTests {
    @Test func removesTheFilesItMadeAndLeavesAFileOfAnothersWhereItIs() async throws {
        try await withTemporaryFolder { root in
            let folder = IMDbFolder(cacheURL: root.appendingPathComponent("movies.sqlite"))
            try copyIMDbDatasets(to: folder.downloads)
            _ = try IMDbDatasetImport(folder: folder).run()
            let made = [
                folder.importing.path, folder.importing.path + "-journal",
                folder.download(of: .titleBasics).path + ".part",
                folder.download(of: .titleBasics).path + ".validators",
                folder.download(of: .nameBasics).path + ".validators.\(UUID().uuidString).tmp",
            ]
            for path in made { try Data("made".utf8).write(to: URL(fileURLWithPath: path)) }
            let others = [
                folder.downloads.appendingPathComponent("my-films.sqlite"),
                folder.url.appendingPathComponent("notes.txt"),
            ]
            for other in others { try Data("mine".utf8).write(to: other) }

            #expect(try folder.clear()?.films == 38)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.downloads.path) == ["my-films.sqlite"])
            #expect(!FileManager.default.fileExists(atPath: folder.datasets.path))
            for path in made { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
            for other in others { #expect(try Data(contentsOf: other) == Data("mine".utf8)) }
        }
    }

    @Test func removesTheDownloadsFolderOnceNothingIsLeftInIt() async throws {
        try await withTemporaryFolder { root in
            let folder = IMDbFolder(cacheURL: root.appendingPathComponent("movies.sqlite"))
            try copyIMDbDatasets(to: folder.downloads)
            _ = try IMDbDatasetImport(folder: folder).run()
            try folder.clear()
            #expect(!FileManager.default.fileExists(atPath: folder.downloads.path))
            #expect(folder.sizeOnDisk == 0)
        }
    }
}
