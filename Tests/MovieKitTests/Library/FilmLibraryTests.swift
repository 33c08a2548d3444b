import Foundation
import MovieKit
import Testing

@Suite struct FilmLibraryTests {
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    @Test func aFilmAddedTwiceIsOnTheWatchlistOnceWithTheFirstDay() throws {
        #expect(try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01")) == .added)
        #expect(try library.addToWatchlist(tmdbFilm(1), on: day("2026-02-01")) == .unchanged)
        let listed = try library.watchlist(of: .tmdb)
        #expect(listed.map(\.film.id) == [1])
        #expect(listed.first?.added == day("2026-01-01"))
    }

    @Test func theWatchlistListsTheLastAddedFirst() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
        try library.addToWatchlist(tmdbFilm(2), on: day("2026-03-01"))
        try library.addToWatchlist(tmdbFilm(3), on: day("2026-02-01"))
        #expect(try library.watchlist(of: .tmdb).map(\.film.id) == [2, 3, 1])
    }

    @Test func eachSourceHasItsOwnWatchlist() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
        try library.addToWatchlist(LibraryFilm(source: .demo, id: 1, title: "Finding Dory"), on: day("2026-01-01"))
        #expect(try library.watchlist(of: .tmdb).map(\.film.source) == [.tmdb])
        #expect(try library.watchlist(of: .demo).map(\.film.title) == ["Finding Dory"])
        #expect(try library.counts()[.demo]?.watchlist == 1)
    }

    @Test func aFilmWatchedAfterItWasAddedLeavesTheWatchlist() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
        try library.log(Viewing(film: tmdbFilm(1), watchedOn: day("2026-01-05"), markedOn: day("2026-01-05")))
        #expect(try library.watchlist(of: .tmdb).isEmpty)
    }

    @Test func aFilmAddedAgainAfterItWasWatchedStaysOnTheWatchlist() throws {
        try library.log(Viewing(film: tmdbFilm(1), watchedOn: day("2026-01-05"), markedOn: day("2026-01-05")))
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-02-01"))
        #expect(try library.watchlist(of: .tmdb).map(\.film.id) == [1])
    }

    @Test func removingTakesTheFilmOffTheWatchlistOnly() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
        #expect(try library.removeFromWatchlist(tmdbFilm(1)))
        #expect(try !library.removeFromWatchlist(tmdbFilm(1)))
        #expect(try !library.removeFromWatchlist(tmdbFilm(9)))
        #expect(try library.watchlist(of: .tmdb).isEmpty)
    }

    @Test func aViewingWithARatingRatesTheFilm() throws {
        try library.log(
            Viewing(
                film: tmdbFilm(1), watchedOn: day("2026-01-05"), markedOn: day("2026-01-06"), rewatch: true, rating: 8,
                tags: ["cinema", " cinema ", "friends"]))
        let viewing = try #require(try library.diary(of: .tmdb).first)
        #expect(viewing.tags == ["cinema", "friends"])
        #expect(viewing.rewatch)
        #expect(try library.ratings(of: .tmdb).map(\.rating) == [8])
    }

    @Test func rateMarksAFilmNeverLoggedAsSeenWithoutADay() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
        #expect(try library.rate(tmdbFilm(1), 7, on: day("2026-01-03")) == .added)
        let diary = try library.diary(of: .tmdb)
        #expect(diary.count == 1)
        #expect(diary.first?.watchedOn == nil)
        #expect(diary.first?.markedOn == day("2026-01-03"))
        #expect(try library.watchlist(of: .tmdb).isEmpty)
        #expect(try library.rate(tmdbFilm(1), 9, on: day("2026-01-04")) == .updated)
        #expect(try library.diary(of: .tmdb).count == 1)
        #expect(try library.ratings(of: .tmdb).map(\.rating) == [9])
    }

    @Test func theDiaryListsTheLastWatchedFirstThenFilmsSeenWithoutADay() throws {
        try library.rate(tmdbFilm(3), 5, on: day("2026-03-01"))
        try library.log(Viewing(film: tmdbFilm(1), watchedOn: day("2026-01-05"), markedOn: day("2026-01-05")))
        try library.log(Viewing(film: tmdbFilm(2), watchedOn: day("2026-02-05"), markedOn: day("2026-02-05")))
        #expect(try library.diary(of: .tmdb).map(\.film.id) == [2, 1, 3])
    }

    @Test func yoursSaysWhatTheLibraryKnowsOfAFilm() throws {
        #expect(try library.yours(film: 1, of: .tmdb).isEmpty)
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
        #expect(try library.yours(film: 1, of: .tmdb) == YourFilm(onWatchlist: true))
        try library.log(Viewing(film: tmdbFilm(1), watchedOn: day("2026-02-05"), markedOn: day("2026-02-05")))
        try library.log(
            Viewing(film: tmdbFilm(1), watchedOn: day("2026-01-05"), markedOn: day("2026-02-05"), rating: 6))
        #expect(
            try library.yours(film: 1, of: .tmdb)
                == YourFilm(
                    onWatchlist: false, seen: true, rating: 6, viewings: [day("2026-01-05"), day("2026-02-05")]))
        #expect(try library.yours(film: 1, of: .demo).isEmpty)
    }

    @Test func seenNamesTheFilmsOfAListWithAViewing() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
        try library.rate(tmdbFilm(2), 7, on: day("2026-01-01"))
        try library.log(Viewing(film: tmdbFilm(3), watchedOn: day("2026-01-05"), markedOn: day("2026-01-05")))
        #expect(try library.seen(among: [1, 2, 3, 4], of: .tmdb) == [2, 3])
        #expect(try library.seen(among: [1, 2, 3, 4], of: .demo).isEmpty)
    }

    @Test func aFilmAddedByIdAloneGetsItsTitleWhenRefreshed() throws {
        try library.addToWatchlist(LibraryFilm(source: .tmdb, id: 78, title: nil), on: day("2026-01-01"))
        #expect(try library.watchlist(of: .tmdb).first?.film.displayTitle == "film 78")
        try library.refresh(tmdbFilm(78, "Blade Runner", year: 1982, imdbID: "tt0083658"))
        try library.refresh(tmdbFilm(79, "Not In The Library"))
        let film = try #require(try library.watchlist(of: .tmdb).first?.film)
        #expect(film == tmdbFilm(78, "Blade Runner", year: 1982, imdbID: "tt0083658"))
        #expect(try library.films(titled: "blade runner", year: nil, of: .tmdb).count == 1)
    }

    @Test func theArchiveHoldsEverySourcesFilms() throws {
        try library.addToWatchlist(tmdbFilm(1), on: day("2026-01-01"))
        try library.addToWatchlist(LibraryFilm(source: .demo, id: 1, title: "Finding Dory"), on: day("2026-01-01"))
        try library.rate(tmdbFilm(2), 7, on: day("2026-01-02"))
        let archive = try library.archive()
        #expect(archive.watchlist.count == 2)
        #expect(archive.ratings.count == 1)
        #expect(archive.diary.count == 1)
    }
}
