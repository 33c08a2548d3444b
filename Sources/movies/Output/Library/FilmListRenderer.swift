import Foundation
import MovieKit

/// Your lists as the chosen ``OutputFormat`` prints them: all of them (a line each), or one with
/// its films. JSON is the archive's (``LibraryArchive/ListItem``); CSV a row a list, or a film.
struct FilmListRenderer {
    let format: OutputFormat
    let style: TextStyle

    /// Your lists, a line each.
    func render(_ lists: [FilmList]) -> String {
        switch format {
        case .table:
            guard !lists.isEmpty else { return "You have no lists: movies list create NAME\n" }
            return TextTable(
                header: ["Name", "Films", "Ranked", "Description"],
                rows: lists.map { list in
                    [list.name, String(list.entries.count), list.ranked ? "ranked" : "", list.description ?? ""]
                }, rightAligned: [1], givesWay: [3, 0]
            ).render(style: style)
        case .json:
            return MovieRenderer.json(lists.map(Overview.init))
        case .csv:
            return CSV.record(["name", "films", "ranked", "description", "created_at"])
                + lists.map { list in
                    CSV.record([
                        list.name, String(list.entries.count), list.ranked ? "true" : "false",
                        list.description ?? "", LibraryTime.format(list.createdAt),
                    ])
                }.joined()
        }
    }

    /// One list, its films in their order.
    func render(_ list: FilmList) -> String {
        switch format {
        case .table:
            var text = style.bold(TerminalText.safe(list.name)) + (list.ranked ? " (ranked)" : "") + "\n"
            if let description = list.description { text += TerminalText.safe(description) + "\n" }
            guard !list.entries.isEmpty else {
                return text + "No films on it yet: movies list add NAME ID|TITLE\n"
            }
            return text
                + TextTable(
                    header: ["#", "Id", "Title", "Year"],
                    rows: list.entries.map { [String($0.position)] + LibraryRenderer.cells($0.film) },
                    rightAligned: [0, 1], givesWay: [2]
                ).render(style: style)
        case .json: return MovieRenderer.json(LibraryArchive.ListItem(list))
        case .csv:
            return CSV.record(["position"] + LibraryRenderer.csvHeader)
                + list.entries.map { CSV.record([String($0.position)] + LibraryRenderer.csvFields($0.film)) }.joined()
        }
    }

    /// A list as `movies list --format json` writes it: no films, their count.
    private struct Overview: Encodable {
        let name: String
        @NullWhenNil var description: String?
        let ranked: Bool
        let films: Int
        let createdAt: String

        init(_ list: FilmList) {
            name = list.name
            description = list.description
            ranked = list.ranked
            films = list.entries.count
            createdAt = LibraryTime.format(list.createdAt)
        }
    }
}
