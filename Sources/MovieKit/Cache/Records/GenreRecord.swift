import Foundation
import GRDB

/// A row of the `genre` table: one name of one of a source's genres, in a language, as its API
/// last listed them (a genre has its name in the language asked and its English one).
enum GenreRecord: NamedListTable {
    static let databaseTableName = "genre"
    static let rowsOfSource = "source = :source"
    static let key = ["source", "language", "origin"]

    /// `catalogue`'s genres, each name once, by name, and when they were fetched; `nil` when never saved.
    static func genres(of catalogue: Catalogue, in db: Database) throws -> (genres: [Genre], fetchedAt: Date)? {
        try list(values(catalogue), in: db, as: Genre.init(id:name:))
    }

    /// Makes `genres` `catalogue`'s, in their order, in place of those it had.
    static func replace(_ genres: [Genre], of catalogue: Catalogue, fetchedAt: Date, in db: Database) throws {
        try replace(values(catalogue), with: genres.map { ($0.id, $0.name) }, fetchedAt: fetchedAt, in: db)
    }

    /// Marks `catalogue`'s genres as confirmed at `date` (`db.changesCount` says whether any were kept).
    static func renew(of catalogue: Catalogue, at date: Date, in db: Database) throws {
        try renew(values(catalogue), at: date, in: db)
    }

    private static func values(_ catalogue: Catalogue) -> StatementArguments {
        [catalogue.source.rawValue, catalogue.language, catalogue.origin]
    }
}

/// A row of the `watchProvider` table: one provider films of a source can be watched on in a
/// region, as its API last listed them.
enum WatchProviderRecord: NamedListTable {
    static let databaseTableName = "watchProvider"
    static let rowsOfSource = "source = :source"
    static let key = ["source", "origin", "region"]

    /// The providers of `catalogue`'s source in `region`, in the API's order, and when they were
    /// fetched; `nil` when never saved.
    static func providers(
        in region: String, of catalogue: Catalogue, in db: Database
    ) throws -> (providers: [WatchProvider], fetchedAt: Date)? {
        try list(values(region, catalogue), in: db, as: WatchProvider.init(id:name:))
    }

    /// Makes `providers` those of `catalogue`'s source in `region`, in place of those it had.
    static func replace(
        _ providers: [WatchProvider], in region: String, of catalogue: Catalogue, fetchedAt: Date, in db: Database
    ) throws {
        try replace(
            values(region, catalogue), with: providers.map { ($0.id, $0.name) }, fetchedAt: fetchedAt, in: db)
    }

    /// Marks the providers of `catalogue`'s source in `region` as confirmed at `date`.
    static func renew(in region: String, of catalogue: Catalogue, at date: Date, in db: Database) throws {
        try renew(values(region, catalogue), at: date, in: db)
    }

    private static func values(_ region: String, _ catalogue: Catalogue) -> StatementArguments {
        [catalogue.source.rawValue, catalogue.origin, region]
    }
}
