import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// Your year in film in one call: the facts the period's films lack fetched first unless offline
/// (the source asked only when a film lacks some), then the figures, then the posters asked for.
struct YearInFilmAnswerTests {
    private let cached = StatsFiles.film(1, runtime: 90)
    private let notCached = StatsFiles.film(2, runtime: 120)

    @Test func offlineCountsWhatTheCacheHoldsAndSaysWhichFactsAreUnknown() async throws {
        try await StatsFiles.with { files in
            try await files.cached([cached])
            try files.watched(cached, on: "2024-03-01")
            try files.watched(notCached, on: "2024-03-02")
            let answer = try await files.yearInFilm.answer(.year(2024), of: .tmdb, posters: false, fetchingWith: nil)
            #expect(answer.fetched == nil)
            #expect(answer.statistics.viewings == 2 && answer.statistics.minutes == 90)
            #expect(answer.statistics.unknown[.runtime] == 1)
        }
    }

    @Test func onlineTheFactsAFilmLacksAreFetchedFirstAndCounted() async throws {
        try await StatsFiles.with { files in
            try await files.cached([cached])
            try files.watched(cached, on: "2024-03-01")
            try files.watched(notCached, on: "2024-03-02")
            let told = Mutex<[RequestProgress]>([])
            let answer = try await files.yearInFilm.answer(
                .year(2024), of: .tmdb, posters: false,
                fetchingWith: { try CachingMovieService.over(InProcessSource(films: [notCached]), cache: files.cache) }
            ) { progress in told.withLock { $0.append(progress) } }
            #expect(answer.fetched == RequestProgress(done: 1, total: 1, failed: 0))
            #expect(told.withLock { $0 } == [RequestProgress(done: 1, total: 1, failed: 0)])
            #expect(answer.statistics.minutes == 210 && answer.statistics.unknown.isEmpty)
        }
    }

    @Test func theSourceIsNotAskedWhenNoFilmLacksAFact() async throws {
        try await StatsFiles.with { files in
            try await files.cached([cached])
            try files.watched(cached, on: "2024-03-01")
            let answer = try await files.yearInFilm.answer(
                .year(2024), of: .tmdb, posters: false,
                fetchingWith: { throw YearInFilmError.unreadable(reason: "the source was asked") })
            #expect(answer.fetched == nil && answer.statistics.minutes == 90)
        }
    }

    @Test func aFilmThatCannotBeFetchedIsCountedAndItsFactsStayUnknown() async throws {
        try await StatsFiles.with { files in
            try files.watched(notCached, on: "2024-03-02")
            let answer = try await files.yearInFilm.answer(
                .year(2024), of: .tmdb, posters: false,
                fetchingWith: { try CachingMovieService.over(InProcessSource(films: []), cache: files.cache) })
            #expect(answer.fetched == RequestProgress(done: 1, total: 1, failed: 1))
            #expect(answer.statistics.unknown[.runtime] == 1)
        }
    }

    @Test func theBestRatedFilmsPostersComeOnlyWhenAsked() async throws {
        try await StatsFiles.with { files in
            try await files.cached([cached])
            try files.watched(cached, on: "2024-03-01", rating: 8)
            let jpeg = Data([0xFF, 0xD8, 0xFF, 0xD9])
            try files.cache.save(
                Poster(path: "/1.jpg", size: "w92", jpeg: jpeg), of: .tmdb, fetchedAt: day("2024-03-01"))
            let asked = try await files.yearInFilm.answer(.year(2024), of: .tmdb, posters: true, fetchingWith: nil)
            let notAsked = try await files.yearInFilm.answer(.year(2024), of: .tmdb, posters: false, fetchingWith: nil)
            #expect(asked.posters == ["/1.jpg": jpeg])
            #expect(notAsked.posters.isEmpty)
        }
    }
}
