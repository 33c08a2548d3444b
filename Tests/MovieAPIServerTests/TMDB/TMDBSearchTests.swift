import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `search/movie` finds films by the words of their titles, accents and case aside, exact titles
/// first, and pages as `discover/movie` does, over real HTTP.
struct TMDBSearchTests {
    /// A page of films as the test reads it, independent of the server's own types.
    struct Page: Decodable {
        struct Film: Decodable {
            let id: Int
            let title: String
            let popularity: Double
            let releaseDate: String
            let voteCount: Int

            enum CodingKeys: String, CodingKey {
                case id, title, popularity
                case releaseDate = "release_date"
                case voteCount = "vote_count"
            }
        }

        let page: Int
        let results: [Film]
        let totalPages: Int
        let totalResults: Int

        enum CodingKeys: String, CodingKey {
            case page, results
            case totalPages = "total_pages"
            case totalResults = "total_results"
        }

        var ids: [Int] { results.map(\.id) }
    }

    private func search(_ server: TMDBTestServer, _ query: KeyValuePairs<String, String>) async throws -> Page {
        let response = try await server.get("search/movie", query: query)
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try JSONDecoder().decode(Page.self, from: response.body)
    }

    /// `GET search/movie?` with `rawQuery` sent exactly as written, already percent-encoded.
    private func search(_ server: TMDBTestServer, rawQuery: String) async throws -> HTTPResponse {
        let url = try #require(URL(string: server.baseURL.absoluteString + "search/movie?" + rawQuery))
        var headers: HTTPHeaders = [:]
        headers["Authorization"] = "Bearer \(TMDBFixtureCredentials.readAccessToken)"
        return try await NetworkHelperTransport(timeout: 30).send(HTTPRequest(url: url, headers: headers))
    }

    /// `text` with every byte but ASCII letters and digits percent-encoded.
    private static func percentEncoded(_ text: String) -> String {
        text.utf8.map { byte in
            let scalar = Unicode.Scalar(byte)
            return scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                ? String(scalar) : String(format: "%%%02X", byte)
        }.joined()
    }

    /// The fixtures and one more film, `Saltwater Creek`, more popular than both `Saltwater`s.
    private static func withSaltwaterCreek(adult: Bool = false) throws -> TMDBCatalogue {
        let movies = try tmdbFixtureCatalogue().movies
        var creek = try #require(movies.first { $0.id == 100016 })
        creek.id = 100_099
        creek.title = "Saltwater Creek"
        creek.originalTitle = "Saltwater Creek"
        creek.popularity = 99
        creek.adult = adult
        return TMDBCatalogue(movies: movies + [creek])
    }

    @Test func writesEachResultInTMDBsListShape() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get(
                "search/movie", query: ["query": "saltwater", "include_adult": "false"])
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"]?.hasPrefix("application/json") == true)
            let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            #expect(Set(object.keys) == ["page", "results", "total_pages", "total_results"])
            let results = try #require(object["results"] as? [[String: Any]])
            let keys: Set<String> = [
                "adult", "backdrop_path", "genre_ids", "id", "original_language", "original_title", "overview",
                "popularity", "poster_path", "release_date", "title", "video", "vote_average", "vote_count",
            ]
            #expect(results.count == 2)
            #expect(results.allSatisfy { Set($0.keys) == keys })
        }
    }

    @Test(arguments: ["amelie", "Amélie", "AMELIE", "amél", "clockm", "the clockmaker amelie", "horloger"])
    func findsAFilmWithOrWithoutItsAccentsAndCase(query: String) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await search(server, ["query": query]).ids == [100002])
        }
    }

    @Test(arguments: [("kohi jiko", [100017]), ("Kōhī", [100017]), ("cafe lumiere", [100017]), ("風", [100003])])
    func findsAFilmByItsTitleOrItsOriginalTitle(query: String, ids: [Int]) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await search(server, ["query": query]).ids == ids)
        }
    }

    @Test(arguments: [
        ("paper lantern", [100001]), ("lantern paper", [100001]), ("lant", [100001]), ("aper", []),
        ("paper harbor", []), ("harbor", [100004, 100018, 100019, 100014]), ("harbor lights", [100014]), ("2016", []),
    ])
    func needsEveryWordToBeginAWordOfTheTitle(query: String, ids: [Int]) async throws {
        try await withTMDBServer { server async throws in
            let page = try await search(server, ["query": query])
            #expect(page.ids == ids)
            #expect(page.totalResults == ids.count)
        }
    }

    @Test func ranksTwoFilmsOfOneTitleByPopularityLeavingTheChoiceToTheirVotes() async throws {
        try await withTMDBServer { server async throws in
            let page = try await search(server, ["query": "Saltwater"])
            #expect(page.ids == [100015, 100016])
            #expect(page.results.map(\.title) == ["Saltwater", "Saltwater"])
            #expect(page.results.map(\.voteCount) == [800, 5200])
            #expect(page.results.map(\.releaseDate) == ["1999-04-09", "2019-10-04"])
        }
    }

    @Test func putsFilmsNamedExactlySoBeforeMorePopularOnes() async throws {
        try await withTMDBServer(catalogue: try Self.withSaltwaterCreek()) { server async throws in
            #expect(try await search(server, ["query": "saltwater"]).ids == [100015, 100016, 100_099])
            #expect(try await search(server, ["query": "SALTWATER creek"]).ids == [100_099])
            #expect(try await search(server, ["query": "salt"]).ids == [100_099, 100015, 100016])
        }
    }

    @Test(arguments: [("1999", [100015]), ("2019", [100016]), ("2016", []), ("", [100015, 100016])])
    func keepsTheFilmsOfTheYearAsked(year: String, ids: [Int]) async throws {
        try await withTMDBServer { server async throws in
            let page = try await search(server, ["query": "saltwater", "year": year])
            #expect(page.ids == ids)
            #expect(page.totalResults == ids.count)
        }
    }

    @Test func leavesAdultFilmsOutUnlessAsked() async throws {
        try await withTMDBServer(catalogue: try Self.withSaltwaterCreek(adult: true)) { server async throws in
            #expect(try await search(server, ["query": "saltwater"]).ids == [100015, 100016])
            #expect(
                try await search(server, ["query": "saltwater", "include_adult": "false"]).ids == [100015, 100016])
            #expect(
                try await search(server, ["query": "saltwater", "include_adult": "true"]).ids == [
                    100015, 100016, 100_099,
                ])
        }
    }

    @Test(arguments: [("saltwater", "0"), ("saltwater", "501"), ("saltwater", "two"), ("", "-1")])
    func refusesAPageOutsideOneTo500WithTMDBsError(query: String, page: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("search/movie", query: ["query": query, "page": page])
            #expect(response.status == 400)
            #expect(try JSONDecoder().decode(TMDBWire.Status.self, from: response.body).statusCode == 22)
        }
    }

    @Test(arguments: [("year", "nineteen"), ("include_adult", "maybe")])
    func refusesAYearOrFlagItCannotRead(name: String, value: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("search/movie", query: ["query": "saltwater", name: value])
            #expect(response.status == 422)
            #expect(try JSONDecoder().decode(TMDBWire.Status.self, from: response.body).statusCode == 5)
        }
    }

    @Test func answersAPagePastTheLastWithNoResultsAndTheSameTotals() async throws {
        try await withTMDBServer { server async throws in
            let page = try await search(server, ["query": "saltwater", "page": "2"])
            #expect(page.results.isEmpty)
            #expect((page.page, page.totalPages, page.totalResults) == (2, 1, 2))
        }
    }

    @Test func pagesByTwentyWithStableTotals() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 600, seed: 5, years: 2001...2002)
        let word = "s"
        let expected = catalogue.movies.filter { movie in
            [movie.title, movie.originalTitle].contains { title in
                title.lowercased().split { !$0.isLetter && !$0.isNumber }.contains { $0.hasPrefix(word) }
            }
        }
        try #require(expected.count > 40, "the seed gives too few films to page")
        try await withTMDBServer(catalogue: catalogue) { server async throws in
            var seen: [Int] = []
            var number = 1
            var last: Page
            repeat {
                last = try await search(server, ["query": word, "page": String(number)])
                #expect(last.page == number)
                #expect(last.totalResults == expected.count)
                #expect(last.totalPages == (expected.count + 19) / 20)
                #expect(last.results.count == min(20, expected.count - seen.count))
                seen += last.ids
                number += 1
            } while number <= last.totalPages
            #expect(Set(seen) == Set(expected.map(\.id)))
            #expect(seen.count == expected.count)
            let popularities = try seen.map { id in try #require(catalogue.movies.first { $0.id == id }).popularity }
            #expect(popularities == popularities.sorted(by: >))
            let past = try await search(server, ["query": word, "page": String(number)])
            #expect(past.results.isEmpty && past.totalResults == expected.count)
        }
    }

    @Test(arguments: ["", "query=", "query=%20%20", "query=&page=3", "page=2&year=2016"])
    func answersAMissingOrBlankQueryWithAnEmptyFirstPage(rawQuery: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await search(server, rawQuery: rawQuery)
            #expect(response.status == 200)
            #expect(
                String(decoding: response.body, as: UTF8.self)
                    == #"{"page":1,"results":[],"total_pages":1,"total_results":0}"#)
        }
    }

    @Test(arguments: [
        "a&b#c%d+e/f", #""Saltwater""#, "'quoted' \"twice\"", "🎬🍿", "%", "%zz", "100%", "?=&=?", "\\", "\u{0}",
        "Zoë & Amélie", String(repeating: "lantern ", count: 300), "<script>alert(1)</script>", "ｓａｌｔｗａｔｅｒ",
    ])
    func answersAnyQueryTextWithoutFailing(text: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await search(server, rawQuery: "query=" + Self.percentEncoded(text) + "&page=1")
            #expect(response.status == 200)
            let page = try JSONDecoder().decode(Page.self, from: response.body)
            #expect(page.page == 1)
            #expect(page.totalResults == page.results.count)
        }
    }

    @Test(arguments: [
        ("a&b#c%d+e/f", []), (#""Saltwater""#, [100015, 100016]), ("🎬 lantern", [100001]), ("l'horloger", [100002]),
        ("ｓａｌｔｗａｔｅｒ", [100015, 100016]),
    ])
    func readsTheWholeQueryTextDecodedOnce(text: String, ids: [Int]) async throws {
        try await withTMDBServer { server async throws in
            let response = try await search(server, rawQuery: "query=" + Self.percentEncoded(text))
            #expect(try JSONDecoder().decode(Page.self, from: response.body).ids == ids)
        }
    }

    @Test(arguments: ["query=%FF%FE", "query=%", "query=a%2", "query=%E2%82", "query=%00", "query=%%41", "query=a=b=c"])
    func answersAQueryNotWellPercentEncodedWithoutFailing(rawQuery: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await search(server, rawQuery: rawQuery)
            #expect(response.status == 200)
            let page = try JSONDecoder().decode(Page.self, from: response.body)
            #expect(page.page == 1 && page.totalResults == page.results.count)
        }
    }

    @Test func decodesThePercentsOfTheQueryOnlyOnce() async throws {
        try await withTMDBServer { server async throws in
            // `%2541` is `%41` once decoded, and `A` (which begins many titles) only if decoded twice.
            let once = try await search(server, rawQuery: "query=%2541")
            #expect(try JSONDecoder().decode(Page.self, from: once.body).totalResults == 0)
            let letter = try await search(server, rawQuery: "query=%41")
            #expect(try JSONDecoder().decode(Page.self, from: letter.body).totalResults > 0)
        }
    }

    @Test func tagsASearchAndAnswers304WhenTheTagMatches() async throws {
        try await withTMDBServer(maxAge: 300) { server async throws in
            let first = try await server.get("search/movie", query: ["query": "saltwater"])
            #expect(first.headers["Cache-Control"] == "public, max-age=300")
            let etag = try #require(first.headers["ETag"])
            let again = try await server.get(
                "search/movie", query: ["query": "saltwater"], headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.headers["ETag"] == etag)
            let other = try await server.get(
                "search/movie", query: ["query": "saltwater", "year": "1999"], headers: ["If-None-Match": etag])
            #expect(other.status == 200)
            #expect(other.headers["ETag"] != etag)
            #expect(server.counts().notModified == 1)
        }
    }

    @Test func needsACredentialAndCountsAgainstTheRate() async throws {
        let clock = ManualClock()
        var faults = ServerFaults()
        faults.clock = clock
        try await withTMDBServer(rate: 2, faults: faults) { server async throws in
            let refused = try await server.get("search/movie", query: ["query": "saltwater"], credential: .none)
            #expect(refused.status == 401)
            #expect(try JSONDecoder().decode(TMDBWire.Status.self, from: refused.body).statusCode == 7)
            #expect(try await server.get("search/movie", query: ["query": "saltwater"]).status == 200)
            #expect(try await server.get("search/movie", query: ["query": "saltwater"]).status == 429)
        }
    }
}
