import GRDBSQLite

/// One prepared `INSERT` of the import, its values bound by position and run at once: text from
/// a line being read is bound where it lies (SQLite reads it during ``run()``, before the line
/// changes), so a row costs no copies but SQLite's own.
final class SQLiteInsertStatement {
    private var statement: OpaquePointer?
    private let connection: OpaquePointer

    /// SQLite's `SQLITE_TRANSIENT`, a macro Swift does not import: SQLite copies what is bound.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    /// Prepares `sql` on `connection`; `nil` when SQLite cannot (its message is the connection's).
    init?(_ sql: String, on connection: OpaquePointer) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK,
            let statement
        else { return nil }
        self.statement = statement
        self.connection = connection
    }

    deinit { finalize() }

    /// Releases the statement, so that its connection can close; nothing may run after.
    func finalize() {
        sqlite3_finalize(statement)
        statement = nil
    }

    func bind(_ position: Int32, _ value: Int?) {
        if let value {
            sqlite3_bind_int64(statement, position, Int64(value))
        } else {
            sqlite3_bind_null(statement, position)
        }
    }

    func bind(_ position: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(statement, position, value) } else { sqlite3_bind_null(statement, position) }
    }

    /// Binds UTF-8 `text` where it lies: it must stay unchanged until ``run()`` returns.
    func bind(_ position: Int32, text: UnsafeRawBufferPointer?) {
        guard let text else {
            sqlite3_bind_null(statement, position)
            return
        }
        guard let bytes = text.baseAddress?.assumingMemoryBound(to: CChar.self) else {
            sqlite3_bind_text(statement, position, "", 0, Self.transient)
            return
        }
        // No destructor: SQLITE_STATIC, SQLite reads the bytes where they are.
        sqlite3_bind_text(statement, position, bytes, Int32(text.count), nil)
    }

    func bind(_ position: Int32, _ text: String?) {
        if let text {
            sqlite3_bind_text(statement, position, text, -1, Self.transient)
        } else {
            sqlite3_bind_null(statement, position)
        }
    }

    func bind(_ position: Int32, blob: [UInt8]) {
        blob.withUnsafeBytes { bytes in
            _ = sqlite3_bind_blob(statement, position, bytes.baseAddress, Int32(bytes.count), Self.transient)
        }
    }

    /// Runs the insert with the values bound; `true` when it inserted a row (`false` when
    /// `INSERT OR IGNORE` met a row with its key).
    /// - Returns: `nil` when SQLite failed; its message is the connection's.
    func run() -> Bool? {
        let result = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard result == SQLITE_DONE else { return nil }
        return sqlite3_changes(connection) > 0
    }
}
