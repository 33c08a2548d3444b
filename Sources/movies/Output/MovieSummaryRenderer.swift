import Foundation
import MovieKit

/// Turns the films a search or a filmography names into the text the chosen ``OutputFormat``
/// prints: a row each with the id to ask `show` for, the title (and the original one when it
/// differs), the year, the rating and votes; in a filmography, the part played.
///
/// A table marks the films you have seen (``SeenMarks``).
struct MovieSummaryRenderer {
    let format: OutputFormat
    let style: TextStyle
    /// Whose films they are: how their ids are written (IMDb's `tt0083658`).
    var source = SourceOption.defaultValue.described
    var seen = SeenMarks.none
    /// Whether a table shows each film's release day rather than its year (in cinemas now,
    /// coming soon).
    var releaseDays = false

    func render(_ movies: [MovieSummary], withParts: Bool = false) -> String {
        switch format {
        case .table: table(movies, withParts: withParts)
        case .json:
            // Films known by IMDb's ids are written as IMDb's datasets write them.
            source.filmIDs == .imdbTitles
                ? MovieRenderer.json(movies.map { Row(movie: $0, id: IMDbID.title($0.id)) })
                : MovieRenderer.json(movies.map { Row(movie: $0, id: $0.id) })
        case .csv: csv(movies, withParts: withParts)
        }
    }

    private func table(_ movies: [MovieSummary], withParts: Bool) -> String {
        guard !movies.isEmpty else { return "No movies.\n" }
        let showsOriginal = movies.contains { $0.originalTitle != nil }
        // The id first: a rank before it would read as one (the rows are in rank order; CSV
        // keeps `rank`).
        var header = ["Id", "Title", releaseDays ? "Released" : "Year", "Rating", "Votes"]
        if withParts { header.insert("Character", at: 3) }
        if showsOriginal { header.append("Original title") }
        let seenIDs = seen.seen(among: movies.map(\.id))
        let mark = SeenMarks.mark(style: style)
        let rows = movies.map { movie in
            var row = [
                source.filmID(movie.id),
                seenIDs.contains(movie.id) ? mark + movie.title : movie.title,
                releaseDays ? Formatting.date(movie.releaseDate) : movie.year.map(String.init) ?? Formatting.unknown,
                Formatting.rating(movie.knownRating, onScaleOf: source.ratingScale),
                movie.voteCount.map { Formatting.grouped(UInt(max(0, $0))) } ?? Formatting.unknown,
            ]
            if withParts { row.insert(movie.character ?? "", at: 3) }
            if showsOriginal { row.append(movie.originalTitle ?? "") }
            return row
        }
        let rightAligned: Set<Int> = withParts ? [0, 4, 5] : [0, 3, 4]
        // The original title gives way first, then the part played, then the title.
        let givesWay = (showsOriginal ? [header.count - 1] : []) + (withParts ? [3] : []) + [1]
        return TextTable(
            header: header, rows: rows, rightAligned: rightAligned, givesWay: givesWay,
            mayDrop: showsOriginal ? [header.count - 1] : []
        )
        .render(style: style)
    }

    private func csv(_ movies: [MovieSummary], withParts: Bool) -> String {
        var header = ["rank", "id", "title", "original_title", "year", "released", "rating", "votes"]
        if withParts { header.append("character") }
        var text = CSV.record(header)
        for (index, movie) in movies.enumerated() {
            var fields = [
                String(index + 1), source.filmID(movie.id), movie.title, movie.originalTitle ?? "",
                movie.year.map(String.init) ?? "", movie.releaseDate.map(APIDate.format) ?? "",
                movie.knownRating.map(Formatting.rating) ?? "", movie.voteCount.map(String.init) ?? "",
            ]
            if withParts { fields.append(movie.character ?? "") }
            text += CSV.record(fields)
        }
        return text
    }

    /// A film as `--format json` writes it: its id as its source writes it (a number, or IMDb's
    /// `tt0083658`), its rating and votes always, `null` when unknown (a rating no one gave is
    /// unknown, never 0); the other facts unknown left out (IMDb's datasets have no release days).
    struct Row<ID: Encodable>: Encodable {
        let movie: MovieSummary
        let id: ID

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(movie.title, forKey: .title)
            try container.encodeIfPresent(movie.originalTitle, forKey: .originalTitle)
            try container.encodeIfPresent(movie.year, forKey: .year)
            try container.encodeIfPresent(movie.releaseDate.map(APIDate.format), forKey: .releaseDate)
            try container.encode(movie.knownRating, forKey: .rating)
            try container.encode(movie.voteCount, forKey: .votes)
            try container.encodeIfPresent(movie.character, forKey: .character)
        }

        private enum CodingKeys: String, CodingKey {
            case id, title, originalTitle, year, releaseDate, rating, votes, character
        }
    }
}

extension MovieSummaryRenderer {
    /// The renderer a command's `options` ask for: in their format, with the console's style, the
    /// ids written as their source writes them, and the films you have seen marked.
    init(options: GlobalOptions, console: Console) {
        self.init(
            format: options.format, style: console.outputStyle, source: options.source.described,
            seen: .of(options.source, console: console))
    }
}
