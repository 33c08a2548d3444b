import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// What the TMDB dialect serves for a movie's page: the parts `append_to_response` asks for,
/// `configuration` naming the image host, and the image host itself, another origin.
struct TMDBPageAndImageHostTests {
    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    @Test func appendsEachPartAskedForAndOnlyThose() async throws {
        try await withTMDBServer { server async throws in
            let all = try object(
                try await server.get(
                    "movie/100001", query: ["append_to_response": "credits,watch/providers,videos,external_ids"]))
            #expect(all["credits"] != nil && all["watch/providers"] != nil && all["videos"] != nil)
            let ids = try #require(all["external_ids"] as? [String: Any])
            #expect(ids["imdb_id"] as? String == "tt9100001" && ids["wikidata_id"] is NSNull)
            let regions = try #require((all["watch/providers"] as? [String: Any])?["results"] as? [String: Any])
            #expect(regions.keys.sorted() == ["DE", "US"])
            let us = try #require(regions["US"] as? [String: Any])
            #expect((us["link"] as? String)?.hasSuffix("/movie/100001/watch?locale=US") == true)
            #expect(us["flatrate"] != nil && us["rent"] != nil && us["buy"] != nil)

            let some = try object(try await server.get("movie/100001", query: ["append_to_response": "videos,unknown"]))
            #expect(some["videos"] != nil && some["credits"] == nil && some["watch/providers"] == nil)
            #expect(some["external_ids"] == nil)
        }
    }

    @Test func appendedPartsCarryNoIdOfTheirOwnAsTMDBsDoNot() async throws {
        try await withTMDBServer { server async throws in
            let all = try object(
                try await server.get(
                    "movie/100001", query: ["append_to_response": "credits,watch/providers,videos,external_ids"]))
            #expect(all["id"] as? Int == 100_001)
            for part in ["credits", "watch/providers", "videos", "external_ids"] {
                let appended = try #require(all[part] as? [String: Any], "\(part)")
                #expect(appended["id"] == nil, "\(part)")
            }
        }
    }

    @Test(arguments: [
        ([String: String](), ["en"]),
        (["language": "de-DE"], ["de"]),
        (["language": "fr-FR"], []),
        (["language": "de-DE", "include_video_language": "de,en,null"], ["de", "en"]),
        (["include_video_language": "en"], ["en"]),
    ])
    func givesVideosInTheLanguagesAskedAsTMDBDoes(query: [String: String], languages: [String]) async throws {
        try await withTMDBServer { server async throws in
            var pairs: KeyValuePairs<String, String> = ["append_to_response": "videos"]
            switch (query["language"], query["include_video_language"]) {
            case (let language?, let included?):
                pairs = ["append_to_response": "videos", "language": language, "include_video_language": included]
            case (let language?, nil): pairs = ["append_to_response": "videos", "language": language]
            case (nil, let included?): pairs = ["append_to_response": "videos", "include_video_language": included]
            case (nil, nil): break
            }
            let videos = try #require(
                (try object(try await server.get("movie/100001", query: pairs))["videos"] as? [String: Any])?["results"]
                    as? [[String: Any]])
            #expect(Set(videos.compactMap { $0["iso_639_1"] as? String }) == Set(languages))
        }
    }

    @Test func hasTheQuirksTMDBHas() async throws {
        try await withTMDBServer { server async throws in
            func parts(_ id: Int) async throws -> [String: Any] {
                try object(
                    try await server.get(
                        "movie/\(id)", query: ["append_to_response": "watch/providers,videos,external_ids"]))
            }
            func regions(_ parts: [String: Any]) -> [String: Any] {
                (parts["watch/providers"] as? [String: Any])?["results"] as? [String: Any] ?? [:]
            }
            func videoTypes(_ parts: [String: Any]) -> [String] {
                ((parts["videos"] as? [String: Any])?["results"] as? [[String: Any]] ?? []).compactMap {
                    $0["type"] as? String
                }
            }
            #expect(regions(try await parts(100_003)).isEmpty)
            #expect(regions(try await parts(100_004)).keys.sorted() == ["US"])
            #expect((regions(try await parts(100_010))["DE"] as? [String: Any])?.keys.sorted() == ["buy", "link"])
            #expect(videoTypes(try await parts(100_005)) == ["Teaser", "Trailer"])
            let behindTheScenes = videoTypes(try await parts(100_007))
            #expect(!behindTheScenes.contains("Trailer") && !behindTheScenes.isEmpty)
            #expect(videoTypes(try await parts(100_009)).isEmpty)
            #expect((try await parts(100_006)["external_ids"] as? [String: Any])?["imdb_id"] is NSNull)
        }
    }

    @Test func configurationNamesTheImageHostWhichServesEveryPosterSizeWithoutACredential() async throws {
        try await withTMDBServer { server async throws in
            let configuration = try object(try await server.get("configuration"))
            let images = try #require(configuration["images"] as? [String: Any])
            let imageBase = try #require(server.imageBaseURL)
            #expect(images["secure_base_url"] as? String == imageBase.absoluteString)
            let plain = try #require((images["base_url"] as? String).flatMap(URL.init(string:)))
            #expect(plain != imageBase, "a client reading base_url would not show which one it reads")
            #expect(imageBase.port != server.baseURL.port, "another origin")
            #expect(images["poster_sizes"] as? [String] == ["w92", "w154", "w185", "w342", "w500", "w780", "original"])

            let transport = NetworkHelperTransport(timeout: 30)
            for (size, width) in [("w92", 92), ("w185", 185), ("w342", 342), ("w500", 500), ("original", 1000)] {
                let url = imageBase.appendingPathComponent(size).appendingPathComponent(
                    "lZHMwUcQKKnQFSEddCek5sHMWis.jpg")
                let response = try await transport.send(HTTPRequest(url: url))
                #expect(response.status == 200 && response.headers["Content-Type"] == "image/jpeg", "\(size)")
                let jpeg = [UInt8](response.body)
                #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]) && jpeg.suffix(2) == [0xFF, 0xD9])
                #expect(Self.frameSize(of: jpeg).map { $0.width } == width, "\(size)")
                #expect(Self.frameSize(of: jpeg).map { $0.height } == width * 3 / 2, "\(size)")
            }
            let missing = try await transport.send(
                HTTPRequest(url: imageBase.appendingPathComponent("w92/no-such-file.jpg")))
            let badSize = try await transport.send(
                HTTPRequest(url: imageBase.appendingPathComponent("w93/lZHMwUcQKKnQFSEddCek5sHMWis.jpg")))
            let throughThePlainAddress = try await transport.send(
                HTTPRequest(url: plain.appendingPathComponent("w92/lZHMwUcQKKnQFSEddCek5sHMWis.jpg")))
            #expect(missing.status == 404 && badSize.status == 404 && throughThePlainAddress.status == 404)
            #expect(server.imageRequests.count == 8 && server.imageRequests.allSatisfy { $0.authorization == nil })
        }
    }

    @Test func answersTheSamePageWithItsETagAndA304() async throws {
        try await withTMDBServer { server async throws in
            let query: KeyValuePairs<String, String> = [
                "append_to_response": "credits,watch/providers,videos,external_ids"
            ]
            let first = try await server.get("movie/100002", query: query)
            let etag = try #require(first.headers["ETag"])
            let again = try await server.get("movie/100002", query: query, headers: ["If-None-Match": etag])
            #expect(again.status == 304)
        }
    }

    /// The width and height a baseline JPEG's start-of-frame segment (SOF0) gives.
    static func frameSize(of jpeg: [UInt8]) -> (width: Int, height: Int)? {
        var at = 2
        while at + 9 < jpeg.count, jpeg[at] == 0xFF {
            let marker = jpeg[at + 1], length = Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3])
            if marker == 0xC0 {
                return (Int(jpeg[at + 7]) << 8 | Int(jpeg[at + 8]), Int(jpeg[at + 5]) << 8 | Int(jpeg[at + 6]))
            }
            at += 2 + length
        }
        return nil
    }
}
