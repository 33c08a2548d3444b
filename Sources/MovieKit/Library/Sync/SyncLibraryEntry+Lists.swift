import Foundation
import GRDB

extension SyncLibraryEntry {
    /// Your lists not deleted, and the films on every list kept (deleted ones' too, which a
    /// restore brings back with them), each with its position key: the one `ledger` keeps where
    /// the film's place among the others is unchanged, a new one where it was put on or moved.
    static func lists(
        in db: Database, ledger: [SyncEntryRef: SyncEntryFields]
    ) throws -> [SyncEntryRef: SyncLibraryEntry] {
        var entries: [SyncEntryRef: SyncLibraryEntry] = [:]
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT id, uuid, name, description, ranked, changedAt, deletedAt FROM list WHERE uuid IS NOT NULL"
            ))
        for row in rows {
            guard let list = UUID(uuidString: row[1]) else { continue }
            let id = list.uuidString.lowercased()
            if (row[6] as Int64?) == nil {
                entries[SyncEntryRef(kind: .list, key: id)] = SyncLibraryEntry(
                    list: list,
                    values: [
                        "name": .text(row[2]), "description": .optional(row[3]), "ranked": .flag(row[4]),
                    ], changedAt: row[5])
            }
            let films = try ListEntryRecord.entries(ofList: row[0], in: db)
            let refs = films.map { SyncEntryRef(kind: .listEntry, key: id + "|" + SyncChange.key(of: $0.film)) }
            let keys = SyncOrderKey.keys(
                of: refs.map { ref -> (film: String, key: String?) in
                    let kept = ledger[ref]
                    guard kept?.isPresent == true, case .text(let key) = kept?.fields["position"]?.value else {
                        return (ref.key, nil)
                    }
                    return (ref.key, key)
                })
            for (index, entry) in films.enumerated() {
                entries[refs[index]] = SyncLibraryEntry(
                    film: entry.film, list: list, values: ["position": .text(keys[index])],
                    changedAt: LibraryTime.milliseconds(entry.changedAt))
            }
        }
        return entries
    }
}
