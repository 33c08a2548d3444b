import MovieKit

/// A ranked list as aligned columns, highest first: the id to ask `show` for, title, release
/// date, grossing, rating, cast; the films you have seen marked (``SeenMarks``). The rank is the
/// order of the rows (and CSV's `rank`): a number before the id would read as one. On a
/// terminal the cast gives way first (left out when only a few letters of it would fit), then
/// the title.
struct MovieTable {
    let style: TextStyle
    var seen = SeenMarks.none
    /// Whose films they are: how their ids are written.
    var source = SourceOption.defaultValue.described

    func render(_ movies: [any Movie]) -> String {
        guard !movies.isEmpty else { return "No movies.\n" }
        let header = ["Id", "Title", "Released", "Grossing", "Rating", "Cast"]
        let seenIDs = seen.seen(among: movies.map(\.id))
        let mark = SeenMarks.mark(style: style)
        let rows = movies.map { movie in
            [
                source.filmID(movie.id), seenIDs.contains(movie.id) ? mark + movie.name : movie.name,
                Formatting.date(movie.releaseDate),
                Formatting.dollars(movie.grossing), Formatting.rating(movie.knownRating, onScaleOf: source.ratingScale),
                movie.cast.map(\.name).joined(separator: ", "),
            ]
        }
        // The cast gives way first, and goes rather than show a few letters; then the title.
        return TextTable(header: header, rows: rows, rightAligned: [0, 3, 4], givesWay: [5, 1], mayDrop: [5])
            .render(style: style)
    }
}
