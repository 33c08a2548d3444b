import Foundation
import MovieKit

/// The films of `watchlist --streaming`: a table (added, id, title, year, your services it streams
/// on there), JSON (`[{id, title, year, services}]`) or CSV.
struct WatchlistStreamingRenderer {
    let format: OutputFormat
    let style: TextStyle
    let region: String

    private struct Item: Encodable {
        let id: Int?
        let title: String
        let year: Int?
        let services: [String]
    }

    func render(_ films: [WatchlistStreaming.Film]) -> String {
        switch format {
        case .table:
            return TextTable(
                header: ["Added", "Id", "Title", "Year", "Streams on (\(region))"],
                rows: films.map { film in
                    [
                        APIDate.format(film.entry.added), film.entry.film.id.map(String.init) ?? "—", film.title,
                        film.year.map(String.init) ?? "—", film.services.joined(separator: ", "),
                    ]
                }, rightAligned: [1], givesWay: [2]
            ).render(style: style)
        case .json:
            return MovieRenderer.json(
                films.map { Item(id: $0.entry.film.id, title: $0.title, year: $0.year, services: $0.services) })
        case .csv:
            return CSV.record(["added", "id", "title", "year", "services"])
                + films.map {
                    CSV.record([
                        APIDate.format($0.entry.added), $0.entry.film.id.map(String.init) ?? "", $0.title,
                        $0.year.map(String.init) ?? "", $0.services.joined(separator: ", "),
                    ])
                }.joined()
        }
    }
}
