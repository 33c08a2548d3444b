/// What this machine's own files in a sync folder hold after a sync: its change file, one line a
/// change sent since the last fold, and its snapshot, the change file's lines folded with the
/// snapshot's before.
///
/// Folding keeps each line that still says the latest of a field of an entry (the latest of that
/// field among this machine's lines) and drops the lines each of whose fields a later line of
/// this machine set again. The lines kept are the same bytes, clocks included: a machine that took
/// them in before takes them again as no change, and a removal stays as long as it is the latest
/// word on its entry. A line this `movies` refused is kept as it is.
///
/// The change file is folded when the lines of both files would be more than twice the lines a
/// fold keeps. So after each sync the folder holds at most twice the lines of this machine's
/// latest word on each field; and a fold writes fewer lines than it drops, each line sent is
/// dropped at most once, so all the folds together write fewer lines than were ever sent. A
/// change file holding lines the snapshot holds too (a sync killed between the two files'
/// writing) is folded again at once.
struct SyncOwnFiles: Sendable, Equatable {
    /// The snapshot to write whole; `nil` to leave it as it is.
    var snapshot: [SyncOwnLine]?
    /// The change file's lines.
    var changes: [SyncOwnLine]
    /// Whether the change file is to be written: it changes, or is not there yet.
    var writesChanges: Bool

    /// This machine's files after it sends `sent`, its snapshot's lines `snapshot` and its change
    /// file's `changes` as read (`changeFileFound` when the change file is there).
    init(snapshot: [SyncOwnLine], changes: [SyncOwnLine], sending sent: [SyncChange], changeFileFound: Bool) {
        let snapshotBytes = Set(snapshot.map(\.bytes))
        let foldLeftHalfDone = changes.contains { snapshotBytes.contains($0.bytes) }
        let pending = changes.filter { !snapshotBytes.contains($0.bytes) } + sent.map(SyncOwnLine.init(sending:))
        let all = snapshot + pending
        let kept = Self.folded(all)
        if foldLeftHalfDone || all.count > 2 * kept.count {
            self.snapshot = kept
            self.changes = []
            writesChanges = true
        } else {
            self.snapshot = nil
            self.changes = pending
            writesChanges = !sent.isEmpty || !changeFileFound
        }
    }

    /// The lines of `lines` that still say the latest of a field, each once, in their order.
    static func folded(_ lines: [SyncOwnLine]) -> [SyncOwnLine] {
        var latest: [SyncFieldRef: HybridLogicalTime] = [:]
        for case let change? in lines.map(\.change) {
            let entry = SyncEntryRef(kind: change.kind, key: change.key)
            for field in change.fields.keys {
                let ref = SyncFieldRef(entry: entry, field: field)
                if latest[ref].map({ $0 < change.time }) ?? true { latest[ref] = change.time }
            }
        }
        var seen: Set<[UInt8]> = []
        return lines.filter { line in
            guard seen.insert(line.bytes).inserted else { return false }
            guard let change = line.change else { return true }
            let entry = SyncEntryRef(kind: change.kind, key: change.key)
            return change.fields.keys.contains { latest[SyncFieldRef(entry: entry, field: $0)] == change.time }
        }
    }
}
