import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Trending, popular, now playing, upcoming, collections, recommended and similar films, as
/// TMDB answers them, over real HTTP.
struct TMDBBrowseTests {
    typealias Page = TMDBWire.Page<TMDBWire.MovieListItem>

    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    private func page(_ server: TMDBTestServer, _ path: String, _ query: String = "") async throws -> Page {
        let response = try await server.get(path, queryString: query)
        try #require(response.status == 200, "\(path): \(String(decoding: response.body, as: UTF8.self))")
        return try JSONDecoder().decode(Page.self, from: response.body)
    }

    /// Faults whose calendar starts on `day` (UTC midnight), moved by `clock`.
    private static func faults(today day: String, clock: ManualClock = ManualClock()) throws -> ServerFaults {
        var faults = ServerFaults()
        faults.clock = clock
        let formatter = ISO8601DateFormatter()
        faults.calendarStart = try #require(formatter.date(from: day + "T00:00:00Z"))
        return faults
    }

    @Test(arguments: ["trending/movie/week", "trending/movie/day"])
    func tagsEachTrendingFilmAsAMoviePagedByTwenty(path: String) async throws {
        try await withTMDBServer { server async throws in
            let first = try object(try await server.get(path))
            let results = try #require(first["results"] as? [[String: Any]])
            #expect(results.count == 20 && results.allSatisfy { $0["media_type"] as? String == "movie" })
            #expect(first["total_results"] as? Int == 26 && first["total_pages"] as? Int == 2)
            #expect(try await page(server, path, "page=2").results.count == 6)
        }
    }

    @Test func trendsThisWeekByPopularity() async throws {
        try await withTMDBServer { server async throws in
            let week = try await page(server, "trending/movie/week")
            #expect(week.results.map(\.popularity) == week.results.map(\.popularity).sorted(by: >))
            #expect(week.results.first?.id == 100004)
        }
    }

    @Test func trendsTodayTheSameAllDayAndOtherwiseTomorrow() async throws {
        let clock = ManualClock()
        try await withTMDBServer(faults: try Self.faults(today: "2016-07-01", clock: clock)) { server async throws in
            let morning = try await page(server, "trending/movie/day").results.map(\.id)
            clock.advance(by: .seconds(12 * 3600))
            #expect(try await page(server, "trending/movie/day").results.map(\.id) == morning)
            clock.advance(by: .seconds(12 * 3600))
            let tomorrow = try await page(server, "trending/movie/day").results.map(\.id)
            #expect(tomorrow != morning)
            #expect(Set(tomorrow + morning).count <= 26)
        }
    }

    @Test func listsPopularFilmsMostPopularFirstWithoutMediaType() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("movie/popular", queryString: "region=US&page=1")
            let object = try object(response)
            #expect(Set(object.keys) == ["page", "results", "total_pages", "total_results"])
            let popular = try JSONDecoder().decode(Page.self, from: response.body)
            #expect(popular.results.map(\.id).prefix(3) == [100004, 100018, 100001])
            #expect(popular.results.map(\.popularity) == popular.results.map(\.popularity).sorted(by: >))
            #expect(popular.results.allSatisfy { $0.mediaType == nil })
        }
    }

    @Test(arguments: [
        ("2016-07-01", [100005], ["2016-05-20", "2016-07-01"], [100010], ["2016-07-02", "2016-07-22"]),
        ("2016-06-01", [100004], ["2016-04-20", "2016-06-01"], [100005], ["2016-06-02", "2016-06-22"]),
        ("2016-12-31", [100002, 100008], ["2016-11-19", "2016-12-31"], [100014], ["2017-01-01", "2017-01-21"]),
        ("2030-01-01", [], ["2029-11-20", "2030-01-01"], [], ["2030-01-02", "2030-01-22"]),
    ])
    func showsNowPlayingTheLastSixWeeksAndUpcomingTheNextThree(
        today: String, playing: [Int], playingDates: [String], upcoming: [Int], upcomingDates: [String]
    ) async throws {
        try await withTMDBServer(faults: try Self.faults(today: today)) { server async throws in
            for (path, ids, dates) in [
                ("movie/now_playing", playing, playingDates), ("movie/upcoming", upcoming, upcomingDates),
            ] {
                let object = try object(try await server.get(path, queryString: "region=US"))
                let window = try #require(object["dates"] as? [String: String])
                #expect([window["minimum"], window["maximum"]] == dates, "\(path)")
                let films = try #require(object["results"] as? [[String: Any]])
                #expect(films.compactMap { $0["id"] as? Int } == ids, "\(path)")
            }
        }
    }

    @Test func movesNowPlayingWithTheClock() async throws {
        let clock = ManualClock()
        try await withTMDBServer(faults: try Self.faults(today: "2016-06-16", clock: clock)) { server async throws in
            #expect(try await page(server, "movie/upcoming").results.map(\.id) == [100005])
            clock.advance(by: .seconds(86_400))
            #expect(try await page(server, "movie/upcoming").results.isEmpty)
            #expect(try await page(server, "movie/now_playing").results.map(\.id) == [100004, 100005])
        }
    }

    @Test func listsACollectionsPartsAsListEntriesOfMovies() async throws {
        try await withTMDBServer { server async throws in
            let collection = try object(try await server.get("collection/400002"))
            #expect(collection["id"] as? Int == 400002 && collection["name"] as? String == "Iron Harbor Collection")
            #expect(collection["poster_path"] as? String == "/hc4zx6IhMOBUiPB4Dh85q0mFxv3.jpg")
            #expect((collection["overview"] as? String)?.isEmpty == false && collection["backdrop_path"] is String)
            let parts = try #require(collection["parts"] as? [[String: Any]])
            #expect(parts.compactMap { $0["id"] as? Int } == [100004, 100018, 100019])
            #expect(parts.compactMap { $0["release_date"] as? String } == ["2016-05-06", "2023-07-14", "1988-06-10"])
            #expect(parts.allSatisfy { $0["media_type"] as? String == "movie" && $0["genre_ids"] is [Int] })
        }
    }

    @Test(arguments: ["collection/400099", "collection/iron", "movie/100099/recommendations", "movie/x/similar"])
    func answers404ForWhatIsNotThere(path: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get(path)
            #expect(response.status == 404)
            #expect(try JSONDecoder().decode(TMDBWire.Status.self, from: response.body).statusCode == 34)
        }
    }

    @Test func recommendsTheFilmsSharingMostGenresThenTheMostPopular() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("movie/100004/recommendations")
            let recommended = try JSONDecoder().decode(Page.self, from: response.body)
            #expect(recommended.results.map(\.id).prefix(3) == [100018, 100013, 100019])
            #expect(recommended.results.allSatisfy { $0.mediaType == "movie" })
        }
    }

    @Test func findsSimilarFilmsSharingMostGenresThenByLanguageAndYears() async throws {
        try await withTMDBServer { server async throws in
            let similar = try await page(server, "movie/100004/similar")
            #expect(similar.results.map(\.id).prefix(3) == [100018, 100013, 100019])
            #expect(similar.results.allSatisfy { $0.mediaType == nil })
            let fishermen = try await page(server, "movie/100021/similar")
            #expect(fishermen.results.first?.id == 100023)
        }
    }

    @Test func neverRecommendsNorFindsSimilarTheFilmItself() async throws {
        try await withTMDBServer { server async throws in
            for movie in server.catalogue.movies {
                for list in ["recommendations", "similar"] {
                    let found = try await page(server, "movie/\(movie.id)/\(list)").results.map(\.id)
                    #expect(!found.contains(movie.id), "\(movie.id) \(list)")
                }
            }
            #expect(try await page(server, "movie/100011/recommendations").results.isEmpty)
        }
    }

    @Test func appendsTheFirstPageOfRecommendations() async throws {
        try await withTMDBServer { server async throws in
            let details = try object(
                try await server.get("movie/100004", query: ["append_to_response": "recommendations,credits"]))
            #expect(details["credits"] != nil)
            let appended = try JSONSerialization.data(withJSONObject: try #require(details["recommendations"]))
            let alone = try await server.get("movie/100004/recommendations")
            #expect(
                try JSONDecoder().decode(Page.self, from: appended)
                    == JSONDecoder().decode(Page.self, from: alone.body))
            let plain = try object(try await server.get("movie/100004", query: ["append_to_response": "videos"]))
            #expect(plain["recommendations"] == nil)
        }
    }

    @Test func givesBrowsedTitlesInTheLanguageAsked() async throws {
        try await withTMDBServer { server async throws in
            let german = try await page(server, "trending/movie/week", "language=de-DE")
            #expect(german.results.first?.title == "Eiserner Hafen")
            let collection = try object(try await server.get("collection/400002", queryString: "language=de-DE"))
            let parts = try #require(collection["parts"] as? [[String: Any]])
            #expect(parts.first?["title"] as? String == "Eiserner Hafen")
        }
    }
}
