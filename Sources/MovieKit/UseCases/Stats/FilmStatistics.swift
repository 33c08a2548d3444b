import Foundation

/// What your diary says of a period (``StatsPeriod``): how much you watched and when, how you
/// rated it against the crowd, whom and what you watched most and liked best, the extremes, and
/// the facts the cache lacked for some films. Made by ``YearInFilm``.
public struct FilmStatistics: Sendable, Hashable {
    /// The first and last day counted (`yyyy-MM-dd`); for every viewing, the first and last
    /// dated ones (`nil` with none).
    public var from: String?
    public var until: String?
    /// Different films watched.
    public var films: Int
    /// Viewings, rewatches counted.
    public var viewings: Int
    /// Viewings of a film seen before (marked a rewatch, or with an earlier viewing in the diary:
    /// of two on one day, the one logged second).
    public var rewatches: Int
    /// Minutes watched: each viewing's film's running time, where known.
    public var minutes: Int
    /// Viewings per month (`yyyy-MM`), the months without any included, from the period's
    /// first to its last (for every viewing, the first and last dated).
    public var byMonth: [PeriodCount]
    /// Viewings per year (`yyyy`), likewise.
    public var byYear: [PeriodCount]
    /// How many of the films you rated each value (0.5 to 10, in halves).
    public var ratings: [Double: Int]
    /// Your average rating of the films you rated; `nil` when none.
    public var averageRating: Double?
    /// The crowd's average (the source's rating, on a scale of 10) of the films you rated that it
    /// rated too (``filmsRatedByBoth``); `nil` when none.
    public var crowdAverage: Double?
    /// Your average rating less the crowd's, over the films both rated: how much higher
    /// (positive) or lower you rate; `nil` when no film has both.
    public var differenceFromCrowd: Double?
    /// How many of the films you rated the crowd rated too: those your average is set against
    /// the crowd's over.
    public var filmsRatedByBoth: Int
    /// Your average rating of the films the crowd rated too, beside ``crowdAverage``; `nil`
    /// when none.
    public var yourAverageOfFilmsRatedByBoth: Double?
    public var directors: Ranking
    public var actors: Ranking
    public var genres: Ranking
    /// Decades, named like `1990s`.
    public var decades: Ranking
    public var countries: Ranking
    /// Original languages, by their names (`English`).
    public var languages: Ranking
    /// The longest, shortest, oldest and newest films watched (at most ``FilmStatistics/extremes`` each).
    public var longest: [FilmFigure]
    public var shortest: [FilmFigure]
    public var oldest: [FilmFigure]
    public var newest: [FilmFigure]
    /// Your best-rated films, best first, with their posters' paths where the cache knows them.
    public var bestRated: [FilmFigure]
    /// The longest run of consecutive days with a viewing; `nil` with no dated viewing.
    public var longestRun: DayRun?
    /// Viewings per weekday, Sunday first (seven counts).
    public var weekdays: [Int]
    /// The oldest entries of your watchlist, oldest first.
    public var watchlistOldest: [WatchlistFigure]
    /// For each fact some films lack (``StatsFact``), how many of the period's films lack it.
    public var unknown: [StatsFact: Int]

    /// How many films each extreme names.
    public static let extremes = 3
    /// How many of each kind a ranking names.
    public static let ranked = 10
    /// How many rated films one needs to be among the best rated.
    public static let leastFilmsForBest = 3
    /// How many best-rated films are named.
    public static let bestFilms = 8
    /// How many watchlist entries are named.
    public static let watchlistEntries = 5

    /// The busiest weekday (0 Sunday … 6 Saturday) and its viewings; `nil` with no dated viewing.
    public var busiestWeekday: (day: Int, viewings: Int)? {
        guard let most = weekdays.max(), most > 0, let day = weekdays.firstIndex(of: most) else { return nil }
        return (day, most)
    }
}

/// A count of viewings in a month (`2024-05`) or a year (`2024`).
public struct PeriodCount: Sendable, Hashable {
    public var period: String
    public var viewings: Int
}

/// Those of one kind (directors, genres…) you watched most, and those you rated best.
public struct Ranking: Sendable, Hashable {
    /// The most watched, most films first (at most ``FilmStatistics/ranked``).
    public var most: [NamedCount]
    /// Of those with at least ``FilmStatistics/leastFilmsForBest`` films you rated, the best
    /// rated first (at most ``FilmStatistics/ranked``).
    public var best: [NamedCount]

    /// Both, each once, most films first.
    public var all: [NamedCount] {
        var seen = Set<String>()
        return (most + best).filter { seen.insert($0.name).inserted }.sorted {
            ($1.films, $0.name) < ($0.films, $1.name)
        }
    }
}

/// A director, actor, genre, decade, country or language: how many of the period's films it
/// has, and your average rating of those you rated.
public struct NamedCount: Sendable, Hashable {
    public var name: String
    public var films: Int
    public var averageRating: Double?
    /// How many of its films you rated.
    public var rated: Int
}

/// A film the figures name: its title and year, and the figure it is named for.
public struct FilmFigure: Sendable, Hashable {
    public var title: String
    public var year: Int?
    /// Its running time in minutes, where known.
    public var minutes: Int?
    /// Your rating, where you gave one.
    public var rating: Double?
    /// Its poster's path on the source's image host, where the cache knows it.
    public var posterPath: String?
    /// The source it is a film of (for its poster).
    public var source: MovieSource
}

/// An entry of your watchlist: the film and the day it was added.
public struct WatchlistFigure: Sendable, Hashable {
    public var title: String
    public var year: Int?
    /// `yyyy-MM-dd`.
    public var added: String
}

/// A run of consecutive days with a viewing: how many, from which day.
public struct DayRun: Sendable, Hashable {
    public var days: Int
    /// `yyyy-MM-dd`.
    public var from: String
}
