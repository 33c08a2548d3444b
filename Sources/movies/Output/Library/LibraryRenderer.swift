import Foundation
import MovieKit

/// Your lists as the chosen ``OutputFormat`` prints them: a table for people (a film without a
/// title yet shows as "film ID"), the archive's JSON entries (``LibraryArchive``), or CSV.
struct LibraryRenderer {
    let format: OutputFormat
    let style: TextStyle

    func render(_ entries: [WatchlistEntry]) -> String {
        switch format {
        case .table:
            guard !entries.isEmpty else { return "Your watchlist is empty: movies watchlist add ID|TITLE\n" }
            return TextTable(
                header: ["Added", "Id", "Title", "Year"],
                rows: entries.map { entry in
                    [APIDate.format(entry.added), Self.id(entry.film), entry.film.displayTitle, Self.year(entry.film)]
                }, rightAligned: [1], givesWay: [2]
            ).render(style: style)
        case .json: return MovieRenderer.json(entries.map(LibraryArchive.WatchlistItem.init))
        case .csv:
            return CSV.record(["added"] + Self.csvHeader)
                + entries.map { CSV.record([APIDate.format($0.added)] + Self.csvFields($0.film)) }.joined()
        }
    }

    func render(_ viewings: [Viewing]) -> String {
        switch format {
        case .table:
            guard !viewings.isEmpty else { return "Your diary is empty: movies watched ID|TITLE\n" }
            let rows = viewings.map { viewing in
                [viewing.watchedOn.map(APIDate.format) ?? "seen", viewing.rating.map { "\($0)/10" } ?? ""]
                    + Self.cells(viewing.film)
                    + [viewing.rewatch ? "rewatch" : "", viewing.tags.joined(separator: ", ")]
            }
            return TextTable(
                header: ["Watched", "Rating", "Id", "Title", "Year", "Again", "Tags"], rows: rows,
                rightAligned: [1, 2],
                givesWay: [6, 3]
            ).render(style: style)
        case .json: return MovieRenderer.json(viewings.map(LibraryArchive.DiaryItem.init))
        case .csv:
            var text = CSV.record(
                ["watched_on", "marked_on"] + Self.csvHeader + ["your_rating", "rewatch", "tags", "review"])
            for viewing in viewings {
                text += CSV.record(
                    [viewing.watchedOn.map(APIDate.format) ?? "", APIDate.format(viewing.markedOn)]
                        + Self.csvFields(viewing.film)
                        + [
                            viewing.rating?.description ?? "", viewing.rewatch ? "true" : "false",
                            viewing.tags.joined(separator: "; "), viewing.review ?? "",
                        ])
            }
            return text
        }
    }

    func render(_ ratings: [FilmRating]) -> String {
        switch format {
        case .table:
            guard !ratings.isEmpty else { return "You have rated no films: movies rate ID|TITLE 0.5-10\n" }
            return TextTable(
                header: ["Rating", "Rated", "Id", "Title", "Year"],
                rows: ratings.map { rated in
                    [
                        "\(rated.rating)/10", APIDate.format(rated.ratedOn), Self.id(rated.film),
                        rated.film.displayTitle,
                        Self.year(rated.film),
                    ]
                },
                rightAligned: [0, 2], givesWay: [3]
            ).render(style: style)
        case .json: return MovieRenderer.json(ratings.map(LibraryArchive.RatingItem.init))
        case .csv:
            return CSV.record(["your_rating", "rated_on"] + Self.csvHeader)
                + ratings.map {
                    CSV.record([$0.rating.description, APIDate.format($0.ratedOn)] + Self.csvFields($0.film))
                }
                .joined()
        }
    }

    /// A film's id, title and year as a table shows them; an unmatched film's id is "–".
    static func cells(_ film: LibraryFilm) -> [String] {
        [id(film), film.displayTitle, year(film)]
    }

    static func id(_ film: LibraryFilm) -> String { film.id.map(film.source.described.filmID) ?? Formatting.unknown }

    static func year(_ film: LibraryFilm) -> String { film.year.map(String.init) ?? "" }

    static let csvHeader = ["source", "id", "imdb_id", "title", "year"]

    static func csvFields(_ film: LibraryFilm) -> [String] {
        [
            film.source.rawValue, film.id.map(String.init) ?? "", film.imdbID ?? "", film.title ?? "",
            film.year.map(String.init) ?? "",
        ]
    }
}
