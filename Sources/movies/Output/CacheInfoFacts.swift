import Foundation
import MovieKit

/// What `movies cache info` prints: labelled facts as a table, JSON or CSV, in all and per source.
struct CacheInfoFacts {
    let path: String
    let bytes: Int64
    /// `nil` when there is no cache file yet.
    let statistics: CacheStatistics?
    var now: Date = Date()

    func render(format: OutputFormat, style: TextStyle) -> String {
        switch format {
        case .table:
            let facts: [(String, String)] =
                [
                    ("Path", statistics == nil ? path + " (not created yet)" : path),
                    ("Size", Self.size(bytes)),
                    ("Movies", Formatting.grouped(UInt(statistics?.movies ?? 0))),
                    ("Actors", Formatting.grouped(UInt(statistics?.actors ?? 0))),
                    ("Lists", Formatting.grouped(UInt(statistics?.lists ?? 0))),
                    (
                        "Posters",
                        "\(Formatting.grouped(UInt(statistics?.total.posters ?? 0))) ("
                            + Self.size(Int64(statistics?.total.posterBytes ?? 0)) + " of at most "
                            + Self.size(Int64(CacheDatabase.defaultPosterBudget)) + ")"
                    ),
                    ("Oldest", fetch(statistics?.oldestFetch)),
                    ("Newest", fetch(statistics?.newestFetch)),
                    ("Schema", statistics?.schemaVersion ?? "none"),
                ]
                + MovieSource.allCases.map { source in
                    let counts = statistics?.bySource[source]
                    return (
                        source.rawValue,
                        "\(counts?.movies ?? 0) movies, \(counts?.actors ?? 0) actors, \(counts?.lists ?? 0) lists, "
                            + "\(counts?.posters ?? 0) posters"
                    )
                }
            return facts.map { style.dim($0.0.padding(toLength: 8, withPad: " ", startingAt: 0)) + $0.1 }.joined(
                separator: "\n") + "\n"
        case .json:
            return MovieRenderer.json(Entry(self))
        case .csv:
            let entry = Entry(self)
            let parts = entry.sources.map { ($0.source, $0.counts) } + [("all", entry.counts)]
            return CSV.record([
                "path", "bytes", "source", "movies", "actors", "lists", "oldestFetch", "newestFetch", "schema",
                "posters", "posterBytes",
            ])
                + parts.map { source, counts in
                    CSV.record([
                        entry.path, String(entry.bytes), source, String(counts.movies), String(counts.actors),
                        String(counts.lists),
                        counts.oldestFetch ?? "", counts.newestFetch ?? "", entry.schema, String(counts.posters),
                        String(counts.posterBytes),
                    ])
                }.joined()
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
        guard unit > 0 else { return "\(bytes) bytes" }
        // One decimal, without String(format:) and its dynamic casts.
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }

    /// The facts as JSON writes them: the totals at the top level, as before sources, and each
    /// source's under `sources`.
    private struct Entry: Encodable {
        struct Counts: Encodable {
            let movies: Int
            let actors: Int
            let lists: Int
            let posters: Int
            let posterBytes: Int
            let oldestFetch: String?
            let newestFetch: String?

            init(_ counts: CacheStatistics.Counts?) {
                movies = counts?.movies ?? 0
                actors = counts?.actors ?? 0
                lists = counts?.lists ?? 0
                posters = counts?.posters ?? 0
                posterBytes = counts?.posterBytes ?? 0
                oldestFetch = counts?.oldestFetch.map(ListSummaryRenderer.timestamp)
                newestFetch = counts?.newestFetch.map(ListSummaryRenderer.timestamp)
            }
        }

        struct SourceCounts: Encodable {
            let source: String
            let counts: Counts

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(source, forKey: .source)
                try counts.encode(to: encoder)
            }

            enum CodingKeys: String, CodingKey { case source }
        }

        let path: String
        let bytes: Int64
        let counts: Counts
        let schema: String
        let sources: [SourceCounts]

        init(_ facts: CacheInfoFacts) {
            path = facts.path
            bytes = facts.bytes
            counts = Counts(facts.statistics?.total)
            schema = facts.statistics?.schemaVersion ?? "none"
            sources = MovieSource.allCases.map {
                SourceCounts(source: $0.rawValue, counts: Counts(facts.statistics?.bySource[$0]))
            }
        }

        enum CodingKeys: String, CodingKey { case path, bytes, schema, sources }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(bytes, forKey: .bytes)
            try counts.encode(to: encoder)
            try container.encode(schema, forKey: .schema)
            try container.encode(sources, forKey: .sources)
        }
    }
}
