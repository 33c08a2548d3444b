import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Your library changed by naming a film: a viewing logged, a rating given or taken away, a film
/// put on the watchlist or taken off it; each returns what it did and what else it changed.
struct LibraryEditorTests {
    private let source = UseCaseFilms.source()
    private let calendar = LibraryCalendar(now: { day("2026-11-20").addingTimeInterval(3_600) }, timeZone: .gmt)

    private func editor(_ library: any LibraryAccess) throws -> LibraryEditor {
        try LibraryEditor(library: library, calendar: calendar)
    }

    @Test func loggingAViewingRatedSaysTheRatingItReplacedAndThatTheFilmLeftTheWatchlist() async throws {
        let library = try FilmLibrary.inMemory()
        let bladeRunner = UseCaseFilms.kept(UseCaseFilms.bladeRunner)
        try library.rate(bladeRunner, 7, on: day("2026-01-02"))
        try library.addToWatchlist(bladeRunner, on: day("2026-01-03"))
        let logged = try await editor(library).logViewing(
            of: UseCaseFilms.typed("Blade Runner"), rating: 9, findingWith: .over(source))
        #expect(logged.film == bladeRunner && logged.found.way == .fromYourLibrary)
        #expect(logged.viewing.watchedOn == day("2026-11-20") && logged.viewing.rating == 9)
        #expect(logged.replacedRating == 7 && logged.leftWatchlist)
        #expect(try library.yours(film: 78, of: .tmdb).rating == 9)
    }

    @Test func loggingAViewingOnADaySaysTheFilmLeftTheWatchlist() async throws {
        let library = try FilmLibrary.inMemory()
        try library.addToWatchlist(UseCaseFilms.kept(UseCaseFilms.saltwater1999), on: day("2026-01-01"))
        let logged = try await editor(library).logViewing(
            of: .id(15), on: day("2026-02-03"), rewatch: true, tags: ["cinema"], findingWith: .over(source))
        #expect(logged.leftWatchlist && logged.replacedRating == nil)
        #expect(try library.diary(of: .tmdb).map(\.watchedOn) == [day("2026-02-03")])
    }

    @Test func loggingAViewingOfADayBeforeTheFilmWasAddedTakesItOffTheWatchlist() async throws {
        let library = try FilmLibrary.inMemory()
        try library.addToWatchlist(UseCaseFilms.kept(UseCaseFilms.saltwater1999), on: day("2026-11-20"))
        let logged = try await editor(library).logViewing(
            of: .id(15), on: day("2026-11-19"), findingWith: .over(source))
        #expect(logged.leftWatchlist)
        #expect(try library.watchlist(of: .tmdb).isEmpty)
    }

    @Test func ratingAFilmNeverLoggedMarksItSeenAndSaysWhatItReplaced() async throws {
        let library = try FilmLibrary.inMemory()
        let first = try await editor(library).rate(.id(16), 6, findingWith: .over(source))
        #expect(first.rating == 6 && first.previous == nil && first.markedSeen && first.replaced == nil)
        #expect(first.film.title == "Saltwater" && first.film.year == 2019)
        let second = try await editor(library).rate(.id(16), 8, findingWith: .over(source))
        #expect(second.replaced == 6 && !second.markedSeen)
    }

    /// A scale chooser that answers as told, and counts the times it was asked.
    private final class ScaleAnswer: RatingScaleChooser, @unchecked Sendable {
        let answer: RatingScaleChoice
        var asked = 0
        init(_ answer: RatingScaleChoice) { self.answer = answer }
        func scale(of typed: TypedRating, for film: LibraryFilm, previous: YourRating) async -> RatingScaleChoice {
            asked += 1
            return answer
        }
    }

    @Test func aBareRatingOfFiveOrBelowForAFilmRatedSevenOrMoreIsAskedAbout() async throws {
        let library = try FilmLibrary.inMemory()
        try library.rate(UseCaseFilms.kept(UseCaseFilms.saltwater2019), 8, on: day("2026-01-02"))
        let stars = ScaleAnswer(.stars)
        let asStars = try await LibraryEditor(library: library, calendar: calendar, scaleChooser: stars)
            .rate(.id(16), try TypedRating(typed: "4.5"), findingWith: .over(source))
        #expect(stars.asked == 1 && asStars.rating == 9 && asStars.reading == .chosenStars)
        let outOfTen = ScaleAnswer(.outOfTen)
        let asTyped = try await LibraryEditor(library: library, calendar: calendar, scaleChooser: outOfTen)
            .rate(.id(16), try TypedRating(typed: "4"), findingWith: .over(source))
        #expect(outOfTen.asked == 1 && asTyped.rating == 4 && asTyped.reading == nil)
        // Rated 4 now: a bare 3 asks nothing.
        let again = ScaleAnswer(.stars)
        let low = try await LibraryEditor(library: library, calendar: calendar, scaleChooser: again)
            .rate(.id(16), try TypedRating(typed: "3"), findingWith: .over(source))
        #expect(again.asked == 0 && low.rating == 3)
    }

    @Test func aBareRatingAskedOfNoOneIsReadOutOfTenAndSaysSo() async throws {
        let library = try FilmLibrary.inMemory()
        try library.rate(UseCaseFilms.kept(UseCaseFilms.saltwater2019), 8, on: day("2026-01-02"))
        let logged = try await editor(library).logViewing(
            of: .id(16), typedRating: try TypedRating(typed: "4"), findingWith: .over(source))
        #expect(logged.viewing.rating == 4 && logged.reading == .readOutOfTen(previous: 8, asStars: 8))
    }

    @Test func aRatingWhoseScaleNoOneChoseChangesNothing() async throws {
        let library = try FilmLibrary.inMemory()
        try library.rate(UseCaseFilms.kept(UseCaseFilms.saltwater2019), 8, on: day("2026-01-02"))
        let editor = try LibraryEditor(library: library, calendar: calendar, scaleChooser: ScaleAnswer(.cancelled))
        let error = await #expect(throws: LibraryEditError.self) {
            try await editor.rate(.id(16), try TypedRating(typed: "4"), findingWith: .over(source))
        }
        #expect(error?.reason == .ratingScaleNotChosen)
        #expect(try library.yours(film: 16, of: .tmdb).rating == 8)
    }

    @Test func starsWrittenAsOutOfFiveAreDoubledAndSaidSo() async throws {
        let library = try FilmLibrary.inMemory()
        let rated = try await editor(library).rate(.id(16), try TypedRating(typed: "4.5/5"), findingWith: .over(source))
        #expect(rated.rating == 9 && rated.reading == .starsWritten("4.5/5"))
    }

    /// Issue 58, item 5: a title is looked for in your library first, typos forgiven, and said.
    @Test func aTitleWithATypoFindsYourLibrarysFilmFirstAndSaysSo() async throws {
        let library = try FilmLibrary.inMemory()
        // A film the source does not know: only your library can name it.
        let arrival = LibraryFilm(source: .tmdb, id: 329_865, title: "Arrival", year: 2016)
        _ = try library.log(Viewing(film: arrival, watchedOn: day("2026-11-01"), markedOn: day("2026-11-01")))
        let logged = try await editor(library).logViewing(of: UseCaseFilms.typed("arival"), findingWith: .over(source))
        #expect(logged.film == arrival && logged.found.way == .fromYourLibrary)
        #expect(logged.found.notes == [.typoForgiven(typed: "arival", film: arrival)])
        let changed = try editor(library).changeViewing(
            of: UseCaseFilms.typed("arrivl"), on: .on(day("2026-11-01")), of: .tmdb, ViewingEdit(rating: .set(8)))
        #expect(changed.before.film == arrival)
    }

    @Test func takingARatingAwaySaysWhetherThereWasOne() async throws {
        let library = try FilmLibrary.inMemory()
        _ = try await editor(library).rate(.id(16), 6, findingWith: .over(source))
        let removed = try await editor(library).removeRating(of: .id(16), findingWith: .over(source))
        #expect(removed.removed && removed.previous == 6)
        let again = try await editor(library).removeRating(of: .id(16), findingWith: .over(source))
        #expect(!again.removed)
    }

    @Test func puttingAFilmOnTheWatchlistTwiceSaysItWasOnAlready() async throws {
        let library = try FilmLibrary.inMemory()
        let added = try await editor(library).addToWatchlist(
            UseCaseFilms.typed("Blade Runner"), findingWith: .over(source))
        #expect(added.outcome == .added && added.found?.way == .exactTitle)
        let again = try await editor(library).addToWatchlist(.id(78), findingWith: .over(source))
        #expect(again.outcome == .alreadyOn)
        #expect(try library.watchlist(of: .tmdb).map(\.added) == [day("2026-11-20")])
    }

    @Test func takesAFilmOffTheWatchlistFindingItThereAlone() async throws {
        let library = try FilmLibrary.inMemory()
        for film in [UseCaseFilms.saltwater1999, UseCaseFilms.saltwater2019] {
            try library.addToWatchlist(UseCaseFilms.kept(film), on: day("2026-01-01"))
        }
        let several = #expect(throws: LibraryEditError.self) {
            try editor(library).removeFromWatchlist(UseCaseFilms.typed("saltwater"), of: .tmdb)
        }
        #expect(
            several?.reason
                == .severalOnWatchlist(
                    try MovieSearch("saltwater"),
                    [
                        UseCaseFilms.kept(UseCaseFilms.saltwater2019), UseCaseFilms.kept(UseCaseFilms.saltwater1999),
                    ]))
        let removed = try editor(library).removeFromWatchlist(UseCaseFilms.typed("Saltwater", year: 1999), of: .tmdb)
        #expect(removed.outcome == .removed && removed.film.id == 15)
        #expect(throws: LibraryEditError(.notOnWatchlist(.id(15)))) {
            try editor(library).removeFromWatchlist(.id(15), of: .tmdb)
        }
        #expect(source.requests == 0)
    }

    @Test func makesNoLibraryWhenTheFilmIsNotFound() async throws {
        try await withTemporaryFolder { folder in
            let file = LibraryFile(path: folder.appendingPathComponent("library.sqlite").path) {
                folder.appendingPathComponent("movies.sqlite")
            }
            let error = await #expect(throws: LibraryEditError.self) {
                try await editor(file).addToWatchlist(
                    UseCaseFilms.typed("Northern Signal"), findingWith: .over(source, policy: .cacheOnly))
            }
            guard case .finding(.noFilmTitled) = error?.reason else {
                Issue.record("failed so: \(String(describing: error))")
                return
            }
            #expect(!FileManager.default.fileExists(atPath: file.path))
            #expect(throws: LibraryEditError(.noLibrary)) { try editor(file).removeFromWatchlist(.id(1), of: .tmdb) }
            _ = try await editor(file).addToWatchlist(.id(78), findingWith: .over(source))
            #expect(FileManager.default.fileExists(atPath: file.path))
        }
    }
}
