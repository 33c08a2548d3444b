import Foundation
import GRDB

/// A row of the `imageConfiguration` table: where a source's images are (at one origin) and in
/// which sizes, as its API last said.
enum ImageConfigurationRecord: CacheTable {
    static let databaseTableName = "imageConfiguration"
    static let rowsOfSource = "source = :source"

    /// Where `catalogue`'s images are and when that was fetched, or `nil` if never saved from its
    /// source and origin.
    static func find(
        from catalogue: Catalogue, in db: Database
    ) throws -> (configuration: ImageConfiguration, fetchedAt: Date)? {
        let statement = try db.cachedStatement(
            sql: "SELECT baseURL, posterSizes, fetchedAt FROM imageConfiguration WHERE source = ? AND origin = ?")
        guard let row = try Row.fetchOne(statement, arguments: [catalogue.source.rawValue, catalogue.origin]),
            let baseURL = URL(string: row[0])
        else { return nil }
        let sizes: String = row[1]
        return (
            ImageConfiguration(baseURL: baseURL, posterSizes: sizes.split(separator: " ").map(String.init)),
            Date(timeIntervalSince1970: row[2])
        )
    }

    /// Saves `configuration` as where `catalogue`'s images are, in place of what was known.
    static func save(
        _ configuration: ImageConfiguration, from catalogue: Catalogue, fetchedAt: Date, in db: Database
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO imageConfiguration (source, origin, baseURL, posterSizes, fetchedAt) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (source, origin) DO UPDATE SET
                    baseURL = excluded.baseURL, posterSizes = excluded.posterSizes, fetchedAt = excluded.fetchedAt
                """,
            arguments: [
                catalogue.source.rawValue, catalogue.origin, configuration.baseURL.absoluteString,
                configuration.posterSizes.joined(separator: " "), fetchedAt.timeIntervalSince1970,
            ])
    }

    /// Marks where `catalogue`'s images are as confirmed at `date` (`db.changesCount` says whether
    /// any was kept).
    static func renew(from catalogue: Catalogue, at date: Date, in db: Database) throws {
        try db.execute(
            sql: "UPDATE imageConfiguration SET fetchedAt = ? WHERE source = ? AND origin = ?",
            arguments: [date.timeIntervalSince1970, catalogue.source.rawValue, catalogue.origin])
    }
}
