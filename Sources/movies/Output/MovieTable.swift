import MovieKit

/// A ranked list as aligned columns: rank, title, release date, grossing, rating, cast.
struct MovieTable {
    let style: TextStyle

    func render(_ movies: [any Movie]) -> String {
        guard !movies.isEmpty else { return "No movies.\n" }
        let header = ["#", "Title", "Released", "Grossing", "Rating", "Cast"]
        let rows = movies.enumerated().map { index, movie in
            [
                String(index + 1), movie.name, Formatting.date(movie.releaseDate),
                Formatting.dollars(movie.grossing), Formatting.rating(movie.rating),
                movie.cast.map(\.name).joined(separator: ", "),
            ]
        }
        return TextTable(header: header, rows: rows, rightAligned: [0, 3, 4]).render(style: style)
    }
}
