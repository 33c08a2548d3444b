import Foundation
import GRDB

/// Something that was true of a film in a region, and since when, as the cache kept it while the
/// film's answers changed (``MovieFactRecord``): what `movies news` reads.
public struct FilmHistoryEntry: Sendable, Hashable {
    /// What kind of thing was true.
    public enum Kind: String, Sendable {
        /// It streamed on ``subject``, with a subscription or free.
        case streaming = "stream"
        /// It came out one way (``subject``, ``FilmRelease/Kind/name``) on the day ``value``.
        case release
    }

    public let film: FilmReference
    public let kind: Kind
    /// The service, or the way it comes out.
    public let subject: String
    /// `""` for a service; the day (`yyyy-MM-dd`) of a release.
    public let value: String
    /// When the cache first saw it so.
    public let since: Date
    /// When the cache saw it no longer so; `nil` while it is.
    public let until: Date?
    /// Whether it was so when the film's page was first kept (no change to report).
    public let first: Bool
}

extension CacheDatabase {
    /// What the cache kept of the films `ids` of `catalogue` in `region`, true now or once.
    public func history(
        ofFilms ids: [Int], from catalogue: Catalogue, region: String
    ) throws(CacheError) -> [FilmHistoryEntry] {
        guard !ids.isEmpty else { return [] }
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        return try read { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT movie.id, movie.name, movie.year, movieFact.kind, movieFact.subject, movieFact.value,
                           movieFact.since, movieFact.until, movieFact.first
                    FROM movie JOIN movieFact ON movieFact.movieKey = movie.key
                    WHERE movie.source = ? AND movie.language = ? AND movie.origin IN (?, '')
                      AND movie.id IN (SELECT value FROM json_each(?)) AND movieFact.region = ?
                    ORDER BY movieFact.since, movieFact.id
                    """,
                arguments: [catalogue.source.rawValue, catalogue.language, catalogue.origin, list, region])
            // Each row read in place, its columns by position: copied and read by name, the
            // 1,490 facts of a watchlist of 500 films were 31 M of the 102 M instructions of
            // `news --offline`.
            var entries: [FilmHistoryEntry] = []
            while let row = try rows.next() {
                guard let kind = FilmHistoryEntry.Kind(rawValue: row[3]) else { continue }
                let until: Double? = row[7]
                entries.append(
                    FilmHistoryEntry(
                        film: FilmReference(id: row[0], title: row[1], year: row[2]), kind: kind, subject: row[4],
                        value: row[5], since: Date(timeIntervalSince1970: row[6]),
                        until: until.map(Date.init(timeIntervalSince1970:)), first: row[8]))
            }
            return entries
        }
    }

    /// When `movies news` last looked at `catalogue`'s films in `region`; `nil` when it never did.
    public func lastNewsLook(of catalogue: Catalogue, region: String) throws(CacheError) -> Date? {
        try read { db in
            try Double.fetchOne(
                db,
                sql: """
                    SELECT lookedAt FROM newsLook WHERE source = ? AND language = ? AND origin = ? AND region = ?
                    """,
                arguments: [catalogue.source.rawValue, catalogue.language, catalogue.origin, region]
            ).map(Date.init(timeIntervalSince1970:))
        }
    }

    /// Keeps `time` as when `movies news` last looked at `catalogue`'s films in `region`.
    public func recordNewsLook(of catalogue: Catalogue, region: String, at time: Date) throws(CacheError) {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO newsLook (source, language, origin, region, lookedAt) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (source, language, origin, region) DO UPDATE SET lookedAt = excluded.lookedAt
                    """,
                arguments: [
                    catalogue.source.rawValue, catalogue.language, catalogue.origin, region,
                    time.timeIntervalSince1970,
                ])
        }
    }
}
