import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies-api --dialect imdb` serves a folder's dataset files as IMDb's dataset host does.
struct IMDbDatasetHostTests {
    // Generous: on a loaded machine the helper alone can take seconds to start; these tests prove behaviour, not speed.
    let transport = NetworkHelperTransport(timeout: 30)

    private func send(
        _ path: String, to server: RunningMovieAPIServer, method: HTTPRequest.Method = .get,
        headers: HTTPHeaders = [:]
    ) async throws -> HTTPResponse {
        let url = try #require(URL(string: path, relativeTo: server.baseURL))
        return try await transport.send(HTTPRequest(method: method, url: url, headers: headers))
    }

    private static func contents(_ name: String, in folder: URL = imdbFixturesFolder) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    @Test func servesADatasetFileWithItsLengthAStrongTagAndItsModificationTime() async throws {
        try await withIMDbDatasetHost { server async throws in
            #expect(server.baseURL.path == "/")
            let response = try await send("title.basics.tsv.gz", to: server)
            let file = imdbFixturesFolder.appendingPathComponent("title.basics.tsv.gz")
            let modified = try #require(
                try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
            #expect(response.status == 200)
            #expect(response.body == (try Self.contents("title.basics.tsv.gz")))
            #expect(response.headers["Content-Length"] == String(response.body.count))
            #expect(response.headers["ETag"]?.hasPrefix("\"") == true)
            #expect(response.headers["Last-Modified"] == HTTPDate.format(modified))
        }
    }

    @Test func answersAHeadWithTheHeadersAlone() async throws {
        try await withIMDbDatasetHost { server async throws in
            let head = try await send("name.basics.tsv.gz", to: server, method: .head)
            let get = try await send("name.basics.tsv.gz", to: server)
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["Content-Length"] == String(get.body.count))
            #expect(head.headers["ETag"] == get.headers["ETag"])
        }
    }

    @Test func answers304WhileTheValidatorsMatchAndTheFileOtherwise() async throws {
        try await withIMDbDatasetHost { server async throws in
            let first = try await send("title.ratings.tsv.gz", to: server)
            let etag = try #require(first.headers["ETag"])
            let lastModified = try #require(first.headers["Last-Modified"])
            let byTag = try await send("title.ratings.tsv.gz", to: server, headers: ["If-None-Match": etag])
            let byDate = try await send(
                "title.ratings.tsv.gz", to: server, headers: ["If-Modified-Since": lastModified])
            #expect(byTag.status == 304)
            #expect(byTag.body.isEmpty)
            #expect(byTag.headers["ETag"] == etag)
            #expect(byDate.status == 304)
            // A tag that does not match decides, whatever the date says.
            let otherTag = try await send(
                "title.ratings.tsv.gz", to: server,
                headers: ["If-None-Match": "\"0000000000000000\"", "If-Modified-Since": lastModified])
            let older = try await send(
                "title.ratings.tsv.gz", to: server, headers: ["If-Modified-Since": "Sat, 01 Jan 2000 00:00:00 GMT"])
            #expect(otherTag.status == 200)
            #expect(otherTag.body == first.body)
            #expect(older.status == 200)
        }
    }

    @Test(arguments: [
        "title.akas.tsv.gz", "README.md", "make-datasets.py", "tsv/title.basics.tsv", "title.basics.tsv", "/",
        ".tsv.gz", "tsv", "title.basics.tsv.gz/",
    ])
    func answers404ToAnyOtherName(path: String) async throws {
        try await withIMDbDatasetHost { server async throws in
            #expect(try await send(path, to: server).status == 404)
        }
    }

    @Test func servesAFileRewrittenMeanwhileWithNewValidators() async throws {
        try await withTemporaryFolder { folder in
            try copyIMDbDatasets(to: folder)
            try await withIMDbDatasetHost(folder: folder) { server async throws in
                let before = try await send("title.ratings.tsv.gz", to: server)
                let changed = try Self.contents(
                    "title.ratings.tsv.gz", in: imdbHostileFixturesFolder("short-row"))
                try changed.write(to: folder.appendingPathComponent("title.ratings.tsv.gz"))
                let after = try await send(
                    "title.ratings.tsv.gz", to: server, headers: ["If-None-Match": before.headers["ETag"] ?? ""])
                #expect(after.status == 200)
                #expect(after.body == changed)
                #expect(after.headers["ETag"] != before.headers["ETag"])
            }
        }
    }

    @Test func givesEveryFileTheLastModifiedAsked() async throws {
        let date = Date(timeIntervalSince1970: 1_751_270_400)  // 2025-06-30 08:00:00 UTC
        try await withIMDbDatasetHost(lastModified: date) { server async throws in
            for dataset in IMDbDataset.allCases {
                let response = try await send(dataset.fileName, to: server, method: .head)
                #expect(response.headers["Last-Modified"] == "Mon, 30 Jun 2025 08:00:00 GMT")
            }
            let since = try await send(
                "title.crew.tsv.gz", to: server, headers: ["If-Modified-Since": "Mon, 30 Jun 2025 08:00:00 GMT"])
            let before = try await send(
                "title.crew.tsv.gz", to: server, headers: ["If-Modified-Since": "Mon, 30 Jun 2025 07:59:59 GMT"])
            #expect(since.status == 304)
            #expect(before.status == 200)
        }
    }

    @Test func cutsEveryBodyShortOfItsLengthWhenAskedTo() async throws {
        var faults = ServerFaults()
        faults.dropRate = 1
        try await withIMDbDatasetHost(faults: faults) { server async throws in
            await #expect {
                _ = try await send("title.principals.tsv.gz", to: server)
            } throws: { error in
                guard case .connectionLost = error as? TransportError else { return false }
                return true
            }
            // A 304 has no body to cut.
            let etag = try await send("title.principals.tsv.gz", to: server, method: .head).headers["ETag"]
            let unchanged = try await send(
                "title.principals.tsv.gz", to: server, headers: ["If-None-Match": etag ?? ""])
            #expect(unchanged.status == 304)
        }
    }

    @Test func answers503ToTheFirstRequestsWhenAskedTo() async throws {
        var faults = ServerFaults()
        faults.failFirst = 2
        try await withIMDbDatasetHost(faults: faults) { server async throws in
            #expect(try await send("title.crew.tsv.gz", to: server).status == 503)
            #expect(try await send("title.crew.tsv.gz", to: server).status == 503)
            #expect(try await send("title.crew.tsv.gz", to: server).status == 200)
            #expect(server.requestCounts.count(where: { $0 == "/title.crew.tsv.gz" }, status: 503) == 2)
        }
    }

    @Test func refusesAFolderWithoutDatasetFiles() {
        let api = apiFixturesFolder.appendingPathComponent("api")
        #expect(throws: FixtureFilesError.empty(api.standardizedFileURL.path)) {
            try IMDbDatasetHostSettings(folder: api)
        }
        let missing = apiFixturesFolder.appendingPathComponent("no-such-folder")
        #expect(throws: FixtureFilesError.notAFolder(missing.standardizedFileURL.path)) {
            try IMDbDatasetHostSettings(folder: missing)
        }
    }
}
