import MovieKit

/// A ranked list as aligned columns: rank, title, release date, grossing, rating, cast; the
/// films you have seen marked (``SeenMarks``).
struct MovieTable {
    let style: TextStyle
    var seen = SeenMarks.none

    func render(_ movies: [any Movie]) -> String {
        guard !movies.isEmpty else { return "No movies.\n" }
        let header = ["#", "Title", "Released", "Grossing", "Rating", "Cast"]
        let seenIDs = seen.seen(among: movies.map(\.id))
        let mark = SeenMarks.mark(style: style)
        let rows = movies.enumerated().map { index, movie in
            [
                String(index + 1), seenIDs.contains(movie.id) ? mark + movie.name : movie.name,
                Formatting.date(movie.releaseDate),
                Formatting.dollars(movie.grossing), Formatting.rating(movie.rating),
                movie.cast.map(\.name).joined(separator: ", "),
            ]
        }
        return TextTable(header: header, rows: rows, rightAligned: [0, 3, 4]).render(style: style)
    }
}
