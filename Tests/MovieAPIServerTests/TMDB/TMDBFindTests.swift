import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `find/{external_id}?external_source=imdb_id` finds films by IMDb id as TMDB does, over real
/// HTTP: the film as lists show it with `"media_type":"movie"`, a show under `tv_results`, every
/// list empty for an id nothing has, 404 without a source TMDB knows.
struct TMDBFindTests {
    /// What `find` answers, as the test reads it.
    struct Found: Decodable {
        let movieResults: [TMDBWire.MovieListItem]
        let tvResults: [TMDBWire.ShowListItem]

        enum CodingKeys: String, CodingKey {
            case movieResults = "movie_results"
            case tvResults = "tv_results"
        }
    }

    static let listKeys: Set<String> = [
        "adult", "backdrop_path", "genre_ids", "id", "original_language", "original_title", "overview",
        "popularity", "poster_path", "release_date", "title", "video", "vote_average", "vote_count",
    ]
    static let resultKeys: Set<String> = [
        "movie_results", "person_results", "tv_results", "tv_episode_results", "tv_season_results",
    ]

    private func find(
        _ server: TMDBTestServer, _ id: String, language: String? = nil
    ) async throws -> (Found, HTTPResponse) {
        var query: KeyValuePairs<String, String> = ["external_source": "imdb_id"]
        if let language { query = ["external_source": "imdb_id", "language": language] }
        let response = try await server.get("find/\(id)", query: query)
        try #require(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        return (try JSONDecoder().decode(Found.self, from: response.body), response)
    }

    private static func object(_ body: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    @Test func findsAFixtureFilmByItsIMDbIdInTheShapeOfASearchResult() async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("find/tt9100001", query: ["external_source": "imdb_id"])
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"]?.hasPrefix("application/json") == true)
            let object = try Self.object(response.body)
            #expect(Set(object.keys) == Self.resultKeys)
            for key in Self.resultKeys where key != "movie_results" {
                #expect((object[key] as? [Any])?.isEmpty == true, "\(key)")
            }
            let films = try #require(object["movie_results"] as? [[String: Any]])
            #expect(films.count == 1)
            #expect(Set(films[0].keys) == Self.listKeys.union(["media_type"]))
            #expect(films[0]["media_type"] as? String == "movie")
            #expect(films[0]["id"] as? Int == 100001)
            #expect(films[0]["title"] as? String == "The Paper Lantern")

            let found = try JSONDecoder().decode(Found.self, from: response.body)
            let searched = try JSONDecoder().decode(
                TMDBWire.Page<TMDBWire.MovieListItem>.self,
                from: try await server.get("search/movie", query: ["query": "paper lantern"]).body)
            var asSearched = try #require(searched.results.first)
            asSearched.mediaType = "movie"
            #expect(found.movieResults == [asSearched])
        }
    }

    @Test(arguments: [
        ("tt9100002", 100002, "Amélie and the Clockmaker"), ("tt9100015", 100015, "Saltwater"),
        ("tt9100016", 100016, "Saltwater"), ("tt9100020", 100020, "September Nights"),
    ])
    func findsEachFixtureFilmByItsOwnIMDbId(imdbID: String, id: Int, title: String) async throws {
        try await withTMDBServer { server async throws in
            let (found, _) = try await find(server, imdbID)
            #expect(found.movieResults.map(\.id) == [id])
            #expect(found.movieResults.map(\.title) == [title])
            #expect(found.tvResults.isEmpty)
        }
    }

    @Test(arguments: ["tt0000001", "tt9100006", "tt9100011", "nm0000158", "9100001", "TT9100001", "tt91000010"])
    func answersAnIdNothingHasWithEveryListEmpty(imdbID: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("find/\(imdbID)", query: ["external_source": "imdb_id"])
            #expect(response.status == 200)
            let object = try Self.object(response.body)
            #expect(Set(object.keys) == Self.resultKeys)
            #expect(Self.resultKeys.allSatisfy { (object[$0] as? [Any])?.isEmpty == true })
        }
    }

    @Test func findsTheFixtureShowUnderTVResultsAndNoFilm() async throws {
        try await withTMDBServer { server async throws in
            let (found, response) = try await find(server, "tt9200001")
            #expect(found.movieResults.isEmpty)
            let show = try #require(found.tvResults.first)
            #expect(found.tvResults.count == 1)
            #expect((show.id, show.name, show.mediaType) == (100001, "Harbor Nights", "tv"))
            let object = try Self.object(response.body)
            let entry = try #require((object["tv_results"] as? [[String: Any]])?.first)
            #expect(entry["title"] == nil && entry["release_date"] == nil)
            #expect(entry["first_air_date"] as? String == "2016-04-24")
        }
    }

    @Test(arguments: [nil, "", "imdb", "IMDB_ID", "imdb_id ", "tmdb_id", "freebase_mid"] as [String?])
    func refusesAMissingOrUnknownExternalSourceWith404Code34(source: String?) async throws {
        try await withTMDBServer { server async throws in
            let query: KeyValuePairs<String, String> = source.map { ["external_source": $0] } ?? [:]
            let response = try await server.get("find/tt9100001", query: query)
            #expect(response.status == 404)
            #expect(
                try JSONDecoder().decode(TMDBWire.Status.self, from: response.body)
                    == TMDBWire.Status(
                        statusCode: 34, statusMessage: "The resource you requested could not be found.",
                        success: false))
        }
    }

    @Test(arguments: ["tvdb_id", "facebook_id", "instagram_id", "tiktok_id", "twitter_id", "wikidata_id", "youtube_id"])
    func findsNothingByAnotherSourceTMDBKnows(source: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("find/tt9100001", query: ["external_source": source])
            #expect(response.status == 200)
            let found = try JSONDecoder().decode(Found.self, from: response.body)
            #expect(found.movieResults.isEmpty && found.tvResults.isEmpty)
        }
    }

    @Test func refusesAFindWithoutAnId() async throws {
        try await withTMDBServer { server async throws in
            #expect(try await server.get("find/", query: ["external_source": "imdb_id"]).status == 404)
        }
    }

    @Test func givesTheFilmInTheLanguageAskedAndTagsEachLanguageApart() async throws {
        try await withTMDBServer { server async throws in
            let (english, englishResponse) = try await find(server, "tt9100001")
            let (german, germanResponse) = try await find(server, "tt9100001", language: "de-DE")
            #expect(german.movieResults.map(\.title) == ["Die Papierlaterne"])
            #expect(german.movieResults.map(\.originalTitle) == ["The Paper Lantern"])
            #expect(german.movieResults.first?.overview.hasPrefix("Die schüchterne Lehrtochter") == true)
            var restored = try #require(german.movieResults.first)
            restored.title = english.movieResults[0].title
            restored.overview = english.movieResults[0].overview
            #expect(restored == english.movieResults[0])
            #expect(germanResponse.headers["ETag"] != englishResponse.headers["ETag"])
            let (french, frenchResponse) = try await find(server, "tt9100001", language: "fr-FR")
            #expect(french.movieResults == english.movieResults)
            #expect(frenchResponse.body == englishResponse.body)
        }
    }

    @Test func findsEveryFilmOfASyntheticCatalogueThatHasAnIMDbId() async throws {
        let catalogue = TMDBCatalogue(syntheticCount: 2000, seed: 7)
        let withIDs = catalogue.movies.filter { $0.imdbID != nil }
        #expect((1800..<2000).contains(withIDs.count))
        try await withTMDBServer(catalogue: catalogue) { server async throws in
            for movie in withIDs {
                let (found, _) = try await find(server, try #require(movie.imdbID))
                #expect(found.movieResults.map(\.id) == [movie.id], "\(movie.imdbID ?? "")")
            }
            // A synthetic film's IMDb id is tt(9000000 + its index); the index is in its TMDB id.
            for movie in catalogue.movies where movie.imdbID == nil {
                let index = (movie.id - 200_000) / 10
                let (found, _) = try await find(server, "tt\(9_000_000 + index)")
                #expect(found.movieResults.isEmpty)
            }
            #expect(server.counts().finds(status: 200) == 2000)
        }
    }

    @Test func answersAsEveryRouteDoesToCredentialsConditionsAndStats() async throws {
        try await withTMDBServer { server async throws in
            let path = "find/tt9100004"
            let query: KeyValuePairs<String, String> = ["external_source": "imdb_id"]
            #expect(try await server.get(path, query: query, credential: .none).status == 401)
            #expect(try await server.get(path, query: query, credential: .fixtureKey).status == 200)
            let tag = try #require(try await server.get(path, query: query).headers["ETag"])
            #expect(try await server.get(path, query: query, headers: ["If-None-Match": tag]).status == 304)
            #expect(server.counts().finds() == 4)
            #expect(server.counts().finds(status: 401) == 1)
        }
    }

    /// A fault is answered before the request reaches the dialect, so it does not count against the rate.
    @Test func countsAgainstTheRateAndFailsAsTheFaultsAsk() async throws {
        var faults = ServerFaults()
        faults.failFirst = 1
        faults.failStatus = 503
        faults.clock = ManualClock()
        let query: KeyValuePairs<String, String> = ["external_source": "imdb_id"]
        try await withTMDBServer(rate: 1, faults: faults) { server async throws in
            #expect(try await server.get("find/tt9100001", query: query).status == 503)
            #expect(try await server.get("find/tt9100001", query: query).status == 200)
            #expect(try await server.get("find/tt9100001", query: query).status == 429)
        }
    }
}
