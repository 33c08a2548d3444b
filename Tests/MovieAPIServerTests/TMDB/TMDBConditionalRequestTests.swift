import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The TMDB dialect tags each answer with a hash of its body and answers a matching
/// `If-None-Match` with 304; each page and each query is its own resource.
struct TMDBConditionalRequestTests {
    static let page1: KeyValuePairs<String, String> = [
        "primary_release_year": "2016", "sort_by": "revenue.desc", "page": "1",
    ]
    static let page2: KeyValuePairs<String, String> = [
        "primary_release_year": "2016", "sort_by": "revenue.desc", "page": "2",
    ]

    @Test func sendsAnETagAndAPublicMaxAge() async throws {
        try await withTMDBServer(maxAge: 300) { server async throws in
            for path in ["discover/movie", "movie/100001", "authentication"] {
                let response = try await server.get(path)
                #expect(response.headers["ETag"]?.hasPrefix("\"") == true)
                #expect(response.headers["Cache-Control"] == "public, max-age=300")
            }
        }
    }

    @Test func answers304WithNoBodyWhenAPagesTagMatches() async throws {
        try await withTMDBServer { server async throws in
            let first = try await server.get("discover/movie", query: Self.page1)
            let etag = try #require(first.headers["ETag"])
            let again = try await server.get("discover/movie", query: Self.page1, headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.headers["ETag"] == etag)
            #expect(server.counts().notModified == 1)
        }
    }

    @Test func tellsPagesAndQueriesApart() async throws {
        try await withTMDBServer { server async throws in
            let etag = try #require(try await server.get("discover/movie", query: Self.page1).headers["ETag"])
            let otherPage = try await server.get("discover/movie", query: Self.page2, headers: ["If-None-Match": etag])
            #expect(otherPage.status == 200)
            #expect(otherPage.headers["ETag"] != etag)
            let otherYear = try await server.get(
                "discover/movie", query: ["primary_release_year": "2015", "sort_by": "revenue.desc", "page": "1"],
                headers: ["If-None-Match": etag])
            #expect(otherYear.status == 200)
        }
    }

    @Test func tagsDetailsWithAndWithoutCreditsApart() async throws {
        try await withTMDBServer { server async throws in
            let plain = try await server.get("movie/100001")
            let withCredits = try await server.get("movie/100001", query: ["append_to_response": "credits"])
            #expect(plain.headers["ETag"] != withCredits.headers["ETag"])
            let etag = try #require(withCredits.headers["ETag"])
            let again = try await server.get(
                "movie/100001", query: ["append_to_response": "credits"], headers: ["If-None-Match": "W/\(etag)"])
            #expect(again.status == 304)
        }
    }

    @Test func keepsTheSameTagForTheSameAnswerAcrossServers() async throws {
        let first = try await withTMDBServer { server async throws in
            try await server.get("discover/movie", query: Self.page1).headers["ETag"]
        }
        let second = try await withTMDBServer { server async throws in
            try await server.get("discover/movie", query: Self.page1).headers["ETag"]
        }
        #expect(first != nil)
        #expect(first == second)
    }
}
