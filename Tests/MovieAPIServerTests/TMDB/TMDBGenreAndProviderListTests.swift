import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `genre/movie/list` and `watch/providers/movie` answer TMDB's lists, over real HTTP.
struct TMDBGenreAndProviderListTests {
    private func genres(_ server: TMDBTestServer, language: String?) async throws -> [TMDBWire.Genre] {
        let response = try await server.get("genre/movie/list", queryString: language.map { "language=\($0)" } ?? "")
        try #require(response.status == 200)
        return try JSONDecoder().decode(TMDBWire.GenreList.self, from: response.body).genres
    }

    private func providers(_ server: TMDBTestServer, region: String?) async throws -> [TMDBWire.ListedProvider] {
        let response = try await server.get(
            "watch/providers/movie", queryString: region.map { "watch_region=\($0)&language=en-US" } ?? "")
        try #require(response.status == 200)
        return try JSONDecoder().decode(TMDBWire.ProviderList.self, from: response.body).results
    }

    static let englishGenres = [
        "Action", "Adventure", "Animation", "Comedy", "Crime", "Documentary", "Drama", "Family", "Fantasy", "History",
        "Horror", "Music", "Mystery", "Romance", "Science Fiction", "TV Movie", "Thriller", "War", "Western",
    ]

    @Test(arguments: [nil, "en-US", "fr-FR"])
    func listsTheNineteenGenresWithTMDBsIdsByEnglishName(language: String?) async throws {
        try await withTMDBServer { server async throws in
            let genres = try await genres(server, language: language)
            #expect(genres.map(\.name) == Self.englishGenres)
            #expect(
                genres.map(\.id) == [
                    28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
                ])
        }
    }

    @Test(arguments: ["de-DE", "de"])
    func namesTheGenresInGermanInTheSameOrder(language: String) async throws {
        try await withTMDBServer { server async throws in
            let german = try await genres(server, language: language)
            let english = try await genres(server, language: nil)
            #expect(german.map(\.id) == english.map(\.id))
            #expect(
                german.map(\.name) == [
                    "Action", "Abenteuer", "Animation", "Komödie", "Krimi", "Dokumentarfilm", "Drama", "Familie",
                    "Fantasy", "Historie", "Horror", "Musik", "Mystery", "Liebesfilm", "Science Fiction", "TV-Film",
                    "Thriller", "Kriegsfilm", "Western",
                ])
        }
    }

    @Test func namesAFilmsGenresInGermanAsTheListDoes() async throws {
        try await withTMDBServer { server async throws in
            let list = Dictionary(
                uniqueKeysWithValues: try await genres(server, language: "de-DE").map { ($0.id, $0.name) })
            let response = try await server.get("movie/100021", query: ["language": "de-DE"])
            let film = try JSONDecoder().decode(TMDBWire.MovieDetails.self, from: response.body)
            #expect(film.genres.map(\.name) == ["Drama", "Historie", "Abenteuer"])
            #expect(film.genres.allSatisfy { list[$0.id] == $0.name })
            #expect(film.title == "Seven Fishermen")
        }
    }

    @Test(arguments: [
        ("US", [2, 3, 8, 9, 11, 73, 191, 337, 350, 1899]), ("DE", [8, 9, 10, 11, 68, 337, 350, 1899]),
        ("de", [8, 9, 10, 11, 68, 337, 350, 1899]), ("FR", []),
    ])
    func listsEveryProviderAFilmHasInTheRegion(region: String, ids: [Int]) async throws {
        try await withTMDBServer { server async throws in
            let listed = try await providers(server, region: region)
            #expect(listed.map(\.providerID) == ids)
            #expect(listed.allSatisfy { $0.displayPriority == $0.displayPriorities[region.uppercased()] })
        }
    }

    @Test func listsEveryProviderOfEveryRegionWithoutOne() async throws {
        try await withTMDBServer { server async throws in
            let listed = try await providers(server, region: nil)
            #expect(listed.map(\.providerID) == [2, 3, 8, 9, 10, 11, 68, 73, 191, 337, 350, 1899])
            let netflix = try #require(listed.first { $0.providerID == 8 })
            #expect(netflix.providerName == "Netflix" && netflix.displayPriorities == ["US": 1, "DE": 1])
            #expect(netflix.logoPath == "/netflix.jpg")
            let amazonVideo = try #require(listed.first { $0.providerID == 10 })
            #expect(amazonVideo.displayPriorities == ["DE": 4] && amazonVideo.displayPriority == 4)
        }
    }

    @Test func givesEachProviderOneIdInEveryFilmAndRegion() async throws {
        let names = [
            "Netflix": 8, "Disney Plus": 337, "Max": 1899, "Amazon Prime Video": 9, "Apple TV Plus": 350, "Mubi": 11,
            "Apple TV": 2, "Google Play Movies": 3, "Amazon Video": 10, "Microsoft Store": 68, "Tubi TV": 73,
            "Kanopy": 191,
        ]
        try await withTMDBServer { server async throws in
            let listed = try await providers(server, region: nil)
            #expect(Dictionary(uniqueKeysWithValues: listed.map { ($0.providerName, $0.providerID) }) == names)
            for movie in server.catalogue.movies {
                let response = try await server.get(
                    "movie/\(movie.id)", query: ["append_to_response": "watch/providers"])
                let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
                let regions = try #require((object["watch/providers"] as? [String: Any])?["results"] as? [String: Any])
                for case let ways as [String: Any] in regions.values {
                    for case let providers as [[String: Any]] in ways.values {
                        for provider in providers {
                            let name = try #require(provider["provider_name"] as? String)
                            #expect(provider["provider_id"] as? Int == names[name], "\(movie.id) \(name)")
                        }
                    }
                }
            }
        }
    }

    @Test func tagsTheListsAndAnswers304ToAMatchingTag() async throws {
        try await withTMDBServer(maxAge: 600) { server async throws in
            for path in ["genre/movie/list", "watch/providers/movie"] {
                let first = try await server.get(path)
                #expect(first.headers["Cache-Control"] == "public, max-age=600")
                let etag = try #require(first.headers["ETag"])
                let again = try await server.get(path, headers: ["If-None-Match": etag])
                #expect(again.status == 304 && again.body.isEmpty, "\(path)")
            }
        }
    }

    @Test(arguments: ["genre/movie/list", "watch/providers/movie", "trending/movie/week", "collection/400002"])
    func refusesARequestWithoutACredential(path: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get(path, credential: .none)
            #expect(response.status == 401)
            #expect(try JSONDecoder().decode(TMDBWire.Status.self, from: response.body).statusCode == 7)
        }
    }
}
