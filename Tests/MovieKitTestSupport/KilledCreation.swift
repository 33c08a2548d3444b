import Foundation
import GRDB

/// Leaves at `url` what a process killed while it created a cache there leaves: the database
/// part-written and, beside it, the hot rollback journal that undoes it (`NAME-journal`), which
/// only a connection that can write the file may roll back.
///
/// The two files are copied from a new database in the middle of its first transaction, once
/// SQLite has spilled pages of it to the file, as a process stopped at that moment leaves them.
public func plantKilledCreation(at url: URL) throws {
    let scratch = url.deletingLastPathComponent().appendingPathComponent("killed-creation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let building = scratch.appendingPathComponent(url.lastPathComponent)
    let queue = try DatabaseQueue(path: building.path)
    try queue.inDatabase { db in
        try db.execute(sql: "PRAGMA cache_size = 10")
        try db.execute(sql: "BEGIN EXCLUSIVE")
        try db.execute(
            sql: """
                CREATE TABLE filler(x);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
                INSERT INTO filler SELECT randomblob(1000) FROM n;
                """)
        for suffix in ["", "-journal"] {
            try FileManager.default.copyItem(atPath: building.path + suffix, toPath: url.path + suffix)
        }
        try db.execute(sql: "ROLLBACK")
    }
    try queue.close()
}
