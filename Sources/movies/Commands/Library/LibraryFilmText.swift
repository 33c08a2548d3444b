import MovieKit

/// How library commands name films in what they print.
enum LibraryFilmText {
    /// "Blade Runner (1982, 78)", "film 78" while its title is unknown.
    static func named(_ film: LibraryFilm) -> String {
        let facts = [film.year.map(String.init), film.title == nil ? nil : film.id.map(String.init)].compactMap { $0 }
        let text = facts.isEmpty ? film.displayTitle : "\(film.displayTitle) (\(facts.joined(separator: ", ")))"
        return TerminalText.safe(text)
    }

    /// A rating as the library commands print it: "7/10", "8.5/10".
    static func rating(_ rating: YourRating) -> String {
        "\(rating)/10"
    }

    /// "6/10", with the rating it replaced: "6/10, was 7/10".
    static func rating(_ rating: YourRating, replacing previous: YourRating?) -> String {
        Self.rating(rating) + (previous.map { ", was \(Self.rating($0))" } ?? "")
    }
}
