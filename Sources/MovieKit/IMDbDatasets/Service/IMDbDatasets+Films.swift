import Foundation
import GRDB

extension IMDbDatasets {
    /// The columns a summary reads, in the order ``summary(_:)`` reads them.
    static let summaryColumns = "film.id, film.title, film.originalTitle, film.year, film.rating, film.votes"

    /// A film as a list names it, from a row of ``summaryColumns`` (and the part played after them).
    static func summary(_ row: Row, character: String? = nil) -> MovieSummary {
        MovieSummary(
            id: row[0], title: row[1], originalTitle: row[2], rating: row[4] ?? 0, voteCount: row[5],
            character: character, year: row[3])
    }

    /// Film `id` with its cast, directors and writers; `nil` when the import has no such film.
    public func film(id: Int) throws(MovieServiceError) -> IMDbMovie? {
        try read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT title, originalTitle, year, runtime, genres, rating, votes FROM film WHERE id = ?
                        """, arguments: [id])
            else { return nil }
            let cast = try Row.fetchAll(
                db,
                sql: """
                    SELECT castMember.person, person.name, castMember.characters
                    FROM castMember JOIN person ON person.id = castMember.person
                    WHERE castMember.film = ? ORDER BY castMember.ordering
                    """, arguments: [id]
            ).map { IMDbActor(name: $0[1], personID: $0[0], character: $0[2]) }
            var directors: [String] = [], writers: [String] = []
            for crew in try Row.fetchAll(
                db,
                sql: """
                    SELECT crewMember.job, person.name
                    FROM crewMember JOIN person ON person.id = crewMember.person
                    WHERE crewMember.film = ? ORDER BY crewMember.job, crewMember.ordering
                    """, arguments: [id])
            {
                let name: String = crew[1]
                if crew[0] as String == "director" { directors.append(name) } else { writers.append(name) }
            }
            let genres = (row[4] as String?).map { $0.split(separator: ",").map(String.init) } ?? []
            return IMDbMovie(
                id: id, name: row[0], originalTitle: row[1], year: row[2], runtime: row[3], genres: genres,
                rating: row[5] ?? 0, voteCount: row[6], imdbCast: cast, directors: directors, writers: writers)
        }
    }

    /// IMDb's rating and votes of the film IMDb's id `imdbID` names; `nil` when the import has no
    /// such film or it has no votes.
    public func rating(ofIMDbID imdbID: String) throws(MovieServiceError) -> IMDbRating? {
        guard let id = IMDbID.titleNumber(imdbID) else { return nil }
        return try read { db in
            try Row.fetchOne(db, sql: "SELECT rating, votes FROM film WHERE id = ? AND votes > 0", arguments: [id])
                .map { IMDbRating(id: id, rating: $0[0], votes: $0[1]) }
        }
    }

    /// The films of `year` rated highest by IMDb among those with at least `minimumVotes` votes,
    /// most votes first among equal ratings.
    public func topRated(
        year: Int, minimumVoteCount minimumVotes: Int, limit: Int
    ) throws(MovieServiceError) -> [MovieSummary] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.summaryColumns) FROM film INDEXED BY film_byYear
                    WHERE year = ? AND votes >= ? ORDER BY rating DESC, votes DESC, id LIMIT ?
                    """, arguments: [year, minimumVotes, limit]
            ).map { Self.summary($0) }
        }
    }

    /// The films `ids` name, those the import has, in no particular order; adult ones only when
    /// `adult` (a search never means one; an id does). One statement, the ids written into it
    /// (numbers only).
    func summaries(of ids: [Int], adult: Bool = false) throws(MovieServiceError) -> [MovieSummary] {
        guard !ids.isEmpty else { return [] }
        let list = ids.map(String.init).joined(separator: ",")
        return try read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT \(Self.summaryColumns) FROM film WHERE id IN (\(list))" + (adult ? "" : " AND adult = 0")
            ).map { Self.summary($0) }
        }
    }

    /// How many films the import has of each year, newest first (films of no known year left out).
    public func filmsPerYear() throws(MovieServiceError) -> [(year: Int, films: Int)] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT year, count(*) FROM film INDEXED BY film_byYear
                    WHERE year IS NOT NULL GROUP BY year ORDER BY year DESC
                    """
            ).map { (year: $0[0], films: $0[1]) }
        }
    }
}

/// IMDb's rating of a film and the votes it is of.
public struct IMDbRating: Sendable, Hashable {
    /// The number of the film's IMDb id.
    public var id: Int
    public var rating: Double
    public var votes: Int
}
