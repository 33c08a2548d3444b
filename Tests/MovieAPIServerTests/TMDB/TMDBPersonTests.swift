import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `search/person`, `person/{id}` and `person/{id}/movie_credits` answer about everyone in the
/// films' credits, one person per id across films, over real HTTP.
struct TMDBPersonTests {
    /// A page of people as the test reads it, independent of the server's own types.
    struct PeoplePage: Decodable {
        struct Person: Decodable {
            let id: Int
            let name: String
            let popularity: Double
            let knownFor: [Film]

            enum CodingKeys: String, CodingKey {
                case id, name, popularity
                case knownFor = "known_for"
            }
        }

        struct Film: Decodable {
            let id: Int
            let mediaType: String

            enum CodingKeys: String, CodingKey {
                case id
                case mediaType = "media_type"
            }
        }

        let page: Int
        let results: [Person]
        let totalPages: Int
        let totalResults: Int

        enum CodingKeys: String, CodingKey {
            case page, results
            case totalPages = "total_pages"
            case totalResults = "total_results"
        }

        var ids: [Int] { results.map(\.id) }
    }

    /// A person's film credits as the test reads them.
    struct MovieCredits: Decodable {
        struct Part: Decodable {
            let id: Int
            let title: String
            let character: String
            let creditID: String
            let order: Int

            enum CodingKeys: String, CodingKey {
                case id, title, character, order
                case creditID = "credit_id"
            }
        }

        struct Job: Decodable {
            let id: Int
            let department: String
            let job: String
        }

        let id: Int
        let cast: [Part]
        let crew: [Job]
    }

    /// The keys of a film in a list.
    static let listKeys: Set<String> = [
        "adult", "backdrop_path", "genre_ids", "id", "original_language", "original_title", "overview",
        "popularity", "poster_path", "release_date", "title", "video", "vote_average", "vote_count",
    ]

    private func people(_ server: TMDBTestServer, _ query: KeyValuePairs<String, String>) async throws -> PeoplePage {
        let response = try await server.get("search/person", query: query)
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try JSONDecoder().decode(PeoplePage.self, from: response.body)
    }

    private func credits(_ server: TMDBTestServer, of person: Int) async throws -> MovieCredits {
        let response = try await server.get("person/\(person)/movie_credits")
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return try JSONDecoder().decode(MovieCredits.self, from: response.body)
    }

    private static func object(_ body: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    @Test func writesEachPersonFoundInTMDBsShape() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get(
                "search/person", query: ["query": "Zoë", "page": "1", "include_adult": "false"])
            let page = try Self.object(response.body)
            #expect(Set(page.keys) == ["page", "results", "total_pages", "total_results"])
            let person = try #require((page["results"] as? [[String: Any]])?.first)
            #expect(
                Set(person.keys) == [
                    "adult", "gender", "id", "known_for_department", "name", "original_name", "popularity",
                    "profile_path", "known_for",
                ])
            #expect(person["id"] as? Int == 5_000_001)
            #expect(person["name"] as? String == "Zoë Marchetti")
            #expect(person["gender"] as? Int == 1)
            #expect(person["popularity"] as? Double == 31.204)
            #expect(person["profile_path"] as? String == "/DAsX1xHc64kEHfpog9H4y5FnNo0.jpg")
            #expect(person["known_for_department"] as? String == "Acting")
            let knownFor = try #require(person["known_for"] as? [[String: Any]])
            #expect(knownFor.allSatisfy { Set($0.keys) == Self.listKeys.union(["media_type"]) })
        }
    }

    @Test func listsThreeOfTheirFilmsMostPopularFirstAsKnownFor() async throws {
        try await withTMDBServer { server async throws in
            let zoe = try #require(try await people(server, ["query": "zoe marchetti"]).results.first)
            #expect(zoe.knownFor.map(\.id) == [100001, 100005, 100010])
            #expect(zoe.knownFor.allSatisfy { $0.mediaType == "movie" })
            let kasimir = try #require(try await people(server, ["query": "kasimir"]).results.first)
            #expect(kasimir.knownFor.map(\.id) == [100015])
        }
    }

    @Test(arguments: [
        ("zoe", [5_000_001]), ("ZOË MARCHETTI", [5_000_001]), ("marchetti zo", [5_000_001]),
        ("soren odegard", [5_000_007]), ("lukasz", [5_000_014]), ("yosuke", [5_000_020]), ("山田", [5_000_005]),
        ("chloe lefevre", [5_000_003]), ("jose", [5_000_009]), ("nobody", []), ("🎬", []),
    ])
    func findsPeopleByTheirNamesWithOrWithoutAccents(query: String, ids: [Int]) async throws {
        try await withTMDBServer { server async throws in
            let page = try await people(server, ["query": query])
            #expect(page.ids == ids)
            #expect(page.totalResults == ids.count)
        }
    }

    @Test func ordersPeopleByPopularityAfterThoseNamedExactlySo() async throws {
        var movies = try tmdbFixtureCatalogue().movies
        let index = try #require(movies.firstIndex { $0.id == 100006 })
        var marcus = try #require(movies[index].credits?.cast.first)
        marcus.id = 5_999_999
        marcus.name = "Marcus"
        marcus.originalName = "Marcus"
        marcus.popularity = 0.5
        movies[index].credits?.cast.append(marcus)
        try await withTMDBServer(catalogue: TMDBCatalogue(movies: movies)) { server async throws in
            #expect(try await people(server, ["query": "marc"]).ids == [5_000_001, 5_000_002, 5_999_999])
            #expect(try await people(server, ["query": "marcus"]).ids == [5_999_999, 5_000_002])
            #expect(try await people(server, ["query": "marcus okafor"]).ids == [5_000_002])
        }
    }

    @Test func pagesPeopleAsListsArePaged() async throws {
        try await withTMDBServer { server async throws in
            let past = try await people(server, ["query": "zoe", "page": "2"])
            #expect(past.results.isEmpty)
            #expect((past.page, past.totalPages, past.totalResults) == (2, 1, 1))
            let blank = try await server.get("search/person", query: ["query": ""])
            #expect(
                String(decoding: blank.body, as: UTF8.self)
                    == #"{"page":1,"results":[],"total_pages":1,"total_results":0}"#)
            #expect(try await server.get("search/person", query: ["query": "zoe", "page": "0"]).status == 400)
        }
    }

    @Test func pagesByTwentyInASyntheticCatalogue() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 2000, seed: 9)
        var ids: Set<Int> = []
        for movie in catalogue.movies {
            for member in movie.credits?.cast ?? [] where member.name.hasPrefix("Ava ") { ids.insert(member.id) }
            for member in movie.credits?.crew ?? [] where member.name.hasPrefix("Ava ") { ids.insert(member.id) }
        }
        try #require(ids.count > 20, "the seed gives too few people to page")
        try await withTMDBServer(catalogue: catalogue) { server async throws in
            let first = try await people(server, ["query": "ava"])
            let second = try await people(server, ["query": "ava", "page": "2"])
            #expect(first.results.count == 20)
            #expect(first.totalResults == ids.count)
            #expect(Set(first.ids + second.ids).count == first.ids.count + second.ids.count)
            let popularities = (first.results + second.results).map(\.popularity)
            #expect(popularities == popularities.sorted(by: >))
        }
    }

    @Test func answersAPersonsDetailsInTMDBsShape() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("person/5000001", query: ["language": "en-US"])
            #expect(response.status == 200)
            let person = try Self.object(response.body)
            #expect(
                Set(person.keys) == [
                    "adult", "also_known_as", "biography", "birthday", "deathday", "gender", "homepage", "id",
                    "imdb_id", "known_for_department", "name", "place_of_birth", "popularity", "profile_path",
                ])
            #expect(person["id"] as? Int == 5_000_001)
            #expect(person["name"] as? String == "Zoë Marchetti")
            #expect(person["gender"] as? Int == 1)
            #expect(person["popularity"] as? Double == 31.204)
            #expect(person["adult"] as? Bool == false)
            #expect((person["also_known_as"] as? [Any])?.isEmpty == true)
            #expect(person["biography"] as? String == "")
            for key in ["birthday", "deathday", "homepage", "imdb_id", "place_of_birth"] {
                #expect(person[key] is NSNull, "\(key)")
            }
            let unknownPicture = try Self.object(try await server.get("person/5100005").body)
            #expect(unknownPicture["profile_path"] is NSNull)
        }
    }

    @Test(arguments: [
        "person/999", "person/abc", "person/", "person/100001", "person/999/movie_credits",
        "person/abc/movie_credits", "person/5000001/tv_credits", "person/5000001/movie_credits/x",
    ])
    func answersAnUnknownPersonWith404Code34(path: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get(path)
            #expect(response.status == 404)
            #expect(
                try JSONDecoder().decode(TMDBWire.Status.self, from: response.body)
                    == TMDBWire.Status(
                        statusCode: 34, statusMessage: "The resource you requested could not be found.", success: false)
            )
        }
    }

    @Test func listsEveryFilmOfAnActorInFilmIdOrder() async throws {
        try await withTMDBServer { server async throws in
            let credits = try await credits(server, of: 5_000_001)
            #expect(credits.id == 5_000_001)
            #expect(credits.cast.map(\.id) == [100001, 100002, 100005, 100010, 100016])
            #expect(credits.cast.first?.character == "Mei (voice)")
            #expect(credits.cast.first?.creditID == "64c4b4532db30902fe73421c")
            #expect(credits.cast.first?.order == 0)
            #expect(credits.cast.last?.title == "Saltwater")
            #expect(credits.crew.isEmpty)
        }
    }

    @Test func writesEachCreditAsTheFilmsListEntryWithTheCreditsFields() async throws {
        try await withTMDBServer { server async throws in
            let actor = try Self.object(try await server.get("person/5000001/movie_credits").body)
            #expect(Set(actor.keys) == ["id", "cast", "crew"])
            let parts = try #require(actor["cast"] as? [[String: Any]])
            #expect(parts.allSatisfy { Set($0.keys) == Self.listKeys.union(["character", "credit_id", "order"]) })
            let director = try Self.object(try await server.get("person/5100001/movie_credits").body)
            let jobs = try #require(director["crew"] as? [[String: Any]])
            #expect(jobs.allSatisfy { Set($0.keys) == Self.listKeys.union(["credit_id", "department", "job"]) })
        }
    }

    @Test func listsEveryFilmOfADirectorAsCrew() async throws {
        try await withTMDBServer { server async throws in
            let credits = try await credits(server, of: 5_100_001)
            #expect(credits.cast.isEmpty)
            #expect(credits.crew.map(\.id) == [100001, 100004, 100005, 100010, 100013, 100016])
            #expect(credits.crew.allSatisfy { $0.job == "Director" && $0.department == "Directing" })
        }
    }

    @Test func knowsOnePersonByOneIdAcrossFilms() async throws {
        try await withTMDBServer { server async throws in
            let credits = try await credits(server, of: 5_000_002)
            #expect(credits.cast.map(\.id) == [100004, 100010, 100013, 100015, 100016])
            for film in credits.cast.map(\.id) {
                let response = try await server.get("movie/\(film)", query: ["append_to_response": "credits"])
                let details = try JSONDecoder().decode(TMDBWire.MovieDetails.self, from: response.body)
                let part = try #require(details.credits?.cast.first { $0.id == 5_000_002 }, "\(film)")
                #expect(part.name == "Marcus Okafor")
                #expect(credits.cast.contains { $0.id == film && $0.creditID == part.creditID })
            }
            #expect(try await people(server, ["query": "okafor"]).ids == [5_000_002])
        }
    }

    @Test func tagsPersonAnswersAndAnswers304WhenTheTagMatches() async throws {
        try await withTMDBServer(maxAge: 60) { server async throws in
            for path in ["person/5000001", "person/5000001/movie_credits"] {
                let first = try await server.get(path)
                #expect(first.headers["Cache-Control"] == "public, max-age=60")
                let etag = try #require(first.headers["ETag"])
                #expect(try await server.get(path, headers: ["If-None-Match": etag]).status == 304)
            }
            let search = try await server.get("search/person", query: ["query": "zoe"])
            let etag = try #require(search.headers["ETag"])
            let again = try await server.get("search/person", query: ["query": "zoe"], headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            #expect(server.counts().notModified == 3)
        }
    }
}
