import Foundation
import MovieKit

/// What `movies cache info` prints: labelled facts as a table, JSON or CSV, in all and per source.
struct CacheInfoFacts {
    let path: String
    let bytes: Int64
    /// `nil` when there is no cache file yet.
    let statistics: CacheStatistics?
    /// What the import of IMDb's datasets beside the cache holds; `nil` when there is none.
    var imdb: IMDbImportFacts?
    /// The bytes the import and the files downloaded for it take.
    var imdbBytes: Int64 = 0
    var now: Date = MoviesClock.now()

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
                    // A source that answers from its import (IMDb's) keeps nothing in the cache.
                    if source.described.answersFromImport { return (source.rawValue, imdbLine) }
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

    /// What the IMDb import holds, in words.
    private var imdbLine: String {
        guard let imdb else {
            return imdbBytes > 0 ? "not imported (\(Self.size(imdbBytes)) downloaded)" : "not imported"
        }
        return "\(Formatting.grouped(UInt(imdb.films))) films, \(Formatting.grouped(UInt(imdb.people))) people, "
            + "imported \(fetch(imdb.importedAt)); \(Self.size(imdbBytes)) with the files downloaded"
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

            /// IMDb's source, whose films are the import's, not the cache's.
            init(imported: IMDbImportFacts?) {
                movies = imported?.films ?? 0
                actors = imported?.people ?? 0
                (lists, posters, posterBytes) = (0, 0, 0)
                oldestFetch = imported.map { ListSummaryRenderer.timestamp($0.importedAt) }
                newestFetch = oldestFetch
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
        let imdb: IMDb?

        /// The IMDb import, as written.
        struct IMDb: Encodable {
            let films, castMembers, crewMembers, people: Int
            let importedAt: String
            let publishedAt: String?
            let bytes: Int64
        }

        init(_ facts: CacheInfoFacts) {
            path = facts.path
            bytes = facts.bytes
            counts = Counts(facts.statistics?.total)
            schema = facts.statistics?.schemaVersion ?? "none"
            sources = MovieSource.allCases.map { source in
                let counts =
                    source.described.answersFromImport
                    ? Counts(imported: facts.imdb) : Counts(facts.statistics?.bySource[source])
                return SourceCounts(source: source.rawValue, counts: counts)
            }
            imdb = facts.imdb.map {
                IMDb(
                    films: $0.films, castMembers: $0.castMembers, crewMembers: $0.crewMembers, people: $0.people,
                    importedAt: ListSummaryRenderer.timestamp($0.importedAt),
                    publishedAt: $0.publishedAt.map(ListSummaryRenderer.timestamp), bytes: facts.imdbBytes)
            }
        }

        enum CodingKeys: String, CodingKey { case path, bytes, schema, sources, imdb }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(bytes, forKey: .bytes)
            try counts.encode(to: encoder)
            try container.encode(schema, forKey: .schema)
            try container.encode(sources, forKey: .sources)
            try container.encodeIfPresent(imdb, forKey: .imdb)
        }
    }
}
