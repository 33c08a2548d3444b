import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// `movies sync --source imdb`: from IMDb's dataset host (the fixture host over loopback), asked
/// on a condition the second time; from a folder; and what a broken file does (65, the file and
/// line named, the previous import kept).
@Suite(.serialized)
struct IMDbSyncRunTests {
    private static let hostile = apiFixturesFolder.appendingPathComponent("imdb-hostile")

    @Test func downloadsTheFilesThenAsksOnlyWhetherTheyChanged() async throws {
        try await withIMDbDatasetHost(lastModified: Date(timeIntervalSince1970: 1_795_000_000)) { server in
            try await IMDbRunner.with { runner in
                let first = try await runner.run(["sync", "--api-url", server.baseURL.absoluteString])
                #expect(first.status == 0, "\(first.error)")
                #expect(first.output.contains("imported 38 films"))
                let second = try await runner.run(["sync", "--api-url", server.baseURL.absoluteString])
                #expect(second.status == 0, "\(second.error)")
                #expect(second.output.contains("unchanged"), "\(second.output)")
                let counts = try await server.counts()
                for dataset in ["title.basics", "title.ratings", "title.principals", "title.crew", "name.basics"] {
                    #expect(counts.count("/\(dataset).tsv.gz", status: 200) == 1, "\(dataset)")
                    #expect(counts.count("/\(dataset).tsv.gz", status: 304) == 1, "\(dataset)")
                }
                #expect(try await runner.run(["show", "tt0083658"]).status == 0)
            }
        }
    }

    @Test func importsUnchangedFilesAgainWhenTheImportIsNotOfThem() async throws {
        try await withIMDbDatasetHost(lastModified: Date(timeIntervalSince1970: 1_795_000_000)) { server in
            try await IMDbRunner.with { runner in
                #expect(try await runner.run(["sync", "--api-url", server.baseURL.absoluteString]).status == 0)
                // An import of other files (as a killed sync of new files leaves the previous one).
                try await runner.importFixtures(from: apiFixturesFolder.appendingPathComponent("imdb"))
                let again = try await runner.run(["sync", "--api-url", server.baseURL.absoluteString])
                #expect(again.status == 0, "\(again.error)")
                #expect(again.output.contains("imported 38 films"), "\(again.output)")
                let counts = try await server.counts()
                #expect(counts.count("/title.basics.tsv.gz", status: 304) == 1)
            }
        }
    }

    @Test(arguments: [
        ("truncated-principals", "title.principals.tsv.gz:"),
        ("missing-runtime", "title.basics.tsv.gz:1:"),
        ("short-row", "title.ratings.tsv.gz:12:"),
        ("bad-characters", "title.principals.tsv.gz:35:"),
    ])
    func aBrokenFileIsNamedWithItsLineAndThePreviousImportKept(set: String, named: String) async throws {
        try await IMDbRunner.imported { runner in
            let broken = try await runner.run(["sync", "--from", Self.hostile.appendingPathComponent(set).path])
            #expect(broken.status == 65)
            #expect(broken.error.contains(named), "\(broken.error)")
            #expect(broken.error.split(separator: "\n").count == 1, "\(broken.error)")
            let info = try #require(try await runner.json(["cache", "info"]) as? [String: Any])
            #expect((info["imdb"] as? [String: Any])?["films"] as? Int == 38)
            #expect(try await runner.run(["show", "tt0083658"]).status == 0)
        }
    }

    @Test func aTruncatedDownloadKeepsThePreviousImport() async throws {
        try await IMDbRunner.imported { runner in
            try await withIMDbDatasetHost(folder: Self.hostile.appendingPathComponent("truncated-principals")) {
                server in
                let run = try await runner.run(["sync", "--api-url", server.baseURL.absoluteString])
                #expect(run.status == 65, "\(run.error)")
                #expect(run.error.contains("title.principals.tsv.gz"))
            }
            #expect(try await runner.run(["show", "tt0083658"]).status == 0)
        }
    }

    @Test(arguments: [
        ["sync", "2016"], ["sync", "--posters"], ["sync", "--offline"],
    ])
    func refusesWhatASyncOfIMDbCannotDo(arguments: [String]) async throws {
        try await IMDbRunner.with { runner in
            let run = try await runner.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.error)")
        }
    }

    @Test func fromIsForIMDbAlone() async throws {
        try await IMDbRunner.with { runner in
            let run = try await runner.run(["sync", "2016", "--from", "/tmp"], environment: ["MOVIES_SOURCE": "demo"])
            #expect(run.status == 64)
        }
    }

    @Test func aMissingFolderIsNotFound() async throws {
        try await IMDbRunner.with { runner in
            let run = try await runner.run(["sync", "--from", "/nonexistent/imdb"])
            #expect(run.status == 66, "\(run.error)")
        }
    }
}
