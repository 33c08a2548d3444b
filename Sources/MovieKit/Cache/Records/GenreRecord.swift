import Foundation
import GRDB

/// A row of the `genre` table: one name of one of a source's genres, in a language, as its API
/// last listed them (a genre has its name in the language asked and its English one).
enum GenreRecord: CacheTable {
    static let databaseTableName = "genre"
    static let rowsOfSource = "source = :source"

    /// `catalogue`'s genres, each name once, by name, and when they were fetched; `nil` when never saved.
    static func genres(of catalogue: Catalogue, in db: Database) throws -> (genres: [Genre], fetchedAt: Date)? {
        let statement = try db.cachedStatement(
            sql: """
                SELECT id, name, fetchedAt FROM genre WHERE source = ? AND language = ? AND origin = ?
                ORDER BY rowid
                """)
        var genres: [Genre] = []
        var fetchedAt: Date?
        let rows = try Row.fetchCursor(
            statement, arguments: [catalogue.source.rawValue, catalogue.language, catalogue.origin])
        while let row = try rows.next() {
            genres.append(Genre(id: row[0], name: row[1]))
            fetchedAt = fetchedAt ?? Date(timeIntervalSince1970: row[2])
        }
        return fetchedAt.map { (genres, $0) }
    }

    /// Makes `genres` `catalogue`'s, in their order, in place of those it had.
    static func replace(_ genres: [Genre], of catalogue: Catalogue, fetchedAt: Date, in db: Database) throws {
        let arguments: StatementArguments = [catalogue.source.rawValue, catalogue.language, catalogue.origin]
        try db.cachedStatement(sql: "DELETE FROM genre WHERE source = ? AND language = ? AND origin = ?")
            .execute(arguments: arguments)
        let insert = try db.cachedStatement(
            sql: """
                INSERT OR IGNORE INTO genre (source, language, origin, id, name, fetchedAt) VALUES (?, ?, ?, ?, ?, ?)
                """)
        for genre in genres {
            try insert.execute(arguments: arguments + [genre.id, genre.name, fetchedAt.timeIntervalSince1970])
        }
    }

    /// Marks `catalogue`'s genres as confirmed at `date` (`db.changesCount` says whether any were kept).
    static func renew(of catalogue: Catalogue, at date: Date, in db: Database) throws {
        try db.execute(
            sql: "UPDATE genre SET fetchedAt = ? WHERE source = ? AND language = ? AND origin = ?",
            arguments: [date.timeIntervalSince1970, catalogue.source.rawValue, catalogue.language, catalogue.origin])
    }
}

/// A row of the `watchProvider` table: one provider films of a source can be watched on in a
/// region, as its API last listed them.
enum WatchProviderRecord: CacheTable {
    static let databaseTableName = "watchProvider"
    static let rowsOfSource = "source = :source"

    /// The providers of `catalogue`'s source in `region`, in the API's order, and when they were
    /// fetched; `nil` when never saved.
    static func providers(
        in region: String, of catalogue: Catalogue, in db: Database
    ) throws -> (providers: [WatchProvider], fetchedAt: Date)? {
        let statement = try db.cachedStatement(
            sql:
                "SELECT id, name, fetchedAt FROM watchProvider WHERE source = ? AND origin = ? AND region = ? ORDER BY rowid"
        )
        var providers: [WatchProvider] = []
        var fetchedAt: Date?
        let rows = try Row.fetchCursor(statement, arguments: [catalogue.source.rawValue, catalogue.origin, region])
        while let row = try rows.next() {
            providers.append(WatchProvider(id: row[0], name: row[1]))
            fetchedAt = fetchedAt ?? Date(timeIntervalSince1970: row[2])
        }
        return fetchedAt.map { (providers, $0) }
    }

    /// Makes `providers` those of `catalogue`'s source in `region`, in place of those it had.
    static func replace(
        _ providers: [WatchProvider], in region: String, of catalogue: Catalogue, fetchedAt: Date, in db: Database
    ) throws {
        let arguments: StatementArguments = [catalogue.source.rawValue, catalogue.origin, region]
        try db.cachedStatement(sql: "DELETE FROM watchProvider WHERE source = ? AND origin = ? AND region = ?")
            .execute(arguments: arguments)
        let insert = try db.cachedStatement(
            sql: """
                INSERT OR IGNORE INTO watchProvider (source, origin, region, id, name, fetchedAt) VALUES (?, ?, ?, ?, ?, ?)
                """)
        for provider in providers {
            try insert.execute(arguments: arguments + [provider.id, provider.name, fetchedAt.timeIntervalSince1970])
        }
    }

    /// Marks the providers of `catalogue`'s source in `region` as confirmed at `date`.
    static func renew(in region: String, of catalogue: Catalogue, at date: Date, in db: Database) throws {
        try db.execute(
            sql: "UPDATE watchProvider SET fetchedAt = ? WHERE source = ? AND origin = ? AND region = ?",
            arguments: [date.timeIntervalSince1970, catalogue.source.rawValue, catalogue.origin, region])
    }
}
