import MovieKit

/// Movies as CSV: a header, then one record per movie; lists start with their rank.
struct MovieCSV {
    static let header = ["id", "title", "year", "released", "grossing", "rating", "cast"]

    func render(_ movies: [any Movie]) -> String {
        var text = CSV.record(["rank"] + Self.header)
        for (index, movie) in movies.enumerated() {
            text += CSV.record([String(index + 1)] + Self.fields(of: movie))
        }
        return text
    }

    func render(_ movie: any Movie) -> String {
        CSV.record(Self.header) + CSV.record(Self.fields(of: movie))
    }

    /// Plain numbers (no `$` or grouping), so spreadsheets read them as numbers; cast names
    /// joined by `; `.
    static func fields(of movie: any Movie) -> [String] {
        [
            String(movie.id), movie.name, String(movie.year), APIDate.format(movie.releaseDate),
            String(movie.grossing), Formatting.rating(movie.rating), movie.cast.map(\.name).joined(separator: "; "),
        ]
    }
}
