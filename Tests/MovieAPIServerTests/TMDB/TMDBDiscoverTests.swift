import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `discover/movie` filters, sorts and pages as TMDB does, over real HTTP.
struct TMDBDiscoverTests {
    typealias Page = TMDBWire.Page<TMDBWire.MovieListItem>

    private func page(_ server: TMDBTestServer, _ query: KeyValuePairs<String, String>) async throws -> Page {
        let response = try await server.get("discover/movie", query: query)
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try JSONDecoder().decode(Page.self, from: response.body)
    }

    @Test func listsAYearsFilmsByRevenueHighestFirst() async throws {
        try await withTMDBServer { server async throws in
            let page = try await page(
                server,
                [
                    "primary_release_year": "2016", "sort_by": "revenue.desc", "include_adult": "false", "page": "1",
                ])
            #expect(
                page.results.map(\.id) == [
                    100004, 100001, 100005, 100010, 100008, 100002, 100009, 100006, 100003, 100007,
                ])
            #expect(page.results.allSatisfy { $0.releaseDate.hasPrefix("2016-") })
            #expect((page.page, page.totalPages, page.totalResults) == (1, 1, 10))
        }
    }

    @Test func ratesAboveAVoteFloorBreakingTiesById() async throws {
        try await withTMDBServer { server async throws in
            let page = try await page(
                server,
                [
                    "primary_release_year": "2016", "sort_by": "vote_average.desc", "vote_count.gte": "50",
                    "include_adult": "false", "page": "1",
                ])
            #expect(page.results.map(\.id) == [100002, 100001, 100007, 100003, 100009, 100005, 100010, 100004, 100008])
            #expect(!page.results.contains { $0.id == 100006 })
            #expect(page.totalResults == 9)
        }
    }

    @Test func keepsTheFilmWithAHandfulOfVotesWithoutAFloor() async throws {
        try await withTMDBServer { server async throws in
            let page = try await page(server, ["primary_release_year": "2016", "sort_by": "vote_average.desc"])
            #expect(page.results.first?.id == 100006)
            #expect(page.results.first?.voteAverage == 10)
            #expect(page.results.first?.voteCount == 3)
        }
    }

    @Test func putsFilmsWithAnUnknownDateInNoYearButInTheWholeList() async throws {
        try await withTMDBServer { server async throws in
            let first = try await page(server, [:])
            let whole = first.results + (try await page(server, ["page": "2"])).results
            #expect(first.totalResults == 26 && whole.count == 26)
            #expect(whole.map(\.popularity) == whole.map(\.popularity).sorted(by: >))
            #expect(whole.filter { $0.releaseDate.isEmpty }.map(\.id).sorted() == [100011, 100012])
            for year in ["2015", "2016", "2017"] {
                let ofYear = try await page(server, ["primary_release_year": year])
                #expect(ofYear.results.allSatisfy { $0.releaseDate.hasPrefix(year + "-") })
            }
            #expect(try await page(server, ["primary_release_year": "1998"]).results.isEmpty)
        }
    }

    @Test func pagesByTwentyWithStableTotals() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 400, seed: 11, years: 2010...2011)
        let inYear = catalogue.movies(releasedIn: 2010).count
        try await withTMDBServer(catalogue: catalogue) { server async throws in
            var seen: [Int] = []
            var pageNumber = 1
            var last: Page
            repeat {
                last = try await page(
                    server,
                    [
                        "primary_release_year": "2010", "sort_by": "revenue.desc", "page": String(pageNumber),
                    ])
                #expect(last.page == pageNumber)
                #expect(last.totalResults == inYear)
                #expect(last.totalPages == (inYear + 19) / 20)
                #expect(last.results.count == min(20, inYear - seen.count))
                seen += last.results.map(\.id)
                pageNumber += 1
            } while pageNumber <= last.totalPages
            #expect(seen.count == inYear)
            #expect(Set(seen).count == inYear)
            let revenues = seen.compactMap { id in catalogue.movies.first { $0.id == id }?.revenue }
            #expect(revenues == revenues.sorted(by: >))
        }
    }

    @Test func answersAPagePastTheLastWithNoResultsAndTheSameTotals() async throws {
        try await withTMDBServer { server async throws in
            let page = try await page(server, ["primary_release_year": "2016", "page": "7"])
            #expect(page.results.isEmpty)
            #expect((page.page, page.totalPages, page.totalResults) == (7, 1, 10))
        }
    }

    @Test(arguments: ["0", "501", "-1", "two", "1.5"])
    func refusesAPageOutsideOneTo500WithTMDBsError(page: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("discover/movie", query: ["page": page])
            #expect(response.status == 400)
            let status = try JSONDecoder().decode(TMDBWire.Status.self, from: response.body)
            #expect(status.statusCode == 22)
            #expect(status.success == false)
        }
    }

    @Test(arguments: [("sort_by", "budget.sideways"), ("primary_release_year", "twenty"), ("vote_count.gte", "many")])
    func refusesParametersItCannotRead(name: String, value: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("discover/movie", query: [name: value])
            #expect(response.status == 422)
            #expect(try JSONDecoder().decode(TMDBWire.Status.self, from: response.body).statusCode == 5)
        }
    }

    @Test func leavesAdultFilmsOutUnlessAsked() async throws {
        var adult = try #require(try tmdbFixtureCatalogue().movies.first)
        adult.id = 100_099
        adult.adult = true
        let catalogue = TMDBCatalogue(movies: try tmdbFixtureCatalogue().movies + [adult])
        try await withTMDBServer(catalogue: catalogue) { server async throws in
            let withoutAdult = try await page(server, ["primary_release_year": "2016", "include_adult": "false"])
            let byDefault = try await page(server, ["primary_release_year": "2016"])
            let withAdult = try await page(server, ["primary_release_year": "2016", "include_adult": "true"])
            #expect(!withoutAdult.results.contains { $0.id == 100_099 })
            #expect(!byDefault.results.contains { $0.id == 100_099 })
            #expect(withAdult.results.contains { $0.id == 100_099 })
        }
    }

    @Test func writesEachResultInTMDBsListShape() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("discover/movie", query: ["primary_release_year": "2016"])
            let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            #expect(Set(object.keys) == ["page", "results", "total_pages", "total_results"])
            let results = try #require(object["results"] as? [[String: Any]])
            let keys: Set<String> = [
                "adult", "backdrop_path", "genre_ids", "id", "original_language", "original_title", "overview",
                "popularity", "poster_path", "release_date", "title", "video", "vote_average", "vote_count",
            ]
            #expect(results.allSatisfy { Set($0.keys) == keys })
            let quiet = try #require(results.first { $0["id"] as? Int == 100007 })
            #expect(quiet["poster_path"] is NSNull)
        }
    }
}
