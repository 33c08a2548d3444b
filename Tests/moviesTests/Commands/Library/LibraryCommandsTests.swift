import ArgumentParser
import Foundation
import MovieKit
import Testing

@testable import movies

/// Your films' commands as typed: each bad argument refused with one line naming it (exit 64)
/// before the library is opened; good ones read as meant.
struct LibraryCommandsTests {
    @Test(arguments: [
        (["watched", "100001", "--date", "2999-01-01"], "--date 2999-01-01 is in the future"),
        (["watched", "100001", "--date", "1/2/2024"], "--date takes a day as yyyy-MM-dd, today or yesterday"),
        (["watched", "100001", "--date", "1800-01-01"], "before there were films"),
        (["watched", "100001", "--on", "2999-01-01"], "--on 2999-01-01 is in the future"),
        (["watched", "100001", "--on", "1/2/2024"], "--on is the day you watched it here, not a service"),
        (["watched", "100001", "--rating", "0"], "--rating takes 0.5 to 10 in halves, like 7 or 8.5 (got 0)"),
        (["watched", "100001", "--rating", "+7"], "--rating takes 0.5 to 10 in halves, like 7 or 8.5 (got +7)"),
        (["watched", "100001", "--tag", " "], "--tag needs a word"),
        (["watched", "0"], "0 is not a film's id: a whole number from 1"),
        (["watched", "--", "-5"], "-5 is not a film's id"),
        (["rate", "100001"], "give the film (its id or title) and then the rating"),
        (["rate", "100001", "11"], "the rating takes 0.5 to 10 in halves, like 7 or 8.5 (got 11)"),
        (["rate", "100001", "8.25"], "the rating takes 0.5 to 10 in halves, like 7 or 8.5 (got 8.25)"),
        (["rate", "Blade", "Runner", "great"], "the rating comes last"),
        // The words of a rating are read as every import reads them (issue 41).
        (["rate", "100001", "+7"], "the rating takes 0.5 to 10 in halves, like 7 or 8.5 (got +7)"),
        (["rate", "100001", "0x4"], "the rating takes 0.5 to 10 in halves, like 7 or 8.5 (got 0x4)"),
        (["diary", "change", "100001"], "say what to change"),
        (["rate", "100001", "--stars", "6"], "--stars takes 0.5 to 5 in halves, like 4 or 3.5 (got 6)"),
        (["rate", "100001", "6/5"], "the rating takes 0.5 to 10 in halves, like 7 or 8.5 (got 6/5)"),
        (["rate", "100001", "--stars", "4", "--remove"], "give --stars or --remove, not both"),
        (["watched", "100001", "--rating", "7", "--stars", "3"], "give --rating or --stars, not both"),
        (["diary", "change", "100001", "--stars", "3", "--no-rating"], "give --rating or --no-rating, not both"),
        (["diary", "change", "100001", "--rating", "7", "--no-rating"], "give --rating or --no-rating, not both"),
        (["diary", "remove", "100001", "--date", "someday"], "--date takes a day as yyyy-MM-dd"),
        (["watchlist", "add"], "Missing expected argument"),
        (["import", "letterboxd", "x.zip", "--jobs", "0"], "--jobs must be between 1 and 64"),
        (["import", "imdb", "x.csv", "--jobs", "65"], "--jobs must be between 1 and 64"),
        (["pick", "--runtime", "120-90"], "runs backwards"),
        (["export", "csv"], "Unexpected argument"),
        (["watchlist", "--streaming", "-i"], "--streaming and --interactive cannot be used together"),
        (["list", "show", "Best", "--source", "tmdb"], "--source is for -i"),
        (["list", "show", "Best", "--offline"], "--offline is for -i"),
    ])
    func refusesABadArgumentNamingIt(arguments: [String], message: String) {
        do {
            _ = try Movies.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(Movies.exitCode(for: error).rawValue == 64)
            #expect(Movies.message(for: error).contains(message), "\(Movies.message(for: error))")
        }
    }

    @Test func rateReadsTheTitleBeforeTheRating() throws {
        let command = try #require(try Movies.parseAsRoot(["rate", "Blade", "Runner", "9"]) as? Movies.Rate)
        let (film, rating) = try command.parsed()
        #expect(rating?.rating == 9 && rating?.scale == nil)
        guard case .title(let search) = film else {
            Issue.record("read \(film)")
            return
        }
        #expect(search.text == "Blade Runner")
    }

    @Test func rateWithStarsTakesEveryWordAsTheTitle() throws {
        let command = try #require(
            try Movies.parseAsRoot(["rate", "Blade", "Runner", "--stars", "4.5"]) as? Movies.Rate)
        let (film, rating) = try command.parsed()
        #expect(rating?.rating == 9 && rating?.scale == .stars)
        guard case .title(let search) = film else {
            Issue.record("read \(film)")
            return
        }
        #expect(search.text == "Blade Runner")
    }

    @Test func watchlistWithoutASubcommandListsIt() throws {
        #expect(try Movies.parseAsRoot(["watchlist", "--format", "json"]) is Movies.WatchlistList)
    }
}
