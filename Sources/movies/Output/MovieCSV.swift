import MovieKit

/// Movies as CSV: a header, then one record per movie; lists start with their rank.
struct MovieCSV {
    /// Whose films they are: how their ids are written.
    var source = SourceOption.defaultValue.described

    /// The same columns for every source; what a source does not know is an empty field.
    static let header = [
        "id", "title", "year", "released", "grossing", "rating", "cast", "runtime", "genres", "overview",
    ]

    func render(_ movies: [any Movie]) -> String {
        var text = CSV.record(["rank"] + Self.header)
        for (index, movie) in movies.enumerated() {
            text += CSV.record([String(index + 1)] + fields(of: movie))
        }
        return text
    }

    func render(_ movie: any Movie) -> String {
        CSV.record(Self.header) + CSV.record(fields(of: movie))
    }

    /// Plain numbers (no `$` or grouping), so spreadsheets read them as numbers; cast names and
    /// genres joined by `; `; an unknown fact is an empty field.
    func fields(of movie: any Movie) -> [String] {
        [
            source.filmID(movie.id), movie.name, movie.year.map(String.init) ?? "",
            movie.releaseDate.map(APIDate.format) ?? "",
            movie.grossing.map(String.init) ?? "", movie.knownRating.map(Formatting.rating) ?? "",
            movie.cast.map(\.name).joined(separator: "; "),
            movie.runtime.map(String.init) ?? "", movie.genres.joined(separator: "; "), movie.overview ?? "",
        ]
    }
}
