import ArgumentParser
import Foundation
import MovieKit
import Testing

@testable import movies

/// `movies discover`'s filters as typed: each bad one refused with one line naming it (exit 64),
/// before anything is asked; good ones read into MovieKit's request.
struct DiscoverTests {
    @Test(arguments: [
        (["--year", "2020-2010"], "runs backwards: the earlier year comes first, like 2010-2020"),
        (["--year", "1500"], "--year must be between 1874 and"),
        (["--year", "198"], "--year takes a year or a span of years"),
        (["--year", "1980-"], "--year takes a year or a span of years"),
        (["--runtime", "120-90"], "runs backwards: the shorter time comes first, like 90-120"),
        (["--runtime", "90"], "--runtime takes minutes from and to, like 90-120"),
        (["--min-rating", "11"], "--min-rating is on a scale of 0 to 10; got 11"),
        (["--min-rating=-0.5"], "--min-rating is on a scale of 0 to 10; got -0.5"),
        (["--min-rating", "nan"], "--min-rating is on a scale of 0 to 10"),
        (["--genre", ""], "--genre needs a name"),
        (["--genre", "drama,,comedy"], "--genre needs a name"),
        (["--on", " "], "--on needs a name"),
        (["--on", "any,netflix"], "--on takes any (every service) alone or names of services"),
        (["--original-language", "french"], "--original-language takes a language's two letters"),
        (["--sort", "newest"], "newest"),
        (["--min-votes=-1"], "--min-votes must be 0 or more"),
        (["--limit", "0"], "--limit must be between 1 and"),
        (["--region", "USA"], "--region"),
    ])
    func refusesABadFilterNamingIt(arguments: [String], message: String) {
        do {
            _ = try Movies.parseAsRoot(["discover"] + arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(Movies.exitCode(for: error).rawValue == 64)
            #expect(Movies.message(for: error).contains(message), "\(Movies.message(for: error))")
        }
    }

    @Test func readsEveryFilterIntoTheRequest() throws {
        let command = try #require(
            try Movies.parseAsRoot([
                "discover", "--genre", "Science Fiction, drama", "--genre", "comedy", "--year", "1980-1989",
                "--min-rating", "7.5", "--runtime", "90-120", "--original-language", "FR", "--on", "netflix,Mubi",
                "--sort", "rating", "--limit", "5",
            ]) as? Movies.Discover)
        let request = command.filters.request(region: "DE", minimumVotes: 100)
        #expect(
            request
                == DiscoverRequest(
                    genres: ["Science Fiction", "drama", "comedy"], years: 1980...1989, minimumRating: 7.5,
                    minimumVotes: 100, runtime: 90...120, originalLanguage: "fr", providers: ["netflix", "Mubi"],
                    region: "DE", order: .rating))
        #expect(command.limit == 5)
    }

    @Test func takesOneYearAsASpanOfOne() throws {
        let command = try #require(try Movies.parseAsRoot(["discover", "--year", "1982"]) as? Movies.Discover)
        #expect(command.filters.request(region: "US", minimumVotes: nil).years == 1982...1982)
    }

    @Test func takesAnyToSetYourDefaultServicesAside() throws {
        let command = try #require(try Movies.parseAsRoot(["discover", "--on", "any"]) as? Movies.Discover)
        let services = try StreamingServicesSetting.resolution(
            given: command.filters.providers, environment: ["MOVIES_SERVICES": "netflix"], settings: Settings())
        #expect(services.value == .any && services.origin == .flag("--on"))
    }

    @Test(arguments: [
        ["--genre", "drama", "--region", "DE"], ["--genre", "drama", "--on", "max", "--region", "DE"],
        ["--on", "any", "--year", "1990-1999", "--region", "DE"],
    ])
    func discoverAndPickAskTheSameForTheSameFiltersAndSettings(arguments: [String]) throws {
        let settings = Settings(
            path: "/home/ann/.config/movies/config",
            services: Settings.Entry(value: try StreamingServices(reading: "mubi"), line: 2))
        let discover = try #require(try Movies.parseAsRoot(["discover"] + arguments) as? Movies.Discover)
        let pick = try #require(try Movies.parseAsRoot(["pick"] + arguments) as? Movies.Pick)
        let questions = try [(discover.filters, discover.region), (pick.filters, pick.region)].map {
            try DiscoverQuestion(
                filters: $0, region: $1, minimumVotes: nil, settings: settings, source: MovieSource.tmdb.described)
        }
        #expect(questions[0].request == questions[1].request)
        #expect(questions[0].note == questions[1].note && questions[0].region == "DE")
    }
}
