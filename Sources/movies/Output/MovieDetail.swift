import MovieKit

/// One movie as a detail view: the title, then a labelled line for each fact the source knows
/// (the original title first, when it differs)
/// (and, for a movie known only from a list, why its details are missing), the overview last,
/// wrapped.
struct MovieDetail {
    let style: TextStyle
    /// The highest rating of the movie's source, shown beside the rating.
    let ratingScale: Double

    func render(_ movie: any Movie) -> String {
        let cast = movie.cast.map(\.name)
        var facts: [(String, String)] = movie.originalTitle.map { [("Original", $0)] } ?? []
        facts += [
            ("Released", Formatting.date(movie.releaseDate)),
            ("Grossing", Formatting.dollars(movie.grossing)),
            ("Rating", Formatting.rating(movie.rating) + "/" + Formatting.rating(ratingScale)),
        ]
        if let runtime = movie.runtime { facts.append(("Runtime", Formatting.runtime(minutes: runtime))) }
        if !movie.genres.isEmpty { facts.append(("Genres", movie.genres.joined(separator: ", "))) }
        facts.append(("Cast", cast.isEmpty ? "—" : cast.joined(separator: ", ")))
        facts.append(("Id", String(movie.id)))
        if let reason = movie.incompleteReason {
            facts.append(("Missing", "its details, known only from a list (\(reason)); asked for again next time"))
        }
        let title = movie.year.map { "\(movie.name) (\($0))" } ?? movie.name
        var text = style.bold(title) + "\n"
        for (label, value) in facts {
            text += Self.indent + style.dim(label.padding(toLength: Self.labelWidth)) + value + "\n"
        }
        if let overview = movie.overview {
            text += "\n" + Formatting.wrap(overview, width: 76, indent: Self.indent)
        }
        return text
    }

    private static let indent = "  "
    private static let labelWidth = 10
}

extension String {
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
