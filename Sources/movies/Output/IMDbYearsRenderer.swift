import Foundation
import MovieKit

/// What `movies years --source imdb` prints: how many films IMDb's import holds of each year,
/// newest first, as a table, JSON (`[{"year", "films"}]`) or CSV.
struct IMDbYearsRenderer {
    let format: OutputFormat
    let style: TextStyle

    private struct Row: Encodable {
        let year: Int
        let films: Int
    }

    func render(_ years: [(year: Int, films: Int)]) -> String {
        switch format {
        case .table:
            guard !years.isEmpty else { return "No films.\n" }
            return TextTable(
                header: ["Year", "Films"], rows: years.map { [String($0.year), Formatting.grouped(UInt($0.films))] },
                rightAligned: [0, 1]
            ).render(style: style)
        case .json:
            return MovieRenderer.json(years.map { Row(year: $0.year, films: $0.films) })
        case .csv:
            return CSV.record(["year", "films"])
                + years.map { CSV.record([String($0.year), String($0.films)]) }.joined()
        }
    }
}
