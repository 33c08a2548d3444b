import Foundation
import GRDB

extension FilmLibrary {
    /// The films of `source` on your watchlist, the last added first.
    public func watchlist(of source: MovieSource) throws(LibraryError) -> [WatchlistEntry] {
        try read { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT watchlistEntry.added, \(FilmRecord.selection) FROM watchlistEntry
                        JOIN film ON film.id = watchlistEntry.filmId WHERE film.source = ?
                        ORDER BY watchlistEntry.added DESC, film.id DESC
                        """), arguments: [source.rawValue])
            var entries: [WatchlistEntry] = []
            while let row = try rows.next() {
                entries.append(
                    WatchlistEntry(film: FilmRecord.film(row, at: 1), added: APIDate.parse(row[0]) ?? .distantPast))
            }
            return entries
        }
    }

    /// The viewings of `source`'s films: the last watched first, then the films seen without a
    /// date, the last marked first.
    public func diary(of source: MovieSource) throws(LibraryError) -> [Viewing] {
        try read { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT \(ViewingRecord.selection), \(FilmRecord.selection) FROM viewing
                        JOIN film ON film.id = viewing.filmId WHERE film.source = ?
                        ORDER BY viewing.watchedOn IS NULL, viewing.watchedOn DESC, viewing.markedOn DESC, viewing.id DESC
                        """), arguments: [source.rawValue])
            var viewings: [Viewing] = []
            while let row = try rows.next() {
                viewings.append(ViewingRecord.viewing(row))
            }
            return viewings
        }
    }

    /// Your ratings of `source`'s films, the last given first.
    public func ratings(of source: MovieSource) throws(LibraryError) -> [FilmRating] {
        try read { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT rating.rating, rating.ratedOn, \(FilmRecord.selection) FROM rating
                        JOIN film ON film.id = rating.filmId WHERE film.source = ?
                        ORDER BY rating.ratedOn DESC, film.id DESC
                        """), arguments: [source.rawValue])
            var ratings: [FilmRating] = []
            while let row = try rows.next() {
                ratings.append(
                    FilmRating(
                        film: FilmRecord.film(row, at: 2), rating: row[0],
                        ratedOn: APIDate.parse(row[1]) ?? .distantPast))
            }
            return ratings
        }
    }

    /// What your library says of film `id` of `source` (one statement: `show` asks it on every read).
    public func yours(film id: Int, of source: MovieSource) throws(LibraryError) -> YourFilm {
        try read { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT EXISTS (SELECT 1 FROM watchlistEntry WHERE filmId = film.id),
                            (SELECT rating FROM rating WHERE filmId = film.id), viewing.watchedOn, viewing.id
                        FROM film LEFT JOIN viewing ON viewing.filmId = film.id
                        WHERE film.source = ? AND film.sourceId = ?
                        ORDER BY viewing.watchedOn
                        """), arguments: [source.rawValue, id])
            var yours = YourFilm()
            while let row = try rows.next() {
                yours.onWatchlist = row[0]
                yours.rating = row[1]
                if (row[3] as Int64?) != nil { yours.seen = true }
                if let day = (row[2] as String?).flatMap(APIDate.parse) { yours.viewings.append(day) }
            }
            return yours
        }
    }

    /// Which of `ids`, films of `source`, you have seen.
    public func seen(among ids: [Int], of source: MovieSource) throws(LibraryError) -> Set<Int> {
        guard !ids.isEmpty else { return [] }
        return try read { db in
            let wanted = "[" + ids.map(String.init).joined(separator: ",") + "]"
            return Set(
                try Int.fetchAll(
                    db.cachedStatement(
                        sql: """
                            SELECT film.sourceId FROM film WHERE film.source = ?
                            AND film.sourceId IN (SELECT value FROM json_each(?))
                            AND EXISTS (SELECT 1 FROM viewing WHERE viewing.filmId = film.id)
                            """), arguments: [source.rawValue, wanted]))
        }
    }

    /// The sources other than `source` whose films the library holds (a seek each, not a count).
    public func otherSources(than source: MovieSource) throws(LibraryError) -> [MovieSource] {
        try read { db in
            try MovieSource.allCases.filter { other in
                try other != source
                    && Bool.fetchOne(
                        db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM film WHERE source = ?)"),
                        arguments: [other.rawValue]) == true
            }
        }
    }

    /// How many entries the library holds of each source's films.
    public func counts() throws(LibraryError) -> [MovieSource: LibraryCounts] {
        try read { db in
            var counts: [MovieSource: LibraryCounts] = [:]
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT film.source,
                        (SELECT count(*) FROM watchlistEntry JOIN film AS f ON f.id = watchlistEntry.filmId WHERE f.source = film.source),
                        (SELECT count(*) FROM viewing JOIN film AS f ON f.id = viewing.filmId WHERE f.source = film.source),
                        (SELECT count(*) FROM rating JOIN film AS f ON f.id = rating.filmId WHERE f.source = film.source),
                        sum(film.sourceId IS NULL)
                    FROM film GROUP BY film.source
                    """)
            for row in rows {
                guard let source = MovieSource(rawValue: row[0]) else { continue }
                counts[source] = LibraryCounts(watchlist: row[1], viewings: row[2], ratings: row[3], unmatched: row[4])
            }
            return counts
        }
    }
}

/// How many entries of one source's films a library holds.
public struct LibraryCounts: Sendable, Hashable {
    public var watchlist: Int
    public var viewings: Int
    public var ratings: Int
    /// Films imported that no source matched yet.
    public var unmatched: Int

    public init(watchlist: Int = 0, viewings: Int = 0, ratings: Int = 0, unmatched: Int = 0) {
        self.watchlist = watchlist
        self.viewings = viewings
        self.ratings = ratings
        self.unmatched = unmatched
    }

    public var isEmpty: Bool { watchlist == 0 && viewings == 0 && ratings == 0 }
}

extension FilmLibrary {
    /// Everything the library holds, every source's films: what `export json` writes.
    public func archive() throws(LibraryError) -> LibraryArchive {
        var archive = LibraryArchive()
        for source in MovieSource.allCases {
            archive.watchlist += try watchlist(of: source).map(LibraryArchive.WatchlistItem.init)
            archive.diary += try diary(of: source).map(LibraryArchive.DiaryItem.init)
            archive.ratings += try ratings(of: source).map(LibraryArchive.RatingItem.init)
        }
        return archive
    }
}

extension FilmLibrary {
    /// `source`'s films in the library whose title is `title`, ignoring case and accents (and of
    /// `year`, when given).
    public func films(titled title: String, year: Int?, of source: MovieSource) throws(LibraryError) -> [LibraryFilm] {
        let wanted = TitleMatch.folded(title)
        return try read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT \(FilmRecord.selection) FROM film WHERE source = ? AND sourceId IS NOT NULL",
                arguments: [source.rawValue])
            var films: [LibraryFilm] = []
            while let row = try rows.next() {
                let film = FilmRecord.film(row, at: 0)
                guard let filmTitle = film.title, TitleMatch.folded(filmTitle) == wanted else { continue }
                if let year, film.year != year { continue }
                films.append(film)
            }
            return films
        }
    }
}
