import Foundation
import MovieKit

/// What `movies news` prints: the changes since the moment it looked from, then the coming
/// release days, as two tables; or as JSON (`{since, changes: [{film, kind, service | type, date,
/// since, from}], coming: [{film, type, date}]}`), `film` being `{id, title, year}`.
struct NewsRenderer {
    let format: OutputFormat
    let style: TextStyle
    let region: String

    private struct Film: Encodable {
        let id: Int
        let title: String
        let year: Int?

        init(_ film: FilmReference) {
            id = film.id
            title = film.title
            year = film.year
        }
    }

    private struct ChangeItem: Encodable {
        let film: Film
        let kind: String
        let service: String?
        let type: String?
        let date: String
        let from: String?
        let since: String
    }

    private struct ComingItem: Encodable {
        let film: Film
        let type: String
        let date: String
    }

    private struct Document: Encodable {
        let region: String
        let since: String?
        let changes: [ChangeItem]
        let coming: [ComingItem]
    }

    /// A time as JSON writes it: ISO 8601 in UTC, to the second.
    static func time(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    func render(_ report: WatchlistNews.Report) -> String {
        switch format {
        case .json:
            let changes = report.changes.map { change in
                ChangeItem(
                    film: Film(change.film), kind: change.kind.rawValue, service: change.service,
                    type: change.way?.name, date: APIDate.format(change.date),
                    from: change.formerDate.map(APIDate.format), since: Self.time(change.since))
            }
            let coming = report.coming.map {
                ComingItem(film: Film($0.film), type: $0.release.kind.name, date: APIDate.format($0.release.day))
            }
            return MovieRenderer.json(
                Document(region: region, since: report.since.map(Self.time), changes: changes, coming: coming))
        case .table, .csv:
            return table(report)
        }
    }

    private func title(_ film: FilmReference) -> String {
        film.year.map { "\(film.title) (\($0))" } ?? film.title
    }

    private func table(_ report: WatchlistNews.Report) -> String {
        var text = ""
        if !report.changes.isEmpty {
            text += TextTable(
                header: ["Day", "Change", "Film", "What"],
                rows: report.changes.map { change in
                    [APIDate.format(change.since), Self.label(change.kind), title(change.film), detail(change)]
                }, givesWay: [2]
            ).render(style: style)
        }
        if !report.coming.isEmpty {
            if !text.isEmpty { text += "\n" }
            text += TextTable(
                header: ["Coming", "Way", "Film"],
                rows: report.coming.map { coming in
                    [
                        APIDate.format(coming.release.day), ReleaseCalendarICS.way(coming.release.kind),
                        title(coming.film),
                    ]
                }, givesWay: [2]
            ).render(style: style)
        }
        return text
    }

    private static func label(_ kind: WatchlistNews.Change.Kind) -> String {
        switch kind {
        case .streaming: "streaming"
        case .left: "left"
        case .released: "released"
        case .moved: "moved"
        }
    }

    private func detail(_ change: WatchlistNews.Change) -> String {
        switch change.kind {
        case .streaming: "now on \(change.service ?? "") (\(region))"
        case .left: "no longer on \(change.service ?? "") (\(region))"
        case .released:
            "\(change.way.map(ReleaseCalendarICS.way) ?? "out") on \(APIDate.format(change.date)) (\(region))"
        case .moved:
            "\(change.way.map(ReleaseCalendarICS.way) ?? "out") \(change.formerDate.map(APIDate.format) ?? "?") → \(APIDate.format(change.date)) (\(region))"
        }
    }
}
