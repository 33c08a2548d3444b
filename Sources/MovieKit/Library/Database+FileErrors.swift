import GRDB
import GRDBSQLite

extension Database {
    /// The errno of the last system call that failed on this connection's write-ahead log (or
    /// rollback journal), else on its database file, as SQLite keeps it for each file
    /// (`SQLITE_FCNTL_LAST_ERRNO`); `nil` when none did. SQLite reports a write that failed for
    /// ENOSPC as a full disk, but one that failed for EDQUOT or EFBIG as a mere I/O error.
    var lastFileError: Int32? {
        guard let connection = sqliteConnection else { return nil }
        var journal: UnsafeMutablePointer<sqlite3_file>?
        if sqlite3_file_control(connection, "main", SQLITE_FCNTL_JOURNAL_POINTER, &journal) == SQLITE_OK,
            let journal, let control = journal.pointee.pMethods?.pointee.xFileControl
        {
            var code: Int32 = 0
            if control(journal, SQLITE_FCNTL_LAST_ERRNO, &code) == SQLITE_OK, code != 0 { return code }
        }
        var code: Int32 = 0
        if sqlite3_file_control(connection, "main", SQLITE_FCNTL_LAST_ERRNO, &code) == SQLITE_OK, code != 0 {
            return code
        }
        return nil
    }
}
