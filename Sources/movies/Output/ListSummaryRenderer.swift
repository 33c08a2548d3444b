import Foundation
import MovieKit

/// The cached lists (`movies years`) as a table, JSON or CSV.
struct ListSummaryRenderer {
    let format: OutputFormat
    let style: TextStyle
    var now: Date = MoviesClock.now()

    func render(_ lists: [CachedListSummary]) -> String {
        switch format {
        case .table: table(lists)
        case .json: MovieRenderer.json(lists.map(Entry.init))
        case .csv:
            CSV.record(["year", "list", "movies", "fetchedAt"])
                + lists.map {
                    CSV.record([String($0.year), $0.list.rawValue, String($0.movieCount), Self.timestamp($0.fetchedAt)])
                }.joined()
        }
    }

    private func table(_ lists: [CachedListSummary]) -> String {
        guard !lists.isEmpty else { return "No lists cached; try movies sync 2016.\n" }
        let rows = lists.map {
            [String($0.year), $0.list.title, String($0.movieCount), Formatting.age(of: $0.fetchedAt, now: now)]
        }
        return TextTable(header: ["Year", "List", "Movies", "Fetched"], rows: rows, rightAligned: [2]).render(
            style: style)
    }

    /// `date` in UTC as ISO 8601 to the second, like `2026-11-23T09:41:37Z`: what
    /// `date.formatted(.iso8601)` writes, without the format style's first use, which costs a
    /// cached answer more than its query (bench/ANALYSIS.md).
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-" + padded(parts.tm_mday, 2)
            + "T" + padded(parts.tm_hour, 2) + ":" + padded(parts.tm_min, 2) + ":" + padded(parts.tm_sec, 2) + "Z"
    }

    private struct Entry: Encodable {
        let year: Int
        let list: String
        let movies: Int
        let fetchedAt: String

        init(_ summary: CachedListSummary) {
            year = summary.year
            list = summary.list.rawValue
            movies = summary.movieCount
            fetchedAt = ListSummaryRenderer.timestamp(summary.fetchedAt)
        }
    }
}
