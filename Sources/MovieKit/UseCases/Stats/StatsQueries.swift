import Foundation
import GRDB

/// The figures of ``FilmStatistics``, each an aggregate over what ``StatsConnection`` gathered
/// (`temp.seen`, `temp.fact`) and the attached files: SQL does the counting, Swift the naming.
enum StatsQueries {
    /// How many films of a cast count as its own: the top billed.
    static let billing = 10

    /// Every figure of what `db` gathered for a period counted from `from` to `until`.
    static func figures(_ db: Database, from: String?, until: String?) throws -> FilmStatistics {
        let totals = try Row.fetchOne(
            db,
            sql: """
                SELECT count(DISTINCT seen.filmId), count(*), coalesce(sum(seen.again), 0),
                    coalesce(sum(fact.runtime), 0), min(seen.day), max(seen.day)
                FROM temp.seen JOIN temp.fact ON fact.filmId = seen.filmId
                """)
        let averages = try Row.fetchOne(
            db,
            sql: """
                SELECT avg(yours), avg(crowd), avg(CASE WHEN crowd IS NOT NULL THEN yours - crowd END),
                    count(crowd), avg(CASE WHEN crowd IS NOT NULL THEN yours END)
                FROM temp.fact WHERE yours IS NOT NULL
                """)
        return FilmStatistics(
            from: from ?? totals?[4], until: until ?? totals?[5], films: totals?[0] ?? 0, viewings: totals?[1] ?? 0,
            rewatches: totals?[2] ?? 0, minutes: totals?[3] ?? 0,
            byMonth: try periods(db, byYear: false, from: from, until: until),
            byYear: try periods(db, byYear: true, from: from, until: until), ratings: try ratings(db),
            averageRating: averages?[0], crowdAverage: averages?[1], differenceFromCrowd: averages?[2],
            filmsRatedByBoth: averages?[3] ?? 0, yourAverageOfFilmsRatedByBoth: averages?[4],
            directors: try ranking(db, of: directors), actors: try ranking(db, of: actors),
            genres: try ranking(db, of: genres), decades: try ranking(db, of: decades),
            countries: try ranking(db, of: countries),
            languages: try ranking(db, of: languages).named(by: LanguageName.of),
            longest: try films(db, where: "runtime IS NOT NULL", order: "runtime DESC"),
            shortest: try films(db, where: "runtime IS NOT NULL", order: "runtime"),
            oldest: try films(db, where: "year IS NOT NULL", order: "year"),
            newest: try films(db, where: "year IS NOT NULL", order: "year DESC"),
            bestRated: try films(
                db, where: "yours IS NOT NULL", order: "yours DESC, crowd DESC", limit: FilmStatistics.bestFilms),
            longestRun: try longestRun(db), weekdays: try weekdays(db), watchlistOldest: try watchlist(db),
            unknown: try unknown(db))
    }

    /// Viewings per month (or year), the empty ones between included.
    private static func periods(_ db: Database, byYear: Bool, from: String?, until: String?) throws -> [PeriodCount] {
        let length = byYear ? 4 : 7
        let rows = try Row.fetchAll(
            db,
            sql: "SELECT substr(day, 1, \(length)), count(*) FROM temp.seen WHERE day IS NOT NULL GROUP BY 1 ORDER BY 1"
        )
        var counts: [String: Int] = [:]
        for row in rows { counts[row[0]] = row[1] }
        guard let first = from.map({ String($0.prefix(length)) }) ?? rows.first.map({ $0[0] as String }),
            let last = until.map({ String($0.prefix(length)) }) ?? rows.last.map({ $0[0] as String })
        else { return [] }
        return StatsMonths.between(first, last, byYear: byYear).map {
            PeriodCount(period: $0, viewings: counts[$0] ?? 0)
        }
    }

    private static func ratings(_ db: Database) throws -> [Double: Int] {
        var ratings: [Double: Int] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT yours, count(*) FROM temp.fact WHERE yours IS NOT NULL GROUP BY yours")
        {
            ratings[row[0]] = row[1]
        }
        return ratings
    }

    // Each kind's rows: a film and a name it has, each pair once.
    private static let directors = """
        SELECT fact.filmId AS filmId, d.value AS name FROM temp.fact, json_each(fact.page, '$.directors') d
        UNION
        SELECT fact.filmId, p.name FROM temp.fact
            JOIN imdb.crewMember c ON c.film = fact.imdbFilm AND c.job = 'director'
            JOIN imdb.person p ON p.id = c.person
        WHERE coalesce(json_array_length(fact.page, '$.directors'), 0) = 0
        """
    private static let actors = """
        SELECT fact.filmId AS filmId, c.name AS name FROM temp.fact JOIN cache.castMember c ON c.movieKey = fact.movieKey
        WHERE c.position < \(billing)
        UNION
        SELECT fact.filmId, p.name FROM temp.fact
            JOIN imdb.castMember c ON c.film = fact.imdbFilm AND c.category IN ('actor', 'actress')
            JOIN imdb.person p ON p.id = c.person
        WHERE c.ordering <= \(billing)
            AND NOT EXISTS (SELECT 1 FROM cache.castMember k WHERE k.movieKey = fact.movieKey)
        """
    // The cache keeps a film's genres one per line: made a JSON array to be read row by row.
    private static let genres = """
        SELECT fact.filmId AS filmId, g.value AS name FROM temp.fact, json_each('["' || replace(replace(replace(fact.genres,
            '\\', '\\\\'), '"', '\\"'), char(10), '","') || '"]') g
        WHERE fact.genres IS NOT NULL AND g.value != ''
        UNION
        SELECT fact.filmId, g.genre FROM temp.fact JOIN imdb.filmGenre g ON g.film = fact.imdbFilm
        WHERE fact.genres IS NULL
        """
    private static let decades = """
        SELECT filmId, ((year / 10) * 10) || 's' AS name FROM temp.fact WHERE year IS NOT NULL
        """
    private static let countries = """
        SELECT fact.filmId AS filmId, c.value AS name FROM temp.fact, json_each(fact.page, '$.countries') c
        """
    private static let languages = """
        SELECT filmId, language AS name FROM temp.fact WHERE language IS NOT NULL AND language != ''
        """

    /// The names of `kind`'s rows watched most, and those rated best.
    private static func ranking(_ db: Database, of kind: String) throws -> Ranking {
        let grouped = """
            SELECT CAST(k.name AS TEXT) AS name, count(*) AS films, avg(fact.yours) AS average, count(fact.yours) AS rated
            FROM (\(kind)) AS k JOIN temp.fact ON fact.filmId = k.filmId
            GROUP BY 1
            """
        func named(_ sql: String) throws -> [NamedCount] {
            try Row.fetchAll(db, sql: sql).map { row in
                NamedCount(name: row[0], films: row[1], averageRating: row[2], rated: row[3])
            }
        }
        return Ranking(
            most: try named("\(grouped) ORDER BY films DESC, average DESC, name LIMIT \(FilmStatistics.ranked)"),
            best: try named(
                """
                \(grouped) HAVING rated >= \(FilmStatistics.leastFilmsForBest)
                ORDER BY average DESC, films DESC, name LIMIT \(FilmStatistics.ranked)
                """))
    }

    private static func films(
        _ db: Database, where condition: String, order: String, limit: Int = FilmStatistics.extremes
    ) throws -> [FilmFigure] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT title, year, runtime, yours, json_extract(page, '$.posterPath'), source FROM temp.fact
                WHERE \(condition) ORDER BY \(order), title LIMIT \(limit)
                """
        ).map { row in
            FilmFigure(
                title: row[0], year: row[1], minutes: row[2], rating: row[3], posterPath: row[4],
                source: MovieSource(rawValue: row[5]) ?? .demo)
        }
    }

    private static func longestRun(_ db: Database) throws -> DayRun? {
        try Row.fetchOne(
            db,
            sql: """
                WITH d AS (SELECT DISTINCT day, CAST(julianday(day) AS INTEGER) AS n FROM temp.seen
                           WHERE day IS NOT NULL),
                     g AS (SELECT day, n - row_number() OVER (ORDER BY n) AS run FROM d)
                SELECT count(*) AS days, min(day) AS first FROM g GROUP BY run ORDER BY days DESC, first LIMIT 1
                """
        ).map { DayRun(days: $0[0], from: $0[1]) }
    }

    private static func weekdays(_ db: Database) throws -> [Int] {
        var days = Array(repeating: 0, count: 7)
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT CAST(strftime('%w', day) AS INTEGER), count(*) FROM temp.seen
                WHERE day IS NOT NULL GROUP BY 1
                """)
        {
            let day: Int = row[0]
            if days.indices.contains(day) { days[day] = row[1] }
        }
        return days
    }

    private static func watchlist(_ db: Database) throws -> [WatchlistFigure] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT coalesce(m.name, f.title, '?'), coalesce(m.year, f.year), w.added
                FROM lib.watchlistEntry w JOIN lib.film f ON f.id = w.filmId
                LEFT JOIN temp.best b ON b.source = f.source AND b.id = f.sourceId
                LEFT JOIN cache.movie m ON m.key = b.key
                ORDER BY w.added, f.id LIMIT \(FilmStatistics.watchlistEntries)
                """
        ).map { WatchlistFigure(title: $0[0], year: $0[1], added: $0[2]) }
    }

    /// How many films lack each fact, for those some lack.
    private static func unknown(_ db: Database) throws -> [StatsFact: Int] {
        let lacking: [(StatsFact, String)] = [
            (.runtime, "runtime IS NULL"),
            (.rating, "crowd IS NULL"),
            (.directors, "filmId NOT IN (SELECT filmId FROM (\(directors)))"),
            (.cast, "filmId NOT IN (SELECT filmId FROM (\(actors)))"),
            (.genres, "filmId NOT IN (SELECT filmId FROM (\(genres)))"),
            (.countries, "json_type(page, '$.countries') IS NULL"),
            (.languages, "language IS NULL OR language = ''"),
            (.year, "year IS NULL"),
        ]
        let sums = lacking.map { "coalesce(sum(\($0.1)), 0)" }.joined(separator: ", ")
        guard let row = try Row.fetchOne(db, sql: "SELECT \(sums) FROM temp.fact") else { return [:] }
        var unknown: [StatsFact: Int] = [:]
        for (index, (fact, _)) in lacking.enumerated() {
            let count: Int = row[index]
            if count > 0 { unknown[fact] = count }
        }
        return unknown
    }
}

extension Ranking {
    /// The same ranking, each name as `name` says it.
    func named(by name: (String) -> String) -> Ranking {
        func rename(_ counts: [NamedCount]) -> [NamedCount] {
            counts.map { count in
                var named = count
                named.name = name(count.name)
                return named
            }
        }
        return Ranking(most: rename(most), best: rename(best))
    }
}
