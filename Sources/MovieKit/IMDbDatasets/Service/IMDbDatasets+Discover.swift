import GRDB

extension IMDbDatasets {
    /// The films `query` selects, in its order, at most `limit`: one statement over the import.
    /// Popularity, which IMDb's datasets do not have, is read as votes.
    /// - Throws: ``MovieServiceError/notAnswered(_:)`` for an order by takings, which they do
    ///   not have either.
    public func films(discovering query: DiscoverQuery, limit: Int) throws(MovieServiceError) -> [MovieSummary] {
        var conditions: [String] = []
        var arguments = StatementArguments()
        for genre in query.genres {
            conditions.append("film.id IN (SELECT film FROM filmGenre WHERE genre = ?)")
            _ = arguments.append(contentsOf: [genre.name])
        }
        if let years = query.years {
            conditions.append("film.year BETWEEN ? AND ?")
            _ = arguments.append(contentsOf: [years.lowerBound, years.upperBound])
        }
        if let rating = query.minimumRating {
            conditions.append("film.rating >= ?")
            _ = arguments.append(contentsOf: [rating])
        }
        if let votes = query.minimumVotes {
            conditions.append("film.votes >= ?")
            _ = arguments.append(contentsOf: [votes])
        }
        if let runtime = query.runtime {
            conditions.append("film.runtime BETWEEN ? AND ?")
            _ = arguments.append(contentsOf: [runtime.lowerBound, runtime.upperBound])
        }
        let order: String
        switch query.order {
        case .popularity, .votes: order = "film.votes DESC, film.id"
        case .rating: order = "film.rating DESC, film.votes DESC, film.id"
        case .date: order = "film.year DESC, film.votes DESC, film.id"
        case .title: order = "film.title COLLATE NOCASE, film.id"
        case .revenue:
            throw .notAnswered(IMDbMovieService.described.saying(.order(query.order)))
        }
        _ = arguments.append(contentsOf: [limit])
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try read { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.summaryColumns) FROM film \(filter) ORDER BY \(order) LIMIT ?",
                arguments: arguments
            ).map { Self.summary($0) }
        }
    }
}
