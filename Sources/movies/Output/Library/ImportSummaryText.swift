import MovieKit

/// What an import says it did: a line of counts (stdout), then lines naming the ratings it
/// replaced (with what they were), the films it took off your watchlist, the films kept unmatched
/// and the titles left out as not films, each named when few.
struct ImportSummaryText {
    let summary: ImportSummary
    let origin: String
    /// How many names a line lists before it counts the rest.
    static let namedAtMost = 5

    var lines: [String] {
        let counts = [
            ("watchlist", summary.watchlist), ("diary", summary.viewings), ("ratings", summary.ratings),
            ("lists", summary.lists),
        ].filter { $0.1.total > 0 }.map { name, counts in
            var parts = ["\(counts.added) added"]
            if counts.updated > 0 { parts.append("\(counts.updated) updated") }
            if counts.unchanged > 0 { parts.append("\(counts.unchanged) already there") }
            if counts.seenSince > 0 { parts.append("\(counts.seenSince) left off, seen since added") }
            if counts.removedSince > 0 { parts.append("\(counts.removedSince) left off, removed here since") }
            return "\(name) \(parts.joined(separator: ", "))"
        }
        var lines = [
            counts.isEmpty
                ? "Imported nothing from \(origin): it has no entries."
                : "Imported from \(origin): \(counts.joined(separator: "; "))."
        ]
        if !summary.replacedRatings.isEmpty {
            let ratings = summary.replacedRatings.map { replaced in
                "\(LibraryFilmText.named(replaced.film)) \(LibraryFilmText.rating(replaced.rating, replacing: replaced.was))"
            }
            lines.append("replaced \(Self.counted(ratings.count, "rating")): \(Self.named(ratings))")
        }
        if let left = Self.leftWatchlist(summary.leftWatchlist) { lines.append(left) }
        if !summary.shortTitles.isEmpty {
            lines.append(
                "matched \(Self.counted(summary.shortTitles.count, "short title")) to the film it begins: "
                    + Self.named(summary.shortTitles))
        }
        if !summary.unmatched.isEmpty {
            let films = summary.unmatched.count == 1 ? "1 film" : "\(summary.unmatched.count) films"
            lines.append("\(films) not matched, kept as the file names them: \(Self.named(summary.unmatched))")
        }
        if !summary.notFilms.isEmpty {
            let titles = summary.notFilms.count == 1 ? "1 title" : "\(summary.notFilms.count) titles"
            let are = summary.notFilms.count == 1 ? "is not a film" : "are not films"
            lines.append("left out \(titles) that \(are): \(Self.named(summary.notFilms))")
        }
        lines += summary.notes.map(TerminalText.safe)
        return lines
    }

    /// "1 rating", "2 ratings".
    /// The line naming the films an import took off your watchlist, seen; `nil` when none.
    static func leftWatchlist(_ films: [LibraryFilm]) -> String? {
        guard !films.isEmpty else { return nil }
        return "took \(counted(films.count, "film")) off your watchlist, seen: "
            + named(films.map(LibraryFilmText.named))
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The first names, made safe to show, and how many more.
    private static func named(_ names: [String]) -> String {
        var text = names.prefix(namedAtMost).map(TerminalText.safe).joined(separator: "; ")
        if names.count > namedAtMost { text += " and \(names.count - namedAtMost) more" }
        return text
    }
}
