import ArgumentParser
import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

/// A movie's page as `show` prints it: who made it, where to watch it in the region asked (with
/// JustWatch's credit), its links; in JSON only what is known.
struct MoviePageRenderingTests {
    private let film: TMDBMovie = {
        var film = TMDBMovie(
            id: 78, name: "Blade Runner", releaseDate: APIDate.parse("1982-06-25"), grossing: 41_722_424, rating: 7.9,
            actors: [TMDBCastMember(name: "Harrison Ford")])
        film.page = MoviePage(
            directors: ["Ridley Scott"], writers: ["Hampton Fancher", "David Peoples"],
            watch: [
                "US": WatchOptions(
                    link: URL(string: "https://www.themoviedb.org/movie/78/watch?locale=US"),
                    stream: ["Netflix", "Max"],
                    rent: ["Apple TV"])
            ],
            trailer: URL(string: "https://www.youtube.com/watch?v=real"),
            imdb: URL(string: "https://www.imdb.com/title/tt0083658/"), posterPath: "/p.jpg")
        return film
    }()

    private func render(_ format: OutputFormat, region: String) -> String {
        MovieRenderer(format: format, style: .plain, region: region).render(film as any Movie)
    }

    @Test func showsWhoMadeItWhereToWatchItAndItsLinksWithJustWatchsCredit() {
        #expect(
            render(.table, region: "US") == """
                Blade Runner (1982)
                  Released  1982-06-25
                  Grossing  $41,722,424
                  Rating    7.9/10
                  Directed  Ridley Scott
                  Written   Hampton Fancher, David Peoples
                  Cast      Harrison Ford
                  Stream    Netflix, Max (US)
                  Rent      Apple TV (US)
                  Watch     https://www.themoviedb.org/movie/78/watch?locale=US
                  Trailer   https://www.youtube.com/watch?v=real
                  IMDb      https://www.imdb.com/title/tt0083658/
                  Id        78

                  Where to watch: data by JustWatch (justwatch.com), via TMDB.

                """)
    }

    private func renderWatching(_ services: String, style: TextStyle) throws -> String {
        var film = film
        film.page?.watch["US"] = WatchOptions(
            stream: ["Netflix", "Max", "MUBI"], free: ["Tubi"], rent: ["Apple TV", "Filmín"], buy: ["Apple TV"])
        let renderer = MovieRenderer(
            format: .table, style: style, region: "US", services: try StreamingServices(reading: services))
        return renderer.render(film as any Movie)
    }

    @Test func listsYourServicesFirstInEachWayToWatchMarkedWithAnAsterisk() throws {
        let page = try renderWatching("mubi, max, filmin", style: .plain)
        #expect(page.contains("  Stream    * Max, * MUBI, Netflix (US)\n"))
        #expect(page.contains("  Free      Tubi (US)\n"))
        #expect(page.contains("  Rent      * Filmín, Apple TV (US)\n"))
        #expect(page.contains("  Buy       Apple TV (US)\n"))
        #expect(page.hasSuffix("via TMDB.\n  * your services (movies config)\n"))
    }

    @Test func marksYourServicesWithAStarWhereTheOutputIsStyled() throws {
        let page = try renderWatching("netflix", style: TextStyle(isEnabled: true))
        #expect(page.contains("★ Netflix, Max, MUBI (US)"))
        #expect(page.contains("★ your services (movies config)"))
    }

    @Test func marksNothingWithoutServicesOrWhenNoneIsListed() throws {
        #expect(!(try renderWatching("any", style: .plain)).contains("*"))
        let elsewhere = try renderWatching("hulu", style: .plain)
        #expect(elsewhere.contains("Stream    Netflix, Max, MUBI (US)") && !elsewhere.contains("your services"))
    }

    @Test func keepsTheJSONOfWhereToWatchAsTMDBOrdersIt() throws {
        var film = film
        film.page?.watch["US"]?.stream = ["Netflix", "Max"]
        let marked = MovieRenderer(
            format: .json, style: .plain, region: "US", services: try StreamingServices(reading: "max"))
        #expect(marked.render(film as any Movie) == render(.json, region: "US"))
    }

    @Test func aRegionWithoutProvidersShowsNoneAndNoCredit() {
        let page = render(.table, region: "DE")
        #expect(!page.contains("Stream") && !page.contains("JustWatch") && page.contains("Directed  Ridley Scott"))
    }

    @Test func writesThePageInJSONOnlyWhereKnown() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(render(.json, region: "US").utf8)) as? [String: Any])
        #expect(json["directors"] as? [String] == ["Ridley Scott"])
        #expect(json["writers"] as? [String] == ["Hampton Fancher", "David Peoples"])
        let watch = try #require((json["watch"] as? [String: Any])?["US"] as? [String: Any])
        #expect(watch["stream"] as? [String] == ["Netflix", "Max"] && watch["source"] as? String == "JustWatch")
        #expect((json["links"] as? [String: String])?["imdb"] == "https://www.imdb.com/title/tt0083658/")
        #expect(json["title"] as? String == "Blade Runner" && json["id"] as? Int == 78)

        let elsewhere = try #require(
            try JSONSerialization.jsonObject(with: Data(render(.json, region: "DE").utf8)) as? [String: Any])
        #expect(elsewhere["watch"] == nil)
        let demo = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    MovieRenderer(format: .json, style: .plain).render(makeMovie() as any Movie).utf8))
                as? [String: Any])
        #expect(demo["directors"] == nil && demo["links"] == nil && demo["watch"] == nil)
    }

    @Test(arguments: [
        ([String: String](), "US"), (["LANG": "de_DE.UTF-8"], "DE"), (["LC_ALL": "pt_BR@euro", "LANG": "de_DE"], "BR"),
        (["LANG": "C.UTF-8"], "US"), (["MOVIES_REGION": "fr", "LANG": "de_DE"], "FR"),
    ])
    func findsTheRegionInTheEnvironment(environment: [String: String], region: String) throws {
        var option = RegionOption()
        option.region = nil
        #expect(try option.resolved(environment: environment) == region)
    }

    @Test func refusesARegionThatIsNotTwoLetters() throws {
        var option = RegionOption()
        option.region = nil
        #expect {
            try option.resolved(environment: ["MOVIES_REGION": "1"])
        } throws: { error in
            (error as? ValidationError)?.message
                == "MOVIES_REGION must be a country's two letters, like US or DE, got \"1\""
        }
        option.region = "USA"
        #expect {
            try option.resolved(environment: [:])
        } throws: { error in
            (error as? ValidationError)?.message
                == "--region must be a country's two letters, like US or DE, got \"USA\": did you mean "
                + "US (United States), UA (Ukraine) or SA (Saudi Arabia)?"
        }
        option.region = "de"
        #expect(try option.resolved(environment: ["MOVIES_REGION": "FR"]) == "DE")
    }
}
