import Foundation
import GRDB
import GRDBSQLite

/// A value ``GRDB/Database/firstRow(_:_:read:)`` binds to a statement's parameter by position
/// through SQLite's C API, as GRDB's `StatementBinding` binds it but without its copies: a
/// string's UTF-8 bytes are given to SQLite where they lie (GRDB's make a C string of them
/// first, an allocation a string), a UUID's sixteen bytes without making a `Data` of them. An
/// import binds several a play.
protocol PositionalBinding {
    /// Binds the value to parameter `index` (1 the first) of `statement`; SQLite's result code.
    func bind(positionIn statement: SQLiteStatement, at index: CInt) -> CInt
}

/// SQLite's `SQLITE_TRANSIENT`, a macro Swift does not import: SQLite copies what is bound.
private let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

extension String: PositionalBinding {
    func bind(positionIn statement: SQLiteStatement, at index: CInt) -> CInt {
        var text = self
        return text.withUTF8 { bytes in
            // An empty string may have no bytes to point at: bound as "", never as NULL.
            guard let start = bytes.baseAddress else { return sqlite3_bind_text(statement, index, "", 0, transient) }
            // Up to a NUL, as GRDB's binding (of a C string) takes it.
            let count = bytes.firstIndex(of: 0) ?? bytes.count
            return start.withMemoryRebound(to: CChar.self, capacity: count) {
                sqlite3_bind_text(statement, index, $0, CInt(count), transient)
            }
        }
    }
}

extension Int: PositionalBinding {
    func bind(positionIn statement: SQLiteStatement, at index: CInt) -> CInt {
        sqlite3_bind_int64(statement, index, Int64(self))
    }
}

extension Int64: PositionalBinding {
    func bind(positionIn statement: SQLiteStatement, at index: CInt) -> CInt {
        sqlite3_bind_int64(statement, index, self)
    }
}

extension Bool: PositionalBinding {
    func bind(positionIn statement: SQLiteStatement, at index: CInt) -> CInt {
        sqlite3_bind_int64(statement, index, self ? 1 : 0)
    }
}

extension UUID: PositionalBinding {
    /// Its sixteen bytes, a BLOB, as GRDB stores a UUID.
    func bind(positionIn statement: SQLiteStatement, at index: CInt) -> CInt {
        withUnsafeBytes(of: uuid) { bytes in
            sqlite3_bind_blob(statement, index, bytes.baseAddress, CInt(bytes.count), transient)
        }
    }
}

extension YourRating: PositionalBinding {
    /// The number it is, a REAL, as ``YourRating/databaseValue`` stores it.
    func bind(positionIn statement: SQLiteStatement, at index: CInt) -> CInt {
        sqlite3_bind_double(statement, index, value)
    }
}

extension Optional: PositionalBinding where Wrapped: PositionalBinding {
    func bind(positionIn statement: SQLiteStatement, at index: CInt) -> CInt {
        map { $0.bind(positionIn: statement, at: index) } ?? sqlite3_bind_null(statement, index)
    }
}
