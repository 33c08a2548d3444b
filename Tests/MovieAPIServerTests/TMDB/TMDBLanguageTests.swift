import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `language=xx-YY` gives films' titles and overviews in that language where the fixtures'
/// `translations/` have them, on every route, and changes nothing else.
struct TMDBLanguageTests {
    typealias Page = TMDBWire.Page<TMDBWire.MovieListItem>

    /// The German titles of `api-fixtures/tmdb/translations/de-DE.json`.
    static let germanTitles = [
        100001: "Die Papierlaterne", 100002: "Amélie und der Uhrmacher", 100004: "Eiserner Hafen",
        100005: "Kleiner Komet", 100010: "Signal aus dem Norden", 100015: "Salzwasser", 100016: "Salzwasser",
    ]

    @Test func loadsTheGermanTranslationsOfTheFixtures() throws {
        let catalogue = try tmdbFixtureCatalogue()
        #expect(catalogue.translations.languages == ["de-DE"])
        let german = try #require(catalogue.translations.films["de-DE"])
        #expect(german.count >= 6)
        for (id, title) in Self.germanTitles {
            let movie = try #require(catalogue.movies.first { $0.id == id })
            #expect(german[id]?.title == title)
            #expect(title != movie.title)
            #expect(german[id]?.overview?.isEmpty == false)
            #expect(german[id]?.overview != movie.overview)
        }
    }

    @Test func givesTheGermanTitleOverviewAndGenresOfAFilmAndNothingElse() async throws {
        try await withTMDBServer { server async throws in
            let query: KeyValuePairs<String, String> = ["append_to_response": "credits", "language": "de-DE"]
            let german = try JSONDecoder().decode(
                TMDBWire.MovieDetails.self, from: try await server.get("movie/100001", query: query).body)
            let english = try JSONDecoder().decode(
                TMDBWire.MovieDetails.self,
                from: try await server.get("movie/100001", query: ["append_to_response": "credits"]).body)
            #expect(german.title == "Die Papierlaterne")
            #expect(german.overview.hasPrefix("Die schüchterne Lehrtochter"))
            #expect(german.originalTitle == "The Paper Lantern")
            #expect(german.genres.map(\.name) == ["Abenteuer", "Animation", "Familie"])
            var restored = german
            restored.title = english.title
            restored.overview = english.overview
            restored.genres = english.genres
            #expect(restored == english)
        }
    }

    @Test func givesAYearsListInGermanInTheSameOrder() async throws {
        try await withTMDBServer { server async throws in
            let query: KeyValuePairs<String, String> = ["primary_release_year": "2016", "sort_by": "revenue.desc"]
            let english = try JSONDecoder().decode(
                Page.self, from: try await server.get("discover/movie", query: query).body)
            let german = try JSONDecoder().decode(
                Page.self,
                from: try await server.get(
                    "discover/movie",
                    query: ["primary_release_year": "2016", "sort_by": "revenue.desc", "language": "de-DE"]
                ).body)
            #expect(german.results.map(\.id) == english.results.map(\.id))
            #expect((german.totalPages, german.totalResults) == (english.totalPages, english.totalResults))
            for (film, original) in zip(german.results, english.results) {
                #expect(film.title == Self.germanTitles[film.id] ?? original.title)
                var restored = film
                restored.title = original.title
                restored.overview = original.overview
                #expect(restored == original)
            }
            #expect(zip(german.results, english.results).filter { $0.title != $1.title }.count == 5)
        }
    }

    @Test(arguments: ["en-US", "fr-FR", "", "x\u{0}"])
    func answersALanguageWithoutTranslationsAsWithoutOne(language: String) async throws {
        try await withTMDBServer { server async throws in
            for path in ["discover/movie", "movie/100001", "search/movie", "person/5000001/movie_credits"] {
                let plain = try await server.get(path, query: ["query": "lantern"])
                let asked = try await server.get(path, query: ["query": "lantern", "language": language])
                #expect(asked.status == 200)
                #expect(asked.body == plain.body, "\(path)")
                #expect(asked.headers["ETag"] == plain.headers["ETag"], "\(path)")
            }
        }
    }

    @Test func tagsEachLanguagesAnswerApart() async throws {
        try await withTMDBServer { server async throws in
            let english = try #require(try await server.get("movie/100002").headers["ETag"])
            let german = try await server.get(
                "movie/100002", query: ["language": "de-DE"], headers: ["If-None-Match": english])
            #expect(german.status == 200)
            let germanTag = try #require(german.headers["ETag"])
            #expect(germanTag != english)
            let again = try await server.get(
                "movie/100002", query: ["language": "de-DE"], headers: ["If-None-Match": germanTag])
            #expect(again.status == 304)
        }
    }

    @Test func findsAFilmByItsGermanTitleOnlyInGerman() async throws {
        try await withTMDBServer { server async throws in
            let german = try JSONDecoder().decode(
                Page.self,
                from: try await server.get("search/movie", query: ["query": "papierlaterne", "language": "de-DE"]).body)
            #expect(german.results.map(\.id) == [100001])
            #expect(german.results.first?.title == "Die Papierlaterne")
            let english = try JSONDecoder().decode(
                Page.self, from: try await server.get("search/movie", query: ["query": "papierlaterne"]).body)
            #expect(english.results.isEmpty)
            let byEnglishTitle = try JSONDecoder().decode(
                Page.self,
                from: try await server.get("search/movie", query: ["query": "paper lantern", "language": "de-DE"]).body)
            #expect(byEnglishTitle.results.map(\.title) == ["Die Papierlaterne"])
            let saltwater = try JSONDecoder().decode(
                Page.self,
                from: try await server.get("search/movie", query: ["query": "Saltwater", "language": "de-DE"]).body)
            #expect(saltwater.results.map(\.id) == [100015, 100016])
            #expect(saltwater.results.map(\.title) == ["Salzwasser", "Salzwasser"])
        }
    }

    @Test func givesAPersonsFilmsInGerman() async throws {
        try await withTMDBServer { server async throws in
            let credits = try JSONDecoder().decode(
                TMDBWire.PersonMovieCredits.self,
                from: try await server.get("person/5000001/movie_credits", query: ["language": "de-DE"]).body)
            #expect(
                credits.cast.map(\.movie.title) == [
                    "Die Papierlaterne", "Amélie und der Uhrmacher", "Kleiner Komet", "Signal aus dem Norden",
                    "Salzwasser",
                ])
            let found = try Self.object(
                try await server.get("search/person", query: ["query": "zoe", "language": "de-DE"]).body)
            let person = try #require((found["results"] as? [[String: Any]])?.first)
            let knownFor = try #require(person["known_for"] as? [[String: Any]])
            #expect(
                knownFor.map { $0["title"] as? String } == [
                    "Die Papierlaterne", "Kleiner Komet", "Signal aus dem Norden",
                ])
            let details = try Self.object(try await server.get("person/5000001", query: ["language": "de-DE"]).body)
            #expect(details["name"] as? String == "Zoë Marchetti")
        }
    }

    @Test func answersASyntheticCatalogueInItsOwnLanguageWhateverIsAsked() async throws {
        try await withTMDBServer(catalogue: TMDBCatalogue(syntheticCount: 60, seed: 4)) { server async throws in
            let plain = try await server.get("discover/movie")
            let german = try await server.get("discover/movie", query: ["language": "de-DE"])
            #expect(german.status == 200)
            #expect(german.body == plain.body)
        }
    }

    @Test func loadsAFolderWithoutTranslations() async throws {
        try await withTemporaryFolder { folder in
            let movies = folder.appendingPathComponent("movie")
            try FileManager.default.createDirectory(at: movies, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: tmdbFixturesFolder.appendingPathComponent("movie/100001.json"),
                to: movies.appendingPathComponent("100001.json"))
            let catalogue = try TMDBCatalogue(contentsOf: folder)
            #expect(catalogue.translations.films.isEmpty)
            #expect(catalogue.movies.map(\.id) == [100001])
        }
    }

    @Test(arguments: [
        #"{"100001": {"title": "Die Papierlaterne""#, #"["Die Papierlaterne"]"#, #"{"100001": "Die Papierlaterne"}"#,
        #"{"one": {"title": "Die Papierlaterne"}}"#, #"{"100001": {"title": 7}}"#, "",
    ])
    func refusesATranslationsFileThatIsNotFilmsToTitlesNamingIt(text: String) async throws {
        try await withTemporaryFolder { folder in
            let movies = folder.appendingPathComponent("movie")
            let translations = folder.appendingPathComponent("translations")
            try FileManager.default.createDirectory(at: movies, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: translations, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: tmdbFixturesFolder.appendingPathComponent("movie/100001.json"),
                to: movies.appendingPathComponent("100001.json"))
            try Data(#"{"100001": {"title": "Die Papierlaterne"}}"#.utf8)
                .write(to: translations.appendingPathComponent("de-DE.json"))
            try Data(text.utf8).write(to: translations.appendingPathComponent("fr-FR.json"))
            #expect {
                try TMDBCatalogue(contentsOf: folder)
            } throws: { error in
                guard case .unreadableTranslations(let path, _) = error as? TMDBCatalogueError else { return false }
                return path.hasSuffix("translations/fr-FR.json") && "\(error)".contains("fr-FR.json")
            }
        }
    }

    private static func object(_ body: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }
}
