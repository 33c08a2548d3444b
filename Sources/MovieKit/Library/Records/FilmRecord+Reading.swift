import Foundation
import GRDB

extension FilmRecord {
    /// What the library says of film `id` of `source` (one statement: `show` asks it on every read).
    static func yours(film id: Int, of source: MovieSource, in db: Database) throws -> YourFilm {
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

    /// Which of `ids`, films of `source`, have a viewing.
    static func seen(among ids: [Int], of source: MovieSource, in db: Database) throws -> Set<Int> {
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

    /// Whether the library holds a film of `source` (a seek, not a count).
    static func holdsFilms(of source: MovieSource, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM film WHERE source = ?)"),
            arguments: [source.rawValue]) == true
    }

    /// How many films of each source no source matched yet.
    static func unmatchedCounts(in db: Database) throws -> [String: Int] {
        try Dictionary(
            Row.fetchAll(db, sql: "SELECT source, sum(sourceId IS NULL) FROM film GROUP BY source").map {
                row -> (String, Int) in (row[0], row[1])
            }, uniquingKeysWith: +)
    }

    /// `source`'s films in the library matched (with the source's id), in no order.
    static func films(of source: MovieSource, in db: Database) throws -> [LibraryFilm] {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT \(selection) FROM film WHERE source = ? AND sourceId IS NOT NULL",
            arguments: [source.rawValue])
        var films: [LibraryFilm] = []
        while let row = try rows.next() { films.append(Self.film(row, at: 0)) }
        return films
    }

    /// `source`'s films in the library whose title is `title`, ignoring case and accents (and of
    /// `year`, when given).
    static func films(titled title: String, year: Int?, of source: MovieSource, in db: Database) throws -> [LibraryFilm]
    {
        let wanted = TitleMatch.folded(title)
        let rows = try Row.fetchCursor(
            db, sql: "SELECT \(selection) FROM film WHERE source = ? AND sourceId IS NOT NULL",
            arguments: [source.rawValue])
        var films: [LibraryFilm] = []
        while let row = try rows.next() {
            let film = Self.film(row, at: 0)
            guard let filmTitle = film.title, TitleMatch.folded(filmTitle) == wanted else { continue }
            if let year, film.year != year { continue }
            films.append(film)
        }
        return films
    }

    /// The films of `source` the library holds matched (with the source's id) whose IMDb ids are
    /// among `imdbIDs`, by IMDb id.
    static func matchedFilms(
        imdbIDs: Set<String>, of source: MovieSource, in db: Database
    ) throws -> [String: LibraryFilm] {
        var films: [String: LibraryFilm] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT \(selection) FROM film
                WHERE source = ? AND sourceId IS NOT NULL AND imdbId IS NOT NULL ORDER BY id
                """, arguments: [source.rawValue])
        while let row = try rows.next() {
            let film = Self.film(row, at: 0)
            if let imdbID = film.imdbID, imdbIDs.contains(imdbID), films[imdbID] == nil { films[imdbID] = film }
        }
        return films
    }
}
