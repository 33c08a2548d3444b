import GRDB

/// A table of the library and its record: the record names the table's columns once, in its
/// `Columns`, and holds the table's SQL. Reads that lists make on every command (the watchlist,
/// the diary, `show`'s line of yours) read rows by position through cached statements, in the
/// order of the record's ``selection``; none decodes a row by its column names.
protocol LibraryTable: TableRecord where Columns: RawRepresentable<String>, Columns: CaseIterable {}

extension LibraryTable {
    /// `columns`, table-qualified, in their order: what a read selects, to read them by position.
    static func qualified(_ columns: [Columns]) -> String {
        columns.map { "\(databaseTableName).\($0.rawValue)" }.joined(separator: ", ")
    }

    /// `INSERT INTO table (every column but `skipped`) VALUES (?, …)`, in `Columns` order, `OR
    /// IGNORE` when `ignoringConflicts`.
    static func insertion(skipping skipped: [Columns] = [], ignoringConflicts: Bool = false) -> String {
        let columns = Columns.allCases.filter { column in !skipped.contains { $0.rawValue == column.rawValue } }
        return
            "INSERT \(ignoringConflicts ? "OR IGNORE " : "")INTO \(databaseTableName) (\(columns.map(\.rawValue).joined(separator: ", "))) "
            + "VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
    }
}
