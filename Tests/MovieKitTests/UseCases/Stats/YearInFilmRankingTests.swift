import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// ``YearInFilm``'s figures of what you watched and how you rated it: the rankings (the best
/// rated only of those with 3 films you rated), your ratings against the crowd's, the extremes,
/// your watchlist's oldest entries, and the facts the cache lacks counted.
struct YearInFilmRankingTests {
    private func named(_ counts: [NamedCount]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.name, $0.films) })
    }

    @Test func theBestRatedAreOnlyThoseWithThreeFilmsYouRated() async throws {
        try await StatsFiles.with { files in
            let ellis = (1...3).map { StatsFiles.film($0, directors: ["Ruth Ellis"]) }
            let moreno = (4...5).map { StatsFiles.film($0, directors: ["Kai Moreno"]) }
            try await files.cached(ellis + moreno)
            for (film, rating) in zip(ellis, [9, 8, 10] as [YourRating]) {
                try files.watched(film, on: "2024-04-0\(film.id)", rating: rating)
            }
            for film in moreno { try files.watched(film, on: "2024-04-0\(film.id)", rating: 10) }
            let directors = try files.statistics(.year(2024)).directors
            #expect(named(directors.most) == ["Ruth Ellis": 3, "Kai Moreno": 2])
            #expect(directors.most.map(\.name) == ["Ruth Ellis", "Kai Moreno"])
            #expect(directors.best.map(\.name) == ["Ruth Ellis"])
            #expect(directors.best.first?.averageRating == 9 && directors.best.first?.rated == 3)
        }
    }

    @Test func threeFilmsWatchedOfWhichTwoRatedAreNotEnoughToBeAmongTheBest() async throws {
        try await StatsFiles.with { files in
            let films = (1...3).map { StatsFiles.film($0, actors: ["Ana Lindqvist"]) }
            try await files.cached(films)
            try files.watched(films[0], on: "2024-01-01", rating: 10)
            try files.watched(films[1], on: "2024-01-02", rating: 10)
            try files.watched(films[2], on: "2024-01-03")
            let actors = try files.statistics(.year(2024)).actors
            #expect(named(actors.most) == ["Ana Lindqvist": 3])
            #expect(actors.most.first?.rated == 2 && actors.most.first?.averageRating == 10)
            #expect(actors.best.isEmpty)
        }
    }

    @Test func yourAverageIsSetAgainstTheCrowdsOverTheFilmsBothRated() async throws {
        try await StatsFiles.with { files in
            let higher = StatsFiles.film(1, crowd: 8)
            let lower = StatsFiles.film(2, crowd: 6)
            let unvoted = StatsFiles.film(3, crowd: 9, votes: 0)
            let unrated = StatsFiles.film(4, crowd: 2)
            try await files.cached([higher, lower, unvoted, unrated])
            try files.watched(higher, on: "2024-05-01", rating: 9.5)
            try files.watched(lower, on: "2024-05-02", rating: 7.5)
            try files.watched(unvoted, on: "2024-05-03", rating: 10)
            try files.watched(unrated, on: "2024-05-04")
            let figures = try files.statistics(.year(2024))
            #expect(figures.ratings == [9.5: 1, 7.5: 1, 10: 1])
            #expect(figures.averageRating == 9)
            #expect(figures.crowdAverage == 7)
            #expect(figures.differenceFromCrowd == 1.5)
            #expect(figures.filmsRatedByBoth == 2)
            #expect(figures.yourAverageOfFilmsRatedByBoth == 8.5)
            #expect(figures.unknown[.rating] == 1)
        }
    }

    @Test func aFilmsRatingIsCountedOnceHoweverOftenItWasWatched() async throws {
        try await StatsFiles.with { files in
            let film = StatsFiles.film(1)
            try await files.cached([film])
            try files.watched(film, on: "2024-05-01", rating: 6)
            try files.watched(film, on: "2024-06-01", rating: 8)
            let figures = try files.statistics(.year(2024))
            #expect(figures.ratings == [8: 1])
            #expect(figures.averageRating == 8)
        }
    }

    @Test func decadesAndLanguagesAreNamedAsAPersonSaysThem() async throws {
        try await StatsFiles.with { files in
            let films = [
                StatsFiles.film(1, year: 1995, language: "fr"), StatsFiles.film(2, year: 1999, language: "ja"),
                StatsFiles.film(3, year: 1954, language: "ja"),
            ]
            try await files.cached(films)
            for film in films { try files.watched(film, on: "2024-07-0\(film.id)") }
            let figures = try files.statistics(.year(2024))
            #expect(named(figures.decades.most) == ["1990s": 2, "1950s": 1])
            #expect(named(figures.languages.most) == ["Japanese": 2, "French": 1])
            #expect(named(figures.countries.most) == ["France": 3])
            #expect(named(figures.genres.most) == ["Drama": 3])
        }
    }

    @Test func theExtremesAreTheLongestShortestOldestAndNewestFilms() async throws {
        try await StatsFiles.with { files in
            let films = [
                StatsFiles.film(1, "Short", year: 1999, runtime: 80),
                StatsFiles.film(2, "Long", year: 2024, runtime: 200),
                StatsFiles.film(3, "Middle", year: 1950, runtime: 120),
                StatsFiles.film(4, "Unknown length", year: 2010, runtime: nil),
                StatsFiles.film(5, "Length given as zero", year: 2011, runtime: 0),
            ]
            try await files.cached(films)
            for film in films { try files.watched(film, on: "2024-07-0\(film.id)") }
            let figures = try files.statistics(.year(2024))
            #expect(figures.longest.map(\.title) == ["Long", "Middle", "Short"])
            #expect(figures.shortest.map(\.title) == ["Short", "Middle", "Long"])
            #expect(figures.oldest.map(\.title) == ["Middle", "Short", "Unknown length"])
            #expect(figures.newest.map(\.title) == ["Long", "Length given as zero", "Unknown length"])
            #expect(figures.unknown[.runtime] == 2)
            #expect(figures.longest.first?.minutes == 200 && figures.oldest.first?.year == 1950)
        }
    }

    @Test func theBestRatedFilmsComeBestFirstWithTheirPosters() async throws {
        try await StatsFiles.with { files in
            let films = [StatsFiles.film(1, "Good"), StatsFiles.film(2, "Best"), StatsFiles.film(3, "Unrated")]
            try await files.cached(films)
            try files.watched(films[0], on: "2024-01-01", rating: 7)
            try files.watched(films[1], on: "2024-01-02", rating: 9)
            try files.watched(films[2], on: "2024-01-03")
            let best = try files.statistics(.year(2024)).bestRated
            #expect(best.map(\.title) == ["Best", "Good"])
            #expect(best.map(\.posterPath) == ["/2.jpg", "/1.jpg"])
            #expect(best.map(\.rating) == [9, 7])
        }
    }

    @Test func theWatchlistsOldestEntriesComeOldestFirst() async throws {
        try await StatsFiles.with { files in
            let films = (1...3).map { StatsFiles.film($0) }
            try await files.cached(films)
            for (film, added) in zip(films, ["2023-05-01", "2021-01-10", "2024-02-02"]) {
                try files.library.addToWatchlist(LibraryFilm(film, source: .tmdb), on: day(added))
            }
            let oldest = try files.statistics(.year(2024)).watchlistOldest
            #expect(oldest.map(\.title) == ["Film 2", "Film 1", "Film 3"])
            #expect(oldest.map(\.added) == ["2021-01-10", "2023-05-01", "2024-02-02"])
        }
    }

    @Test func eachFactAFilmLacksInTheCacheIsCounted() async throws {
        try await StatsFiles.with { files in
            let whole = StatsFiles.film(1)
            var bare = StatsFiles.film(2, runtime: nil, actors: [], genres: [])
            bare.page = nil
            bare.originalLanguage = nil
            let uncached = StatsFiles.film(3)
            try await files.cached([whole, bare])
            for film in [whole, bare, uncached] { try files.watched(film, on: "2024-03-0\(film.id)") }
            let figures = try files.statistics(.year(2024))
            #expect(
                figures.unknown == [
                    .runtime: 2, .rating: 1, .directors: 2, .cast: 2, .genres: 2, .countries: 2, .languages: 2,
                ])
            #expect(figures.films == 3 && figures.minutes == 100)
        }
    }
}
