import Foundation
import GRDB

/// A table that keeps lists of named things whole, as an API last listed them (a source's
/// genres, its watch providers in a region): a list is the rows whose ``key`` columns hold its
/// values, each row an id and a name, in the API's order, with when the list was fetched.
protocol NamedListTable: CacheTable {
    /// The columns that name a list, in the order their values are given.
    static var key: [String] { get }
}

extension NamedListTable {
    /// The list `values` name, each row made by `item`, in the order saved, and when it was
    /// fetched; `nil` when never saved.
    static func list<Item>(
        _ values: StatementArguments, in db: Database, as item: (_ id: Int, _ name: String) -> Item
    ) throws -> ([Item], Date)? {
        let statement = try db.cachedStatement(
            sql: "SELECT id, name, fetchedAt FROM \(databaseTableName) WHERE \(keyCondition) ORDER BY rowid")
        var items: [Item] = []
        var fetchedAt: Date?
        let rows = try Row.fetchCursor(statement, arguments: values)
        while let row = try rows.next() {
            items.append(item(row[0], row[1]))
            fetchedAt = fetchedAt ?? Date(timeIntervalSince1970: row[2])
        }
        return fetchedAt.map { (items, $0) }
    }

    /// Makes `items` the list `values` name, in their order, in place of the one it had.
    static func replace(
        _ values: StatementArguments, with items: [(id: Int, name: String)], fetchedAt: Date, in db: Database
    ) throws {
        try db.cachedStatement(sql: "DELETE FROM \(databaseTableName) WHERE \(keyCondition)").execute(arguments: values)
        let columns = key + ["id", "name", "fetchedAt"]
        let insert = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO \(databaseTableName) (\(columns.joined(separator: ", "))) "
                + "VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))")
        for item in items {
            try insert.execute(arguments: values + [item.id, item.name, fetchedAt.timeIntervalSince1970])
        }
    }

    /// Marks the list `values` name as confirmed at `date` (`db.changesCount` says whether it
    /// was kept).
    static func renew(_ values: StatementArguments, at date: Date, in db: Database) throws {
        try db.execute(
            sql: "UPDATE \(databaseTableName) SET fetchedAt = ? WHERE \(keyCondition)",
            arguments: [date.timeIntervalSince1970] + values)
    }

    /// `key = ? AND …`, in ``key``'s order.
    private static var keyCondition: String { key.map { "\($0) = ?" }.joined(separator: " AND ") }
}
