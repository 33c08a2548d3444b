import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// ``YearInFilm``'s figures of when you watched: the period's viewings and no other, month by
/// month (year by year for every viewing), rewatches, minutes, the longest run of days, the
/// busiest weekday.
struct YearInFilmPeriodTests {
    private let first = StatsFiles.film(1, runtime: 90)
    private let second = StatsFiles.film(2, runtime: 120)
    private let third = StatsFiles.film(3, runtime: nil)

    @Test func aYearCountsItsOwnViewingsMonthByMonthTheEmptyMonthsIncluded() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first, second])
            for watched in ["2023-12-31", "2024-01-01", "2024-03-15", "2024-12-31", "2025-01-01"] {
                try files.watched(first, on: watched)
            }
            let figures = try files.statistics(.year(2024))
            #expect(figures.from == "2024-01-01" && figures.until == "2024-12-31")
            #expect(figures.viewings == 3 && figures.films == 1)
            #expect(figures.byMonth.map(\.period) == (1...12).map { String(format: "2024-%02d", $0) })
            #expect(figures.byMonth.map(\.viewings) == [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1])
        }
    }

    @Test func aPeriodOfDaysCountsBothOfItsEndsAndNothingOutside() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first])
            for watched in ["2024-03-14", "2024-03-15", "2024-05-02", "2024-05-31", "2024-06-01"] {
                try files.watched(first, on: watched)
            }
            let figures = try files.statistics(.days(from: day("2024-03-15"), until: day("2024-05-31")))
            #expect(figures.from == "2024-03-15" && figures.until == "2024-05-31")
            #expect(figures.viewings == 3)
            #expect(figures.byMonth.map(\.period) == ["2024-03", "2024-04", "2024-05"])
            #expect(figures.byMonth.map(\.viewings) == [1, 0, 2])
        }
    }

    @Test func everyViewingIsCountedYearByYearTheUndatedTooAndTheEmptyYearsBetween() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first, second])
            try files.watched(first, on: "2021-07-04")
            try files.watched(second, on: "2024-02-01")
            try files.watched(second, on: "2024-09-01")
            try files.watched(first, on: nil)
            let figures = try files.statistics(.all)
            #expect(figures.viewings == 4 && figures.films == 2)
            #expect(figures.from == "2021-07-04" && figures.until == "2024-09-01")
            #expect(figures.byYear.map(\.period) == ["2021", "2022", "2023", "2024"])
            #expect(figures.byYear.map(\.viewings) == [1, 0, 0, 2])
            #expect(StatsPeriod.all.countsByYear && !StatsPeriod.year(2024).countsByYear)
        }
    }

    @Test func aViewingIsARewatchWhenMarkedSoOrWhenTheDiaryHoldsAnEarlierOne() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first, second, third])
            try files.watched(first, on: "2023-05-01")
            try files.watched(first, on: "2024-02-01")
            try files.watched(second, on: "2024-03-01", rewatch: true)
            try files.watched(third, on: "2024-04-01")
            let figures = try files.statistics(.year(2024))
            #expect(figures.films == 3 && figures.viewings == 3)
            #expect(figures.rewatches == 2)
        }
    }

    @Test func twoViewingsOfAFilmOnOneDayAreAFirstAndARewatch() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first])
            try files.watched(first, on: "2024-02-01")
            try files.watched(first, on: "2024-02-01")
            let figures = try files.statistics(.year(2024))
            #expect(figures.films == 1 && figures.viewings == 2)
            #expect(figures.rewatches == 1)
        }
    }

    @Test func minutesCountEachViewingsRunningTimeWhereItIsKnown() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first, second, third])
            try files.watched(first, on: "2024-01-01")
            try files.watched(first, on: "2024-01-02")
            try files.watched(second, on: "2024-01-03")
            try files.watched(third, on: "2024-01-04")
            let figures = try files.statistics(.year(2024))
            #expect(figures.minutes == 90 + 90 + 120)
            #expect(figures.unknown[.runtime] == 1)
        }
    }

    @Test func theLongestRunOfDaysCrossesAMonthAndCountsADayOnce() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first, second])
            for watched in ["2024-01-05", "2024-01-30", "2024-01-31", "2024-02-01", "2024-03-10", "2024-03-11"] {
                try files.watched(first, on: watched)
            }
            try files.watched(second, on: "2024-03-10")
            try files.watched(second, on: "2024-03-11")
            let figures = try files.statistics(.year(2024))
            #expect(figures.longestRun?.days == 3 && figures.longestRun?.from == "2024-01-30")
        }
    }

    @Test func ofTwoRunsAsLongTheEarlierIsNamed() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first])
            for watched in ["2024-08-01", "2024-08-02", "2024-02-10", "2024-02-11"] {
                try files.watched(first, on: watched)
            }
            let run = try files.statistics(.year(2024)).longestRun
            #expect(run?.days == 2 && run?.from == "2024-02-10")
        }
    }

    @Test func aPeriodWithoutAViewingHasNoRunNoBusiestWeekdayAndEmptyMonths() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first])
            try files.watched(first, on: "2023-01-01")
            let figures = try files.statistics(.year(2024))
            #expect(figures.viewings == 0 && figures.films == 0 && figures.minutes == 0)
            #expect(figures.longestRun == nil && figures.busiestWeekday == nil)
            #expect(figures.byMonth.count == 12 && figures.byMonth.allSatisfy { $0.viewings == 0 })
        }
    }

    @Test func theBusiestWeekdayIsTheOneWithMostViewings() async throws {
        try await StatsFiles.with { files in
            try await files.cached([first])
            // 1 and 8 June 2024 are Saturdays, 4 June a Tuesday.
            for watched in ["2024-06-01", "2024-06-08", "2024-06-08", "2024-06-04"] {
                try files.watched(first, on: watched)
            }
            let figures = try files.statistics(.year(2024))
            #expect(figures.weekdays == [0, 0, 1, 0, 0, 0, 3])
            #expect(figures.busiestWeekday?.day == 6 && figures.busiestWeekday?.viewings == 3)
        }
    }
}
