import Foundation
import MovieKit

/// The figures as `movies stats --format json` writes them, under names scripts depend on:
/// `period` {`from`, `until`}, `films`, `viewings`, `rewatches`, `minutes`, `byMonth`
/// [{`month`, `viewings`}], `ratings` {value: count}, `averageRating`, `crowdAverage`,
/// `directors`/`actors`/`genres`/`decades`/`countries`/`languages` [{`name`, `films`,
/// `averageRating`}], `longestRun` {`days`, `from`}, `unknown` {fact: count}; then the others:
/// `byYear`, `differenceFromCrowd`, `longest`/`shortest`/`oldest`/`newest`/`bestRated`
/// [{`title`, `year`, `minutes`, `rating`}], `weekdays` {day: viewings}, `busiestWeekday`,
/// `watchlistOldest` [{`title`, `year`, `added`}], `filmsRatedByBoth` and
/// `yourAverageOfFilmsRatedByBoth` (the films the crowd rated too, which `crowdAverage` is
/// over). Unknown values are `null`; averages are
/// rounded to two decimals.
struct StatsJSON: Encodable {
    let statistics: FilmStatistics

    private enum CodingKeys: String, CodingKey {
        case period, films, viewings, rewatches, minutes, byMonth, ratings, averageRating, crowdAverage
        case directors, actors, genres, decades, countries, languages, longestRun, unknown
        case byYear, differenceFromCrowd, longest, shortest, oldest, newest, bestRated, weekdays, busiestWeekday
        case watchlistOldest, filmsRatedByBoth, yourAverageOfFilmsRatedByBoth
    }

    private struct Period: Encodable {
        let from: String?
        let until: String?
    }

    private struct Month: Encodable {
        let month: String
        let viewings: Int
    }

    private struct Year: Encodable {
        let year: String
        let viewings: Int
    }

    private struct Named: Encodable {
        let name: String
        let films: Int
        @NullWhenNil var averageRating: Double?

        init(_ count: NamedCount) {
            name = count.name
            films = count.films
            averageRating = count.averageRating.map(StatsJSON.rounded)
        }
    }

    private struct Film: Encodable {
        let title: String
        @NullWhenNil var year: Int?
        @NullWhenNil var minutes: Int?
        @NullWhenNil var rating: Double?

        init(_ film: FilmFigure) {
            title = film.title
            year = film.year
            minutes = film.minutes
            rating = film.rating
        }
    }

    private struct Run: Encodable {
        let days: Int
        let from: String
    }

    private struct Entry: Encodable {
        let title: String
        let year: Int?
        let added: String
    }

    static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    func encode(to encoder: any Encoder) throws {
        let figures = statistics
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Period(from: figures.from, until: figures.until), forKey: .period)
        try container.encode(figures.films, forKey: .films)
        try container.encode(figures.viewings, forKey: .viewings)
        try container.encode(figures.rewatches, forKey: .rewatches)
        try container.encode(figures.minutes, forKey: .minutes)
        try container.encode(figures.byMonth.map { Month(month: $0.period, viewings: $0.viewings) }, forKey: .byMonth)
        try container.encode(
            Dictionary(uniqueKeysWithValues: figures.ratings.map { (StatsText.rating($0.key), $0.value) }),
            forKey: .ratings)
        try container.encode(figures.averageRating.map(Self.rounded), forKey: .averageRating)
        try container.encode(figures.crowdAverage.map(Self.rounded), forKey: .crowdAverage)
        let rankings: [(CodingKeys, Ranking)] = [
            (.directors, figures.directors), (.actors, figures.actors), (.genres, figures.genres),
            (.decades, figures.decades), (.countries, figures.countries), (.languages, figures.languages),
        ]
        for (key, ranking) in rankings {
            try container.encode(ranking.all.map(Named.init), forKey: key)
        }
        try container.encode(figures.longestRun.map { Run(days: $0.days, from: $0.from) }, forKey: .longestRun)
        try container.encode(
            Dictionary(uniqueKeysWithValues: figures.unknown.map { ($0.key.rawValue, $0.value) }), forKey: .unknown)
        try container.encode(figures.byYear.map { Year(year: $0.period, viewings: $0.viewings) }, forKey: .byYear)
        try container.encode(figures.differenceFromCrowd.map(Self.rounded), forKey: .differenceFromCrowd)
        try container.encode(figures.longest.map(Film.init), forKey: .longest)
        try container.encode(figures.shortest.map(Film.init), forKey: .shortest)
        try container.encode(figures.oldest.map(Film.init), forKey: .oldest)
        try container.encode(figures.newest.map(Film.init), forKey: .newest)
        try container.encode(figures.bestRated.map(Film.init), forKey: .bestRated)
        let weekdays = figures.weekdays.enumerated().map { (StatsText.weekdays[$0.offset], $0.element) }
        try container.encode(Dictionary(uniqueKeysWithValues: weekdays), forKey: .weekdays)
        try container.encode(figures.busiestWeekday.map { StatsText.weekdays[$0.day] }, forKey: .busiestWeekday)
        try container.encode(
            figures.watchlistOldest.map { Entry(title: $0.title, year: $0.year, added: $0.added) },
            forKey: .watchlistOldest)
        try container.encode(figures.filmsRatedByBoth, forKey: .filmsRatedByBoth)
        try container.encode(
            figures.yourAverageOfFilmsRatedByBoth.map(Self.rounded), forKey: .yourAverageOfFilmsRatedByBoth)
    }
}
