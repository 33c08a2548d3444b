import GRDB

/// A ``DiscoverQuery`` as one SQL statement over the cached films: each filter a condition on
/// the film's columns or an `EXISTS` on its genre and provider rows (each a seek of their
/// primary keys), the order an `ORDER BY` the indexes can serve for the default, popularity.
enum DiscoverSQL {
    /// The statement and its arguments; it selects ``MovieRecord/selection``, a few more rows
    /// than `limit` so that a film kept twice (from before origins were kept) can be left out.
    /// With `ids`, only those films are looked at (a watchlist's).
    static func select(
        _ query: DiscoverQuery, in catalogue: Catalogue, among ids: [Int]? = nil, limit: Int
    ) -> (sql: String, arguments: StatementArguments) {
        var conditions = ["movie.source = ?", "movie.language = ?", "movie.origin IN (?, '')"]
        var arguments: StatementArguments = [catalogue.source.rawValue, catalogue.language, catalogue.origin]
        if let ids {
            conditions.append("movie.id IN (SELECT value FROM json_each(?))")
            arguments += ["[" + ids.map(String.init).joined(separator: ",") + "]"]
        }
        if let years = query.years {
            conditions.append("movie.year BETWEEN ? AND ?")
            arguments += [years.lowerBound, years.upperBound]
        }
        if let rating = query.minimumRating {
            conditions.append("movie.rating >= ?")
            arguments += [rating * catalogue.source.described.ratingScale / 10]
        }
        if let votes = query.minimumVotes {
            conditions.append("movie.voteCount >= ?")
            arguments += [votes]
        }
        if let runtime = query.runtime {
            conditions.append("movie.runtime BETWEEN ? AND ?")
            arguments += [runtime.lowerBound, runtime.upperBound]
        }
        if let language = query.originalLanguage {
            conditions.append("movie.originalLanguage = ?")
            arguments += [language]
        }
        for genre in query.genres {
            conditions.append("EXISTS (SELECT 1 FROM movieGenre WHERE genreId = ? AND movieKey = movie.key)")
            arguments += [genre.id]
        }
        if !query.providers.isEmpty {
            let names = query.providers.map { _ in "?" }.joined(separator: ", ")
            conditions.append(
                "EXISTS (SELECT 1 FROM movieProvider WHERE region = ? AND provider IN (\(names)) AND movieKey = movie.key)"
            )
            arguments += [query.region]
            arguments += StatementArguments(query.providers.map(\.name))
        }
        let sql = """
            SELECT \(MovieRecord.selection) FROM movie
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(order(query.order)) LIMIT ?
            """
        arguments += [limit + 5]
        return (sql, arguments)
    }

    /// The `ORDER BY` of `order`: unknown values last, ties by id.
    private static func order(_ order: DiscoverOrder) -> String {
        switch order {
        case .popularity: "movie.popularity DESC, movie.rating DESC, movie.id"
        case .rating: "movie.rating DESC, movie.voteCount DESC, movie.id"
        case .revenue: "movie.grossing DESC, movie.id"
        case .date: "movie.releaseDate DESC, movie.id"
        case .votes: "movie.voteCount DESC, movie.id"
        case .title: "movie.name COLLATE NOCASE, movie.id"
        }
    }
}
