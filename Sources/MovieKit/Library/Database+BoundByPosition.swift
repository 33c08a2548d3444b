import GRDB
import GRDBSQLite

extension Database {
    /// Runs the cached statement `sql` once, `values` bound by position through SQLite's C API,
    /// and reads its first row with `read`; `nil` when it has none. For the statements an import
    /// runs for each play: GRDB's own arguments box every value, with its type's metadata, in an
    /// array a run, which cost a first import of 10,000 plays as much as SQLite's work; and its
    /// binding of a string copies it once more than SQLite does (``PositionalBinding``).
    /// - Throws: `DatabaseError` when SQLite fails.
    func firstRow<each Value: PositionalBinding, Result>(
        _ sql: String, _ values: repeat each Value, read: (SQLiteStatement) -> Result
    ) throws -> Result? {
        let statement = try cachedStatement(sql: sql).sqliteStatement
        // Left as GRDB leaves a statement it ran with its own arguments: reset, nothing bound.
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        var index: CInt = 0
        for value in repeat each values {
            index += 1
            let code = value.bind(positionIn: statement, at: index)
            guard code == SQLITE_OK else { throw failure(code, of: sql) }
        }
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return read(statement)
        case SQLITE_DONE: return nil
        case let code: throw failure(code, of: sql)
        }
    }

    /// Runs the cached statement `sql` (an `INSERT`, `UPDATE` or `DELETE`) once, `values` bound by
    /// position, as ``firstRow(_:_:read:)`` does; how many rows it changed.
    /// - Throws: `DatabaseError` when SQLite fails.
    @discardableResult
    func run<each Value: PositionalBinding>(_ sql: String, _ values: repeat each Value) throws -> Int {
        _ = try firstRow(sql, repeat each values) { _ in () }
        return changesCount
    }

    /// The error SQLite's `code` is, with the connection's message, for statement `sql`.
    private func failure(_ code: CInt, of sql: String) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: lastErrorMessage, sql: sql)
    }
}
