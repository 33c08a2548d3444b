import GRDB

/// Schema 8 ("v8"): a list is found by its name's key (`list.nameKey`, ``ListRecord/key(of:)``:
/// Unicode's caseless form of it), unique among the lists not deleted, where schema 4 compared
/// names by SQLite's `NOCASE`, which folds ASCII alone: "Été" and "été", or "Café" composed and
/// decomposed, could be two lists.
///
/// No list is lost or merged: of lists not deleted whose keys meet, the first made keeps its
/// name, and each later one is renamed with the first free " (2)", " (3)", … after it, so that
/// every one stays reachable by a name of its own (the library's copy from before the migration
/// keeps the names as they were). Deleted lists keep their names; restoring one whose key is
/// taken is refused as any name taken is.
enum LibrarySchemaV8 {
    @Sendable static func migrate(_ db: Database) throws {
        // The old index goes first: a list renamed " (2)" may meet a list of that name by `NOCASE`.
        try db.execute(
            sql: """
                DROP INDEX list_byName;
                ALTER TABLE list ADD COLUMN nameKey TEXT NOT NULL DEFAULT '';
                """)
        var taken: Set<String> = []
        let rows = try Row.fetchAll(db, sql: "SELECT id, name, deletedAt IS NOT NULL FROM list ORDER BY createdAt, id")
        for row in rows {
            let id: Int64 = row[0]
            var name: String = row[1]
            let deleted: Bool = row[2]
            if !deleted {
                name = free(name, among: taken)
                taken.insert(ListRecord.key(of: name))
            }
            try db.execute(
                sql: "UPDATE list SET name = ?, nameKey = ? WHERE id = ?",
                arguments: [name, ListRecord.key(of: name), id])
        }
        try db.execute(sql: "CREATE UNIQUE INDEX list_byNameKey ON list(nameKey) WHERE deletedAt IS NULL")
    }

    /// `name`, when its key is not `taken`; else the first of "name (2)", "name (3)", … whose is not.
    static func free(_ name: String, among taken: Set<String>) -> String {
        guard taken.contains(ListRecord.key(of: name)) else { return name }
        var number = 2
        while taken.contains(ListRecord.key(of: "\(name) (\(number))")) { number += 1 }
        return "\(name) (\(number))"
    }
}
