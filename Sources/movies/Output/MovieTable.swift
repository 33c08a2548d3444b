import MovieKit

/// A ranked list as aligned columns: rank, title, release date, grossing, rating, cast.
struct MovieTable {
    let style: TextStyle

    func render(_ movies: [any Movie]) -> String {
        guard !movies.isEmpty else { return "No movies.\n" }
        let header = ["#", "Title", "Released", "Grossing", "Rating", "Cast"]
        let rows = movies.enumerated().map { index, movie in
            [
                String(index + 1), movie.name, APIDate.format(movie.releaseDate),
                Formatting.dollars(movie.grossing), Formatting.rating(movie.rating),
                movie.cast.map(\.name).joined(separator: ", "),
            ]
        }
        let rightAligned: Set<Int> = [0, 3, 4]
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column == cells.count - 1 { return cell }
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
        }
        var text = style.bold(line(header)) + "\n"
        for row in rows {
            text += line(row) + "\n"
        }
        return text
    }
}
