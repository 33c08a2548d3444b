import GRDBSQLite

/// One SQLite connection, used through the C API with nothing between: the baseline of row 3
/// (`persist-raw`) and the fast writer of `fill-library`.
final class RawConnection {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A value bound to a statement's parameter.
    enum Value {
        case null, integer(Int64), real(Double), text(String), blob([UInt8])
    }

    private var handle: OpaquePointer?

    init(path: String) throws {
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            throw Failure(description: "cannot open \(path)")
        }
    }

    func close() {
        sqlite3_close_v2(handle)
    }

    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw failure(sql) }
    }

    func prepare(_ sql: String) throws -> OpaquePointer? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK
        else { throw failure(sql) }
        return statement
    }

    /// Finalizes `statements`, each made by ``prepare(_:)``.
    func finalize(_ statements: [OpaquePointer?]) {
        for statement in statements {
            sqlite3_finalize(statement)
        }
    }

    func failure(_ sql: String) -> Failure {
        Failure(description: "\(String(cString: sqlite3_errmsg(handle))): \(sql)")
    }

    /// Runs `statement` to its end with its bound values, then resets it; returns the first
    /// column of its first row, when it has one.
    @discardableResult
    func step(_ statement: OpaquePointer?) throws -> Int64? {
        var first: Int64?
        var result = sqlite3_step(statement)
        while result == SQLITE_ROW {
            if first == nil { first = sqlite3_column_int64(statement, 0) }
            result = sqlite3_step(statement)
        }
        guard result == SQLITE_DONE else { throw failure(String(cString: sqlite3_sql(statement))) }
        sqlite3_reset(statement)
        return first
    }

    /// Binds `values` to `statement`'s parameters, in order, and runs it as ``step(_:)`` does.
    @discardableResult
    func run(_ statement: OpaquePointer?, _ values: [Value]) throws -> Int64? {
        bind(statement, values)
        return try step(statement)
    }

    /// SQLite's `SQLITE_TRANSIENT`, a macro Swift does not import: SQLite copies the text bound.
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

    func bind(_ statement: OpaquePointer?, _ values: [Value]) {
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .null: sqlite3_bind_null(statement, position)
            case .integer(let integer): sqlite3_bind_int64(statement, position, integer)
            case .real(let real): sqlite3_bind_double(statement, position, real)
            case .text(let text): sqlite3_bind_text(statement, position, text, -1, Self.transient)
            case .blob(let bytes):
                _ = bytes.withUnsafeBytes {
                    sqlite3_bind_blob(statement, position, $0.baseAddress, Int32($0.count), Self.transient)
                }
            }
        }
    }
}
