/// The merge of a sync through a folder, in memory: the latest value of every field of every
/// synced entry (the ledger, ``SyncFieldRecord``), the entries the library holds, and what
/// changed in either.
///
/// Each field is a register the latest change wins (``SyncFieldState/isOutdated(by:value:)``):
/// taking the same changes in any order, any number of times, leaves the same ledger, and the
/// library is made to hold what the ledger says (``SyncEntryWriter``).
struct SyncMerge {
    /// The latest value of each field of each entry.
    private(set) var ledger: [SyncEntryRef: SyncEntryFields]
    /// The entries the library holds, before the merge changes it.
    let library: [SyncEntryRef: SyncLibraryEntry]
    /// The fields the merge changed in the ledger, to keep: each entry's names, each once.
    private(set) var changedFields: [SyncEntryRef: [String]] = [:]
    /// The entries whose fields another machine's change set: the library's entry to make anew.
    private(set) var changedEntries: Set<SyncEntryRef> = []

    init(ledger: [SyncEntryRef: SyncEntryFields], library: [SyncEntryRef: SyncLibraryEntry]) {
        self.ledger = ledger
        self.library = library
    }

    /// What changed here since the ledger last saw the library, each change timed by `clock`
    /// from when its entry changed (a removal: when its tombstone says, in `removedAt`, else
    /// `now`): an entry added or added again carries every field; one changed, the fields that
    /// differ; one removed, `present` false. The ledger takes them.
    ///
    /// A change the folder already says whole (the ledger with `read`, the changes read from it,
    /// taken in) is not sent again: a change this library took from elsewhere too (from a TMDB account
    /// that another machine sent it to, as well as through the folder) goes out once, from the
    /// machine that made it, with no echo.
    mutating func outgoing(
        clock: inout HybridLogicalClock, removedAt: [SyncEntryRef: Int64], now: Int64, read: [SyncChange] = []
    ) -> [SyncChange] {
        // Below, `known` is asked only of the entries the library holds or the ledger kept, so it
        // takes only their changes: on a new machine (neither), none.
        var known = SyncMerge(ledger: ledger, library: [:])
        if !library.isEmpty || !ledger.isEmpty {
            for change in read {
                let ref = SyncEntryRef(kind: change.kind, key: change.key)
                if library[ref] != nil || ledger[ref] != nil { _ = known.take(change) }
            }
        }
        var changes: [SyncChange] = []
        for (ref, entry) in library.sorted(by: { $0.key < $1.key }) {
            let kept = ledger[ref]
            var fields = entry.values
            if kept?.isPresent == true {
                fields = fields.filter { kept?.fields[$0.key]?.value != $0.value }
            } else {
                fields[SyncEntryKind.present] = .flag(true)
            }
            let carried = known.ledger[ref].map { read in fields.allSatisfy { read.fields[$0.key]?.value == $0.value } }
            guard !fields.isEmpty, carried != true else { continue }
            let change = SyncChange(
                kind: ref.kind, film: entry.film, viewing: entry.viewing, list: entry.list, fields: fields,
                time: clock.tick(now: entry.changedAt))
            changes.append(change)
            _ = take(change, fromHere: true)
        }
        for (ref, kept) in ledger.sorted(by: { $0.key < $1.key })
        where kept.isPresent && library[ref] == nil && known.ledger[ref]?.isPresent == true {
            let change = SyncChange(
                kind: ref.kind, film: kept.film, viewing: ref.viewing, list: ref.list,
                fields: [SyncEntryKind.present: .flag(false)], time: clock.tick(now: removedAt[ref] ?? now))
            changes.append(change)
            _ = take(change, fromHere: true)
        }
        return changes
    }

    /// Takes in `change` where it is later than what the ledger holds, field by field; whether it
    /// changed anything. A change of another machine (not `fromHere`) marks its entry to be made
    /// anew in the library.
    mutating func take(_ change: SyncChange, fromHere: Bool = false) -> Bool {
        let ref = SyncEntryRef(kind: change.kind, key: change.key)
        var entry = ledger[ref] ?? SyncEntryFields(film: change.film)
        var changed: [String] = []
        for (field, value) in change.fields {
            if let kept = entry.fields[field], !kept.isOutdated(by: change.time, value: value) { continue }
            entry.fields[field] = SyncFieldState(value: value, time: change.time)
            changed.append(field)
        }
        guard !changed.isEmpty else { return false }
        if entry.latest == change.time { entry.film = change.film }
        ledger[ref] = entry
        // The entry looked up once, not each field's (entry, name) hashed into a set.
        Self.add(changed, to: &changedFields[ref, default: []])
        if !fromHere { changedEntries.insert(ref) }
        return true
    }

    /// Adds to `names` each of `fields` it lacks.
    private static func add(_ fields: [String], to names: inout [String]) {
        for field in fields where !names.contains(field) { names.append(field) }
    }
}

/// A field of a synced entry.
struct SyncFieldRef: Sendable, Hashable {
    var entry: SyncEntryRef
    var field: String
}
