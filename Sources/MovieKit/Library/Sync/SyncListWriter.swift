import Foundation
import GRDB

/// Makes your lists what the sync's ledger says of them (``SyncMerge``), in the transaction the
/// caller holds: a list made, renamed, described, deleted as `list delete` does (kept as its
/// tombstone, restorable for ``FilmList/restorableFor``) or brought back; then the films of each
/// list changed put in the order of their position keys (``SyncOrderKey``).
///
/// Two lists of one name (whatever the case) made on two machines apart are both kept, their
/// films with them: the one whose id is the greater takes the name with ` (2)` (or the first
/// number free) after it, on every machine alike.
struct SyncListWriter {
    let db: Database
    /// Now, milliseconds since 1970: when this library records what it takes.
    let now: Int64
    /// The latest value of each field of each synced entry.
    let ledger: [SyncEntryRef: SyncEntryFields]

    /// Makes entry `ref` (a list, or a film on one) hold `fields`, where the library holds `held`
    /// now. A film on a list is only counted: ``order(_:)`` puts it there.
    func make(_ ref: SyncEntryRef, _ fields: SyncEntryFields, held: SyncLibraryEntry?) throws -> SyncEntryWriter.Outcome
    {
        guard ref.kind == .list else {
            switch (fields.isPresent, held) {
            case (true, nil): return .added
            case (false, _?): return .removed
            case (true, let held?): return held.values == fields.values ? .unchanged : .changed
            case (false, nil): return .unchanged
            }
        }
        guard let list = ref.list else { return .unchanged }
        let stamp = ChangeStamp(changedAt: fields.latest?.wall ?? now, recordedAt: now)
        let kept = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT id, deletedAt FROM list WHERE uuid = ?"), arguments: [ref.key])
        let row: Int64? = kept.flatMap { $0[0] }
        let deleted = kept.flatMap { $0[1] as Int64? } != nil
        guard fields.isPresent else {
            guard let row, !deleted else { return .unchanged }
            try db.execute(
                sql: "UPDATE list SET deletedAt = ?, changedAt = ?, recordedAt = ? WHERE id = ?",
                arguments: [stamp.changedAt, stamp.changedAt, stamp.recordedAt, row])
            return .removed
        }
        let values = fields.values
        guard case .text(let wanted) = values["name"], case .flag(let ranked) = values["ranked"] else {
            return .unchanged
        }
        var description: String?
        if case .text(let text) = values["description"] { description = text }
        let name = try self.name(wanted, of: ref.key, row: row)
        guard let row else {
            _ = try ListRecord.create(
                name: name, description: description, ranked: ranked, uuid: list, stamp: stamp, in: db)
            return .added
        }
        if !deleted, held?.values == values { return .unchanged }
        try ListRecord.setName(name, ofRow: row, stamp: stamp, in: db)
        try ListRecord.describe(row, description: description, ranked: ranked, stamp: stamp, in: db)
        if deleted {
            try db.execute(sql: "UPDATE list SET deletedAt = NULL WHERE id = ?", arguments: [row])
            return .added
        }
        return .changed
    }

    /// Puts the films of each of `lists` the library holds (deleted ones too) in the order the
    /// ledger's position keys say, then their films' keys: those no longer on it taken off, those
    /// put on added, the others moved where their keys say.
    func order(_ lists: Set<UUID>) throws {
        var films: [String: [(order: (String, String), film: LibraryFilm, changedAt: Int64)]] = [:]
        for (ref, fields) in ledger where ref.kind == .listEntry && fields.isPresent {
            guard let list = ref.list, lists.contains(list), let film = fields.film,
                case .text(let key) = fields.fields["position"]?.value
            else { continue }
            films[list.uuidString.lowercased(), default: []].append(
                ((key, ref.key), film, fields.latest?.wall ?? now))
        }
        for list in lists.map({ $0.uuidString.lowercased() }).sorted() {
            guard
                let row = try Int64.fetchOne(
                    db.cachedStatement(sql: "SELECT id FROM list WHERE uuid = ?"), arguments: [list])
            else { continue }
            var wanted: [(film: Int64, changedAt: Int64)] = []
            for entry in (films[list] ?? []).sorted(by: { $0.order < $1.order }) {
                let film = try FilmRecord.remember(entry.film, in: db)
                if !wanted.contains(where: { $0.film == film }) { wanted.append((film, entry.changedAt)) }
            }
            try place(wanted, onList: row)
        }
    }

    /// Makes the films of the list of row `list` `wanted`, in its order.
    private func place(_ wanted: [(film: Int64, changedAt: Int64)], onList list: Int64) throws {
        let held = Set(
            try Int64.fetchAll(
                db.cachedStatement(sql: "SELECT filmId FROM listEntry WHERE listId = ?"), arguments: [list]))
        for film in held.subtracting(wanted.map(\.film)) {
            try db.execute(sql: "DELETE FROM listEntry WHERE listId = ? AND filmId = ?", arguments: [list, film])
        }
        for (index, entry) in wanted.enumerated() {
            if held.contains(entry.film) {
                try db.execute(
                    sql: """
                        UPDATE listEntry SET position = ?, recordedAt = ?
                        WHERE listId = ? AND filmId = ? AND position != ?
                        """, arguments: [index + 1, now, list, entry.film, index + 1])
            } else {
                try db.execute(
                    sql: ListEntryRecord.insertion(),
                    arguments: [list, entry.film, index + 1, nil, entry.changedAt, now])
            }
        }
    }

    /// The name list `id` takes: `wanted`, unless another of your lists not deleted has it
    /// (whatever the case); then the one of the two whose id is the greater takes it with ` (2)`
    /// after it (or the first number free), renamed here when it is the other.
    private func name(_ wanted: String, of id: String, row: Int64?) throws -> String {
        guard let other = try ListRecord.row(named: wanted, in: db), other != row,
            let held = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT uuid, name FROM list WHERE id = ?"), arguments: [other])
        else { return wanted }
        let otherID: String = held[0]
        let suffixed: String = id > otherID ? wanted : held[1]
        var number = 2
        while try ListRecord.row(named: "\(suffixed) (\(number))", in: db) != nil { number += 1 }
        let free = "\(suffixed) (\(number))"
        if id > otherID { return free }
        try ListRecord.setName(free, ofRow: other, stamp: ChangeStamp(changedAt: now, recordedAt: now), in: db)
        return wanted
    }
}
