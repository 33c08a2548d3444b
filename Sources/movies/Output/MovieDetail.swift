import MovieKit

/// One movie as a detail view: the title, then a labelled line for each fact.
struct MovieDetail {
    let style: TextStyle

    func render(_ movie: any Movie) -> String {
        let cast = movie.cast.map(\.name)
        let facts: [(String, String)] = [
            ("Released", APIDate.format(movie.releaseDate)),
            ("Grossing", Formatting.dollars(movie.grossing)),
            ("Rating", Formatting.rating(movie.rating)),
            ("Cast", cast.isEmpty ? "—" : cast.joined(separator: ", ")),
            ("Id", String(movie.id)),
        ]
        var text = style.bold("\(movie.name) (\(movie.year))") + "\n"
        for (label, value) in facts {
            text += "  " + style.dim(label.padding(toLength: 10)) + value + "\n"
        }
        return text
    }
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
