import Foundation
import MovieKit

/// What `movies cache info` prints: labelled facts as a table, JSON or CSV.
struct CacheInfoFacts {
    let path: String
    let bytes: Int64
    /// `nil` when there is no cache file yet.
    let statistics: CacheStatistics?
    var now: Date = Date()

    func render(format: OutputFormat, style: TextStyle) -> String {
        switch format {
        case .table:
            let facts: [(String, String)] = [
                ("Path", statistics == nil ? path + " (not created yet)" : path),
                ("Size", Self.size(bytes)),
                ("Movies", Formatting.grouped(UInt(statistics?.movies ?? 0))),
                ("Actors", Formatting.grouped(UInt(statistics?.actors ?? 0))),
                ("Lists", Formatting.grouped(UInt(statistics?.lists ?? 0))),
                ("Oldest", fetch(statistics?.oldestFetch)),
                ("Newest", fetch(statistics?.newestFetch)),
                ("Schema", statistics?.schemaVersion ?? "none"),
            ]
            return facts.map { style.dim($0.0.padding(toLength: 8, withPad: " ", startingAt: 0)) + $0.1 }.joined(separator: "\n") + "\n"
        case .json:
            return MovieRenderer.json(Entry(self))
        case .csv:
            let entry = Entry(self)
            return CSV.record(["path", "bytes", "movies", "actors", "lists", "oldestFetch", "newestFetch", "schema"])
                + CSV.record([
                    entry.path, String(entry.bytes), String(entry.movies), String(entry.actors), String(entry.lists),
                    entry.oldestFetch ?? "", entry.newestFetch ?? "", entry.schema,
                ])
        }
    }

    private func fetch(_ date: Date?) -> String {
        guard let date else { return "—" }
        return ListSummaryRenderer.timestamp(date) + " (" + Formatting.age(of: date, now: now) + ")"
    }

    /// `1536` as `1.5 KiB`.
    static func size(_ bytes: Int64) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB"]
        var value = Double(bytes), unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(bytes) bytes" : String(format: "%.1f %@", value, units[unit])
    }

    private struct Entry: Encodable {
        let path: String
        let bytes: Int64
        let movies: Int
        let actors: Int
        let lists: Int
        let oldestFetch: String?
        let newestFetch: String?
        let schema: String

        init(_ facts: CacheInfoFacts) {
            path = facts.path
            bytes = facts.bytes
            movies = facts.statistics?.movies ?? 0
            actors = facts.statistics?.actors ?? 0
            lists = facts.statistics?.lists ?? 0
            oldestFetch = facts.statistics?.oldestFetch.map(ListSummaryRenderer.timestamp)
            newestFetch = facts.statistics?.newestFetch.map(ListSummaryRenderer.timestamp)
            schema = facts.statistics?.schemaVersion ?? "none"
        }
    }
}
